// The settings screen and the shell's clock over a local database (fake-indexeddb): each change
// is written locally and queued at once, the clock follows, no part at all is refused.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../../src/api/modules';
import { Clock } from '../../../app/client/shell/Clock';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { SettingsPage } from '../../../modules/userSettings/ui/SettingsPage';
import { settingsDe as t } from '../../../modules/userSettings/texts.de';
import {
  isTutorialPaused,
  resumeTutorial,
  TUTORIAL_PAUSE_COOKIE,
} from '../../../modules/tutorials/ui/pause';
import { freshDb, OWNER } from '../db/support';

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderScreen() {
  render(
    <>
      <Clock at="navbar" />
      <SettingsPage onTutorialsReset={resumeTutorial} />
      <Clock at="footer" />
    </>,
  );
}

const queued = async () => (await db.outbox.orderBy('seq').toArray()).map((m) => m.args);

describe('SettingsPage', () => {
  it('starts at the defaults: time and date in the navbar, tutorials on', async () => {
    renderScreen();
    const week = await screen.findByRole('checkbox', { name: t.clock.partNames.kw });
    expect(week).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: t.clock.partNames.d })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: t.clock.partNames.z })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: t.clock.positions.navbar })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: t.tutorial.enabled })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('clock-navbar').textContent).toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    expect(screen.queryByTestId('clock-footer')).toBeNull();
    // Nothing changed yet: the status explains saving rather than claiming 'Gespeichert.'.
    expect(screen.getByTestId('settings-status').textContent).toBe(t.status.idle);
  });

  it('saves each change at once as a change of that field; the clock follows', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: t.clock.partNames.kw }));
    fireEvent.click(screen.getByRole('radio', { name: t.clock.positions.footer }));
    await waitFor(async () =>
      expect(await queued()).toEqual([{ viewClockStyle: 'dzkw' }, { viewClockPosition: 'footer' }]),
    );
    expect(await db.userSettings.get(OWNER.id)).toMatchObject({
      viewClockStyle: 'dzkw',
      viewClockPosition: 'footer',
      tutorialEnabled: true,
    });
    // Navbar and footer read the settings each with its own live query: under load one of them
    // answers a moment later, so both are awaited (this raced once under the CI run's load).
    await waitFor(() => {
      expect(screen.getByTestId('clock-footer').textContent).toMatch(
        /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} KW \d{1,2}$/,
      );
      expect(screen.queryByTestId('clock-navbar')).toBeNull();
    });
    expect(screen.getByTestId('settings-status')).toHaveProperty(
      'textContent',
      t.status.pending(2),
    );
  });

  it('refuses a clock without parts at the field and queues nothing', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: t.clock.partNames.d }));
    await waitFor(async () => expect(await queued()).toEqual([{ viewClockStyle: 'z' }]));
    // The stored change has reached the screen (its live queries), so it does not arrive after
    // the next click and redraw the field under load.
    await waitFor(() =>
      expect(screen.getByTestId('settings-status')).toHaveProperty(
        'textContent',
        t.status.pending(1),
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('checkbox', { name: t.clock.partNames.z }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', t.clock.atLeastOne);
    expect(screen.getByRole('checkbox', { name: t.clock.partNames.z })).toHaveProperty(
      'checked',
      false,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await queued()).toEqual([{ viewClockStyle: 'z' }]);
    expect((await db.userSettings.get(OWNER.id))?.viewClockStyle).toBe('z');
  });

  it('turns the tutorials off; asking for them again turns them on, ends the pause, says so', async () => {
    document.cookie = `${TUTORIAL_PAUSE_COOKIE}=1; Path=/`;
    renderScreen();
    const enabled = await screen.findByRole('checkbox', { name: t.tutorial.enabled });
    fireEvent.click(enabled);
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: t.tutorial.reset }));
    await waitFor(async () => expect(await queued()).toHaveLength(2));
    const [off, reset] = await queued();
    expect(off).toEqual({ tutorialEnabled: false });
    expect(reset).toEqual({
      tutorialReset: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      tutorialEnabled: true,
    });
    expect(await db.userSettings.get(OWNER.id)).toMatchObject({ tutorialEnabled: true });
    expect(isTutorialPaused()).toBe(false);
    // The box follows the stored setting through a live query: its render may lag under load.
    await waitFor(() => expect((enabled as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText(/^Zuletzt zurückgesetzt: /)).toBeTruthy();
    expect(screen.getByTestId('settings-status').textContent).toContain(t.tutorial.resetDone);
  });
});

describe('userSettings.set description', () => {
  it('names the changed settings in German', () => {
    const describe = (args: Parameters<(typeof MUTATIONS)['userSettings.set']['describe']>[0]) =>
      MUTATIONS['userSettings.set'].describe(args, () => undefined);
    expect(describe({ viewClockStyle: 'dkw', viewClockPosition: 'footer' })).toBe(
      'Einstellungen geändert: Uhr zeigt: Datum, Kalenderwoche; Uhr: In der Fußzeile',
    );
    expect(describe({ tutorialEnabled: false })).toBe(
      'Einstellungen geändert: Tutorials deaktiviert',
    );
  });
});
