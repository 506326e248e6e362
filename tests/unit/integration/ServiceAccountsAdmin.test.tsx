// The service accounts' panel on /admin (issue 29): the list, the form's messages before anything
// is sent, the key shown once after creating, a refusal that keeps the form, and revoking only
// after the confirmation.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceAccountsAdmin } from '../../../modules/integration/ui/ServiceAccountsAdmin';
import { integrationTexts } from '../../../modules/integration/texts.de';
import type { ServiceAccountRow } from '../../../modules/integration/contract';

const api = vi.hoisted(() => ({
  serviceAccounts: vi.fn(),
  createServiceAccount: vi.fn(),
  revokeServiceAccount: vi.fn(),
}));
vi.mock('../../../src/platform/client', () => ({ api }));
vi.mock('../../../src/platform/endpointClient', () => ({ endpointClient: () => api }));

const t = integrationTexts.admin;

const erp: ServiceAccountRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'ERP Zentrale',
  keyPrefix: 'abcdefghijkl',
  scopes: ['events:read', 'orders:write'],
  createdAt: '2026-12-01T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
};

beforeEach(() => {
  api.serviceAccounts.mockReset().mockResolvedValue({ items: [erp] });
  api.createServiceAccount.mockReset();
  api.revokeServiceAccount.mockReset();
});

describe('ServiceAccountsAdmin', () => {
  it('lists the accounts with the key prefix only, and says active in words', async () => {
    render(<ServiceAccountsAdmin />);
    const row = (await screen.findAllByText('ERP Zentrale'))[0];
    expect(row).toBeDefined();
    expect(screen.getAllByText('apk_abcdefghijkl_…').length).toBeGreaterThan(0);
    expect(screen.getAllByText(t.active).length).toBeGreaterThan(0);
  });

  it('names what is missing before sending anything', async () => {
    render(<ServiceAccountsAdmin />);
    await screen.findAllByText('ERP Zentrale');
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByText(t.form.nameMissing)).toBeDefined();
    expect(screen.getByText(t.form.scopesMissing)).toBeDefined();
    expect(api.createServiceAccount).not.toHaveBeenCalled();
  });

  it('creates an account with the chosen scopes and shows its key once', async () => {
    api.createServiceAccount.mockResolvedValue({
      account: { ...erp, id: '00000000-0000-4000-8000-000000000002', name: 'Lager' },
      key: 'apk_zzzzzzzzzzzz_secret',
    });
    render(<ServiceAccountsAdmin />);
    await screen.findAllByText('ERP Zentrale');
    fireEvent.change(screen.getByLabelText(t.form.name), { target: { value: ' Lager ' } });
    fireEvent.click(screen.getByLabelText(t.scopeLabels['documents:write']));
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    const shown = await screen.findByTestId('service-account-key');
    expect(api.createServiceAccount).toHaveBeenCalledWith({
      name: 'Lager',
      scopes: ['documents:write'],
    });
    expect(within(shown).getByText('apk_zzzzzzzzzzzz_secret')).toBeDefined();
    fireEvent.click(within(shown).getByRole('button', { name: t.created.done }));
    expect(screen.queryByTestId('service-account-key')).toBeNull();
    expect(screen.queryByText('apk_zzzzzzzzzzzz_secret')).toBeNull();
  });

  it('keeps what was typed when the server refuses', async () => {
    api.createServiceAccount.mockRejectedValue(new Error('Ungültige Eingabe.'));
    render(<ServiceAccountsAdmin />);
    await screen.findAllByText('ERP Zentrale');
    fireEvent.change(screen.getByLabelText(t.form.name), { target: { value: 'Lager' } });
    fireEvent.click(screen.getByLabelText(t.scopeLabels['events:read']));
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByText('Ungültige Eingabe.')).toBeDefined();
    expect((screen.getByLabelText(t.form.name) as HTMLInputElement).value).toBe('Lager');
  });

  it('revokes only after the confirmation', async () => {
    api.revokeServiceAccount.mockResolvedValue({ revoked: true });
    render(<ServiceAccountsAdmin />);
    const [revoke] = await screen.findAllByRole('button', { name: t.revokeLabel('ERP Zentrale') });
    fireEvent.click(revoke as HTMLElement);
    expect(api.revokeServiceAccount).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(api.revokeServiceAccount).toHaveBeenCalledWith(erp.id));
    expect(await screen.findByText(t.revoked('ERP Zentrale'))).toBeDefined();
  });
});
