// Readable German descriptions of queued or rejected changes for the 'Nicht übertragene
// Änderungen' list. The args come from storage (unknown), so every field is checked.
import type { MutationName } from '../../api/sync';
import { de } from '../../i18n/de';

const d = de.failedChanges.describe;

type Args = Record<string, unknown>;

const asArgs = (value: unknown): Args =>
  value && typeof value === 'object' ? (value as Args) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Basket labels by basket id (and row id), so a description can name the basket. */
export interface BasketNames {
  readonly basketOf: (id: string) => string | undefined;
  readonly basketOfRow: (rowId: string) => string | undefined;
}

const NO_NAMES: BasketNames = { basketOf: () => undefined, basketOfRow: () => undefined };

function withBasket(what: string, basket: string | undefined): string {
  return basket ? d.inBasket(what, basket) : what;
}

export function describeChange(
  change: { readonly name: MutationName | string; readonly args: unknown },
  names: BasketNames = NO_NAMES,
): string {
  const args = asArgs(change.args);
  const name = change.name as MutationName;
  switch (name) {
    case 'notification.markSeen':
      return d.markSeen(Array.isArray(args['ids']) ? args['ids'].length : 1);
    case 'notification.markAllSeen':
      return d.markAllSeen;
    case 'basket.create':
      return d.basketCreate(str(args['label']));
    case 'basket.rename':
      return d.basketRename(str(args['label']));
    case 'basket.delete':
      return withBasket(d.basketDelete, names.basketOf(str(args['id'])));
    case 'basket.setPrimary':
      return withBasket(d.basketSetPrimary, names.basketOf(str(args['id'])));
    case 'basket.setShared':
      return withBasket(
        args['shared'] === true ? d.basketShare : d.basketUnshare,
        names.basketOf(str(args['id'])),
      );
    case 'basket.setInternalNote':
      return withBasket(d.basketNote, names.basketOf(str(args['id'])));
    case 'basket.addRow': {
      const what =
        typeof args['pzn'] === 'string'
          ? d.addArticle(args['pzn'], num(args['quantity']) ?? 1)
          : d.addNote(str(args['note']));
      return withBasket(what, names.basketOf(str(args['basketId'])));
    }
    case 'basket.setQuantity':
      return withBasket(
        d.setQuantity(num(args['quantity']) ?? 0),
        names.basketOfRow(str(args['rowId'])),
      );
    case 'basket.deleteRow':
      return withBasket(d.deleteRow, names.basketOfRow(str(args['rowId'])));
    default:
      return d.unknown(String(change.name));
  }
}
