// Issue 3 point 8: changes the server rejected, with the reason, to send again or discard.
// They live in Dexie (failedMutations), so the list survives a reload.
import { useState } from 'react';
import { showToast } from '../../platform/overlays';
import { discardFailed, retryFailed, type FailedMutation } from '../../db';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { describeChange, type RowLookup } from './describe';
import { formatFull } from './format';
import { useFailedChanges } from './useFailedChanges';

const t = de.failedChanges;

function reportError(error: unknown): void {
  showToast(error instanceof Error && error.message ? error.message : de.errors.generic);
}

function FailedChange({
  item,
  rows,
  onDiscard,
}: {
  item: FailedMutation;
  rows: RowLookup;
  onDiscard: (item: FailedMutation, what: string) => void;
}) {
  const what = describeChange(item, rows);
  const [busy, setBusy] = useState(false);
  return (
    <li
      data-testid="failed-change"
      data-mutation-id={item.id}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <p className="font-medium text-slate-900">{what}</p>
      <p className="mt-1 text-xs text-slate-500">
        {t.madeAt(formatFull(item.createdAt))} · {t.failedAt(formatFull(item.failedAt))}
      </p>
      <p className="mt-2 text-sm text-red-800">
        <span className="font-semibold">{t.reason}: </span>
        <span data-testid="failed-change-reason">{item.message || de.sync.rejectedUnknown}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={t.retryOne(what)}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void retryFailed(item.id)
              .then(() => showToast(t.retried))
              .catch(reportError)
              .finally(() => setBusy(false));
          }}
        >
          {t.retry}
        </Button>
        <Button
          variant="ghost"
          aria-label={t.discardOne(what)}
          disabled={busy}
          onClick={() => onDiscard(item, what)}
        >
          {t.discard}
        </Button>
      </div>
    </li>
  );
}

export function FailedChangesPage() {
  const data = useFailedChanges();
  const [discarding, setDiscarding] = useState<{ id: string; what: string } | null>(null);

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {t.title}
      </h1>
      <p className="mt-1 text-slate-600">{t.intro}</p>
      {data === undefined ? (
        <div className="mt-6">
          <Spinner label={de.app.loading} />
        </div>
      ) : data.items.length === 0 ? (
        <p
          data-testid="failed-changes-empty"
          className="mt-6 rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600"
        >
          {t.empty}
        </p>
      ) : (
        <ul aria-label={t.title} className="mt-4 space-y-3">
          {data.items.map((item) => (
            <FailedChange
              key={item.id}
              item={item}
              rows={data.rows}
              onDiscard={(it, what) => setDiscarding({ id: it.id, what })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={t.discardTitle}
        text={discarding ? t.discardQuestion(discarding.what) : ''}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const target = discarding;
          setDiscarding(null);
          if (!target) return;
          void discardFailed(target.id)
            .then(() => showToast(t.discarded))
            .catch(reportError);
        }}
      />
    </section>
  );
}
