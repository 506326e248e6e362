// The temperature logger screen (issue 15) over a real (fake-indexeddb) database: the empty
// state, device cards with their state in words, a reading entered with German field messages,
// an excursion acknowledged only with a note, and a correction that keeps the original.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TempDeviceRow, TempReadingRow } from '../../../modules/temperatureLog/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { TemperatureLoggerPage } from '../../../modules/temperatureLog/ui/TemperatureLoggerPage';
import { freshDb, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { temperatureLogDe } from '../../../modules/temperatureLog/texts.de';

const t = temperatureLogDe;
const month = new Date().toISOString().slice(0, 7);
const at = (day: number, hour: number) =>
  new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, day, hour),
  ).toISOString();

const fridge: TempDeviceRow = {
  id: uuid(1),
  lieferkundeNr: LK,
  name: 'Arzneimittelkühlschrank',
  kind: 'fridge',
  minTenths: 20,
  maxTenths: 80,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'Anna',
  version: '1',
};
const reading = (n: number, measuredAt: string, valueTenths: number): TempReadingRow => ({
  id: uuid(n),
  lieferkundeNr: LK,
  deviceId: fridge.id,
  measuredAt,
  valueTenths,
  source: 'import',
  correctionOf: null,
  note: '',
  createdAt: measuredAt,
  createdBy: 'Anna',
  version: '1',
});

let db: PortalDb;
beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});
afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderPage() {
  const user = makeUser({ roles: ['User', 'Temperatur Logger'] });
  const rootRoute = sessionRootRoute(user);
  function Page() {
    const [search, setSearch] = useState<{ device?: string; month?: string }>({ month });
    return (
      <TemperatureLoggerPage
        device={search.device}
        month={search.month}
        onChange={(next) => setSearch((s) => ({ ...s, ...next }))}
      />
    );
  }
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/temperature-logger',
    component: Page,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/temperature-logger'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('TemperatureLoggerPage', () => {
  it('says what to do when there is no device yet, and adds one through the outbox', async () => {
    renderPage();
    expect(await screen.findByText(t.devices.empty)).toBeTruthy();
    const form = screen.getByRole('form', { name: t.device.title });
    fireEvent.click(within(form).getByRole('button', { name: t.device.submit }));
    expect(await within(form).findByText(t.errors.nameRequired)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(t.device.name), {
      target: { value: 'Kühlschrank Labor' },
    });
    fireEvent.click(within(form).getByRole('button', { name: t.device.submit }));
    await screen.findByRole('button', { name: t.devices.select('Kühlschrank Labor') });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['temperature.addDevice']);
  });

  it('shows the device state in words, checks a typed reading and queues it', async () => {
    await db.tempDevices.put(fridge);
    await db.tempReadings.bulkPut([reading(10, at(1, 6), 50), reading(11, at(1, 16), 95)]);
    renderPage();
    const button = await screen.findByRole('button', { name: t.devices.select(fridge.name) });
    // The state stands on the card beside the button (the button holds the name alone).
    const card = button.closest('li');
    if (!card) throw new Error('device card missing');
    expect(within(card).getByTestId('temperature-device-state').textContent).toContain(
      t.devices.open(1),
    );
    const form = screen.getByRole('form', { name: t.form.title });
    const value = within(form).getByLabelText(t.form.value);
    fireEvent.change(value, { target: { value: 'kalt' } });
    fireEvent.click(within(form).getByRole('button', { name: t.form.submit }));
    expect(await within(form).findByText(t.errors.value)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.change(within(form).getByLabelText(t.form.day), {
      target: { value: at(2, 12).slice(0, 10).split('-').reverse().join('.') },
    });
    fireEvent.change(within(form).getByLabelText(t.form.time), { target: { value: '07:00' } });
    fireEvent.change(value, { target: { value: '4,6' } });
    fireEvent.click(within(form).getByRole('button', { name: t.form.submit }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued?.args).toMatchObject({
      deviceId: fridge.id,
      source: 'manual',
      readings: [{ valueTenths: 46 }],
    });
    expect(screen.getByRole('status').textContent).toBe(t.form.saved(46, fridge.name));
  });

  it('acknowledges an excursion only with a note', async () => {
    await db.tempDevices.put(fridge);
    await db.tempReadings.bulkPut([reading(10, at(1, 6), 50), reading(11, at(1, 16), 95)]);
    renderPage();
    const open = await screen.findByTestId('temperature-open');
    const confirm = within(open).getAllByRole('button', { name: /bestätigen$/ })[0];
    if (!confirm) throw new Error('no button');
    fireEvent.click(confirm);
    expect(await within(open).findByText(t.errors.noteRequired)).toBeTruthy();
    fireEvent.change(within(open).getByLabelText(t.acknowledge.note), {
      target: { value: 'Tür offen nach Lieferung, Ware geprüft' },
    });
    fireEvent.click(confirm);
    expect(await within(open).findByText(t.acknowledge.empty)).toBeTruthy();
    const ack = await db.tempAcknowledgements.where('readingId').equals(uuid(11)).first();
    expect(ack?.note).toBe('Tür offen nach Lieferung, Ware geprüft');
  });

  it('corrects a reading by a new entry; the original stays, struck through', async () => {
    await db.tempDevices.put(fridge);
    await db.tempReadings.bulkPut([reading(10, at(1, 6), 530)]);
    renderPage();
    const table = await screen.findByTestId('temperature-table');
    fireEvent.click(within(table).getByRole('button', { name: /korrigieren$/ }));
    const dialog = await screen.findByRole('dialog', { name: t.correct.title });
    fireEvent.change(within(dialog).getByLabelText(t.correct.value), { target: { value: '5,3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.correct.submit }));
    expect(await within(dialog).findByText(t.errors.noteRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(t.correct.note), {
      target: { value: 'Tippfehler' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.correct.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rows = await db.tempReadings.toArray();
    expect(rows.map((r) => [r.valueTenths, r.correctionOf])).toEqual(
      expect.arrayContaining([
        [530, null],
        [53, uuid(10)],
      ]),
    );
    await waitFor(() => expect(table.querySelector('del')?.textContent).toBe(t.temp(530)));
    expect(within(table).getByText(`${t.table.correctionOf(530)}: Tippfehler`)).toBeTruthy();
  });

  it('previews a logger CSV with its bad lines and duplicates, then queues the new readings', async () => {
    await db.tempDevices.put(fridge);
    await db.tempReadings.bulkPut([reading(10, '2026-11-24T07:00:00.000Z', 50)]);
    renderPage();
    const panel = await screen.findByTestId('temperature-import');
    const csv = [
      'Datum;Uhrzeit;Temperatur',
      '24.11.2026;08:00;5,0',
      '24.11.2026;09:00;9,1',
      '24.11.2026;10:00;5,2',
      '24.11.2026;11:00;heiß',
    ].join('\n');
    const file = new File([csv], 'logger.csv', { type: 'text/csv' });
    fireEvent.change(within(panel).getByLabelText(t.import.file), { target: { files: [file] } });
    const preview = await within(panel).findByTestId('temperature-import-preview');
    expect(preview.textContent).toContain(t.import.preview(2, 1, 1));
    expect(preview.textContent).toContain(t.import.line(5, t.csvErrors.value('heiß')));
    fireEvent.click(within(preview).getByRole('button', { name: t.import.submit(2) }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued?.args).toMatchObject({
      deviceId: fridge.id,
      source: 'import',
      readings: [{ valueTenths: 91 }, { valueTenths: 52 }],
    });
  });
});
