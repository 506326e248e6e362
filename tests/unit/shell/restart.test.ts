// SPEC 4 "Restart: confirm, fullscreen loader, go to /, reload after about 1 s" with SPEC 9's
// delays 0.5 s and 1 s (issue 13 item 4); the confirmation is the user menu's dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restartApp } from '../../../app/client/shell/shellActions';
import { fullscreenLoader } from '../../../src/platform/overlays';

afterEach(() => {
  vi.useRealTimers();
  fullscreenLoader.set(null);
});

describe('restart', () => {
  it('shows the loader at once, goes to / after 0.5 s and reloads 1 s later', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn(() => Promise.resolve());
    const reload = vi.fn();
    const done = restartApp({ navigate } as unknown as Parameters<typeof restartApp>[0], reload);

    expect(fullscreenLoader.get()).toEqual({
      title: 'Neustart',
      text: 'Das Portal wird neu gestartet.',
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    await vi.advanceTimersByTimeAsync(999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await done;
  });
});
