// The availability check of a basket (online only). Answers are kept per row together with the
// quantity that was asked for, so a row whose quantity changed since shows no stale answer.
// SPEC 8: a failed request to '…verfuegbarkeit' is silent (no message from the pipeline); the
// page shows a neutral hint instead.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { AvailabilityAnswer } from '../../../../src/api/catalogue';
import { AVAILABILITY_CHECK_MAX } from '../../../../src/api/catalogue';
import type { BasketItemRow } from '../../contract';
import { workerStatus } from '../../../../src/db/runtime';
import { de } from '../../../../src/i18n/de';
import { formatDay } from '../../../../src/catalogue/money';

export type RowAvailability = AvailabilityAnswer['results'][number] & { readonly quantity: number };

/** The German text of one row's answer: 'lieferbar', 'teilweise lieferbar (n sofort)', … */
export function availabilityResultText(result: Omit<RowAvailability, 'rowId' | 'quantity'>) {
  const t = de.shop.availabilityCheck;
  switch (result.status) {
    case 'lieferbar':
      return t.lieferbar;
    case 'teilweise':
      return t.teilweise(result.deliverableNow);
    case 'spaeter':
      return result.expectedDate ? t.spaeter(formatDay(result.expectedDate)) : t.spaeterUnknown;
    case 'nicht_lieferbar':
      return t.nicht_lieferbar;
  }
}

/** True while the sync worker reaches the API (not offline, not unreachable). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    workerStatus.subscribe,
    () => workerStatus.get().connectivity === 'online',
  );
}

export type CheckState = 'idle' | 'checking' | 'failed' | 'done';

export interface AvailabilityCheck {
  readonly results: ReadonlyMap<string, RowAvailability>;
  readonly state: CheckState;
  readonly checkedAt: string | null;
  readonly check: (rows: readonly BasketItemRow[]) => Promise<void>;
}

type Checker = (body: {
  items: { rowId: string; pzn: string; quantity: number }[];
}) => Promise<AvailabilityAnswer>;

/** The API call, loaded on first use: the client module starts the sync worker when imported. */
const callApi: Checker = async (body) => {
  const { api } = await import('../../../../src/platform/client');
  return api.checkAvailability(body);
};

export function useAvailabilityCheck(checker: Checker = callApi): AvailabilityCheck {
  const [results, setResults] = useState<ReadonlyMap<string, RowAvailability>>(new Map());
  const [state, setState] = useState<CheckState>('idle');
  const [checkedAt, setCheckedAt] = useState<string | null>(null);

  const check = useCallback(
    async (rows: readonly BasketItemRow[]) => {
      const items = rows
        .flatMap((r) => (r.pzn === null ? [] : [{ rowId: r.id, pzn: r.pzn, quantity: r.quantity }]))
        .slice(0, AVAILABILITY_CHECK_MAX);
      if (items.length === 0) return;
      setState('checking');
      try {
        const answer = await checker({ items });
        const asked = new Map(items.map((i) => [i.rowId, i.quantity]));
        setResults((before) => {
          const next = new Map(before);
          for (const result of answer.results) {
            next.set(result.rowId, { ...result, quantity: asked.get(result.rowId) ?? 0 });
          }
          return next;
        });
        setCheckedAt(answer.checkedAt);
        setState('done');
      } catch {
        setState('failed');
      }
    },
    [checker],
  );

  return useMemo(() => ({ results, state, checkedAt, check }), [results, state, checkedAt, check]);
}
