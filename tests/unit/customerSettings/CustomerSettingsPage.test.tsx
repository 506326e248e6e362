// The customer settings screen (SPEC 2, 4, 8): 'Lade...' while loading, the settings box, the
// save button disabled while saving, 'Gespeichert!' or 'Fehler!' (server false), and on a
// network error the form keeps its values and the button stays available; offline it says it
// needs a connection and loads once online.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CustomerSettingsAnswer,
  SaveCustomerSettingsAnswer,
  SaveCustomerSettingsBody,
} from '../../../modules/customerSettings/contract';
import { DEFAULT_CUSTOMER_SETTINGS } from '../../../modules/customerSettings/rules';
import { ERROR_CODE } from '../../../src/api/errors';
import { SessionProvider } from '../../../src/platform/session/SessionContext';
import { SessionStore, type SessionApi } from '../../../src/platform/session/sessionStore';
import { workerStatus } from '../../../src/db/workerStatus';
import { customerSettingsDe as t } from '../../../modules/customerSettings/texts.de';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import { HttpError } from '../../../src/worker/http';

const calls = vi.hoisted(() => ({
  customerSettings: vi.fn<() => Promise<CustomerSettingsAnswer>>(),
  saveCustomerSettings:
    vi.fn<(body: SaveCustomerSettingsBody) => Promise<SaveCustomerSettingsAnswer>>(),
  testCustomerSetting: vi.fn<() => Promise<{ to: string }>>(),
}));
// The module's calls come from endpointClient (modules/customerSettings/ui/api.ts).
vi.mock('../../../src/platform/client', () => ({ api: calls }));
vi.mock('../../../src/platform/endpointClient', () => ({ endpointClient: () => calls }));

const { CustomerSettingsPage } =
  await import('../../../modules/customerSettings/ui/CustomerSettingsPage');

const stored: CustomerSettingsAnswer = {
  kundeNr: 100100,
  settings: { ...DEFAULT_CUSTOMER_SETTINGS, orderNote: 'Bitte klingeln' },
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Anna Gruber',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Without a session (no delivery customer): nothing is kept for offline use. */
const renderPage = () =>
  render(
    <SessionProvider store={new SessionStore({} as SessionApi, null)}>
      <CustomerSettingsPage />
    </SessionProvider>,
  );

const note = () => screen.getByLabelText<HTMLTextAreaElement>(t.fields.orderNote);
const saveButton = () => screen.getByRole('button', { name: /Speichern|Wird gespeichert/ });

beforeEach(() => {
  workerStatus.set(INITIAL_WORKER_STATUS);
  calls.customerSettings.mockReset();
  calls.saveCustomerSettings.mockReset();
});
afterEach(() => workerStatus.set(INITIAL_WORKER_STATUS));

describe('customer settings screen', () => {
  it("shows 'Lade...' while loading, then the settings box with the stored values", async () => {
    const load = deferred<CustomerSettingsAnswer>();
    calls.customerSettings.mockReturnValue(load.promise);
    renderPage();
    expect(screen.getByText(t.loading)).toBeTruthy();
    await act(async () => load.resolve(stored));
    expect(note().value).toBe('Bitte klingeln');
    expect(screen.getByTestId('customer-settings-box').textContent).toContain('Anna Gruber');
  });

  it("disables the button while saving, then says 'Gespeichert!'", async () => {
    calls.customerSettings.mockResolvedValue(stored);
    const save = deferred<SaveCustomerSettingsAnswer>();
    calls.saveCustomerSettings.mockReturnValue(save.promise);
    renderPage();
    await waitFor(() => expect(note().value).toBe('Bitte klingeln'));
    fireEvent.change(note(), { target: { value: '  Neu  ' } });
    fireEvent.click(saveButton());
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(calls.saveCustomerSettings).toHaveBeenCalledWith({
      settings: { ...stored.settings, orderNote: 'Neu' },
      baseUpdatedAt: stored.updatedAt,
    });
    const saved = { ...stored, settings: { ...stored.settings, orderNote: 'Neu' } };
    await act(async () => save.resolve({ ok: true, current: saved }));
    expect(screen.getByTestId('save-result').textContent).toBe(t.saved);
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it("says 'Fehler!' on a false result and keeps the user's values", async () => {
    calls.customerSettings.mockResolvedValue(stored);
    const other = { ...stored, updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'Max Muster' };
    calls.saveCustomerSettings.mockResolvedValue({ ok: false, current: other });
    renderPage();
    await waitFor(() => expect(note().value).toBe('Bitte klingeln'));
    fireEvent.change(note(), { target: { value: 'Meins' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('save-result').textContent).toContain(t.failed));
    expect(screen.getByTestId('save-result').textContent).toContain('Max Muster');
    expect(note().value).toBe('Meins');
    // Saving again is based on the stored state: a deliberate overwrite.
    calls.saveCustomerSettings.mockResolvedValue({ ok: true, current: other });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('save-result').textContent).toBe(t.saved));
    expect(calls.saveCustomerSettings.mock.calls[1]?.[0].baseUpdatedAt).toBe(other.updatedAt);
  });

  it('keeps the values and the button on a network error', async () => {
    calls.customerSettings.mockResolvedValue(stored);
    calls.saveCustomerSettings.mockRejectedValue(
      new HttpError(0, ERROR_CODE.apiOffline, 'offline', true),
    );
    renderPage();
    await waitFor(() => expect(note().value).toBe('Bitte klingeln'));
    fireEvent.change(note(), { target: { value: 'Unterwegs' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('save-result').textContent).toBe(t.networkError));
    expect(note().value).toBe('Unterwegs');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('refuses invalid fields with German messages and sends nothing', async () => {
    calls.customerSettings.mockResolvedValue(stored);
    renderPage();
    await waitFor(() => expect(note().value).toBe('Bitte klingeln'));
    fireEvent.change(screen.getByLabelText(t.fields.confirmationEmail), {
      target: { value: 'keine-adresse' },
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText(t.validation.invalidEmail)).toBeTruthy();
    expect(calls.saveCustomerSettings).not.toHaveBeenCalled();
  });

  it('offline: says it needs a connection, and loads once online', async () => {
    workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: 'offline' });
    calls.customerSettings.mockResolvedValue(stored);
    renderPage();
    expect(screen.getByTestId('customer-settings-offline').textContent).toBe(t.offline);
    expect(calls.customerSettings).not.toHaveBeenCalled();
    act(() => workerStatus.set(INITIAL_WORKER_STATUS));
    await waitFor(() => expect(note().value).toBe('Bitte klingeln'));
    expect(screen.queryByTestId('customer-settings-offline')).toBeNull();
  });
});
