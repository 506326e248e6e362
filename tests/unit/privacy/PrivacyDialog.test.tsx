// The privacy consent dialog: no way out without a choice, the three choices of the first layer
// and the switches of the detail view, stored as the consent store writes them.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyDialog } from '../../../src/features/privacy/PrivacyDialog';
import { de } from '../../../src/i18n/de';
import {
  FULL_CONSENT,
  NO_CONSENT,
  PRIVACY_STORAGE_KEY,
  readConsent,
  writeConsent,
} from '../../../src/platform/consent/settings';
import { ConsentStore } from '../../../src/platform/consent/store';
import { useStore } from '../../../src/state/useStore';

const t = de.privacy;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

/** The dialog as the shell mounts it: while the store says open. */
function Harness({ store }: { store: ConsentStore }) {
  const { dialog } = useStore(store.state);
  return dialog.open ? <PrivacyDialog store={store} view={dialog.view} /> : null;
}

async function renderDialog(stored?: string) {
  const storage = memoryStorage(stored ? { [PRIVACY_STORAGE_KEY]: stored } : {});
  const store = new ConsentStore({ storage, now: () => new Date('2026-11-25T10:00:00Z') });
  const rootRoute = createRootRoute({ component: () => <Harness store={store} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  render(<RouterProvider router={router} />);
  return {
    store,
    storage,
    saved: () => readConsent(storage.data.get(PRIVACY_STORAGE_KEY) ?? null),
  };
}

const dialog = () => screen.findByRole('dialog', { name: t.title });
const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('PrivacyDialog', () => {
  it('opens on a first visit, labelled, and Esc or a click outside do not close it', async () => {
    const { store } = await renderDialog();
    const panel = await dialog();
    expect(within(panel).getByRole('link', { name: t.policyLink }).getAttribute('href')).toBe(
      '/docs/datenschutz',
    );
    fireEvent.keyDown(panel, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    // A click on the <dialog> itself, outside the panel, is a click on the backdrop.
    fireEvent.click(panel);
    await act(async () => undefined);
    expect(store.state.get().dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: t.title })).toBeTruthy();
  });

  it("offers 'Nur notwendige' beside 'Alle zulassen' with the same look", async () => {
    await renderDialog();
    await dialog();
    const reject = screen.getByRole('button', { name: t.onlyNecessary });
    const accept = screen.getByRole('button', { name: t.allowAll });
    expect(reject.className).toBe(accept.className);
  });

  it("'Nur notwendige' stores all five flags false and closes", async () => {
    const { saved } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: t.onlyNecessary }));
    expect(saved()).toMatchObject({ flags: NO_CONSENT, needsChoice: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Alle zulassen' stores all five flags true and closes", async () => {
    const { saved } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: t.allowAll }));
    expect(saved()).toMatchObject({ flags: FULL_CONSENT, needsChoice: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a switch per purpose in the detail view, all off, the necessary one fixed on', async () => {
    const { saved } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: t.showPurposes }));
    const necessary = switchOf(t.necessary.label);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    for (const flag of Object.values(t.flags)) {
      expect(switchOf(flag.label).getAttribute('aria-checked'), flag.label).toBe('false');
    }
    // Personalising needs its base: disabled until the base is on.
    const personal = switchOf(t.flags.sentry_userid.label) as HTMLButtonElement;
    expect(personal.disabled).toBe(true);
    fireEvent.click(switchOf(t.flags.sentry.label));
    expect(switchOf(t.flags.sentry.label).getAttribute('aria-checked')).toBe('true');
    expect(personal.disabled).toBe(false);
    fireEvent.click(personal);
    fireEvent.click(switchOf(t.flags.matomo_pageview.label));
    fireEvent.click(screen.getByRole('button', { name: t.confirmSelection }));
    expect(saved().flags).toEqual({
      ...NO_CONSENT,
      sentry: true,
      sentry_userid: true,
      matomo_pageview: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns a personalising switch off with its base', async () => {
    const { saved } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: t.showPurposes }));
    fireEvent.click(switchOf(t.flags.matomo_pageview.label));
    fireEvent.click(switchOf(t.flags.matomo_userid.label));
    fireEvent.click(switchOf(t.flags.matomo_pageview.label));
    expect(switchOf(t.flags.matomo_userid.label).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: t.confirmSelection }));
    expect(saved().flags).toEqual(NO_CONSENT);
  });

  it("reopened by 'Privatsphäre' it shows the stored choice in the detail view", async () => {
    const { store } = await renderDialog(
      writeConsent({ ...NO_CONSENT, sentry_performance: true }, new Date()),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.openSettings('details', '/login'));
    await dialog();
    expect(switchOf(t.flags.sentry_performance.label).getAttribute('aria-checked')).toBe('true');
    expect(switchOf(t.flags.sentry.label).getAttribute('aria-checked')).toBe('false');
    // 'Akzeptieren' is 'Alle zulassen' in the detail view.
    fireEvent.click(screen.getByRole('button', { name: t.accept }));
    expect(store.flags).toEqual(FULL_CONSENT);
  });
});
