// The service accounts of /admin as a table (cards on phones): name, the key's visible prefix,
// scopes, when made and last used, active or revoked in words, and 'Widerrufen' for an active one.
import type { ServiceAccountRow } from '../contract';
import { integrationTexts } from '../texts.de';
import { formatDateTime } from '../../../src/api/days';
import { Button } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';

const t = integrationTexts.admin;

export function ServiceAccountTable({
  items,
  onRevoke,
}: {
  items: readonly ServiceAccountRow[];
  onRevoke: (account: ServiceAccountRow) => void;
}) {
  const columns: Column<ServiceAccountRow>[] = [
    { key: 'name', header: t.columns.name, primary: true, cell: (a) => a.name },
    {
      key: 'key',
      header: t.columns.key,
      cell: (a) => <span className="font-mono text-xs">{t.keyShown(a.keyPrefix)}</span>,
    },
    {
      key: 'scopes',
      header: t.columns.scopes,
      cell: (a) => <span className="font-mono text-xs">{a.scopes.join(', ')}</span>,
    },
    { key: 'created', header: t.columns.created, cell: (a) => formatDateTime(a.createdAt) },
    {
      key: 'lastUsed',
      header: t.columns.lastUsed,
      cell: (a) => (a.lastUsedAt ? formatDateTime(a.lastUsedAt) : t.never),
    },
    {
      key: 'state',
      header: t.columns.state,
      cell: (a) =>
        a.revokedAt ? (
          <span className="text-slate-600">{t.revokedAt(formatDateTime(a.revokedAt))}</span>
        ) : (
          <span className="font-medium text-emerald-800">{t.active}</span>
        ),
    },
    {
      key: 'revoke',
      header: t.revoke,
      action: true,
      cell: (a) =>
        a.revokedAt ? null : (
          <Button
            variant="secondary"
            aria-label={t.revokeLabel(a.name)}
            onClick={() => onRevoke(a)}
          >
            {t.revoke}
          </Button>
        ),
    },
  ];
  return (
    <div className="mt-4">
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(a) => a.id}
        caption={t.list}
        testId="service-accounts"
        rowAttributes={(a) => ({ 'data-state': a.revokedAt ? 'revoked' : 'active' })}
      />
    </div>
  );
}
