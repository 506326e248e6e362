// Readable German descriptions of queued or rejected changes for the 'Nicht übertragene
// Änderungen' list. The args come from storage (unknown), so every field is checked.
import type { ListKind, MutationName } from '../../api/sync';
import { de } from '../../i18n/de';

const d = de.failedChanges.describe;

type Args = Record<string, unknown>;

const asArgs = (value: unknown): Args =>
  value && typeof value === 'object' ? (value as Args) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
const kindOfArg = (value: unknown): ListKind => (value === 'merkliste' ? 'merkliste' : 'warenkorb');

/** Basket labels (and kinds) by basket id and row id, so a description can name the list. */
export interface BasketNames {
  readonly basketOf: (id: string) => string | undefined;
  readonly basketOfRow: (rowId: string) => string | undefined;
  /** Basket or wish list; unknown lists are described as baskets. */
  readonly kindOf?: (id: string) => ListKind | undefined;
  readonly kindOfRow?: (rowId: string) => ListKind | undefined;
}

const NO_NAMES: BasketNames = { basketOf: () => undefined, basketOfRow: () => undefined };

/** `what`, followed by the list it concerns when that list is known locally. */
function inList(what: string, label: string | undefined, kind: ListKind): string {
  return label ? d.inBasket(what, label, kind) : what;
}

export function describeChange(
  change: { readonly name: MutationName | string; readonly args: unknown },
  names: BasketNames = NO_NAMES,
): string {
  const args = asArgs(change.args);
  const name = change.name as MutationName;
  const id = str(args['id']);
  const kind = names.kindOf?.(id) ?? 'warenkorb';
  const list = (what: string) => inList(what, names.basketOf(id), kind);
  const ofRow = (what: string) => {
    const rowId = str(args['rowId']);
    return inList(what, names.basketOfRow(rowId), names.kindOfRow?.(rowId) ?? 'warenkorb');
  };
  const ofBasket = (what: string) => {
    const basketId = str(args['basketId']);
    return inList(what, names.basketOf(basketId), names.kindOf?.(basketId) ?? 'warenkorb');
  };
  switch (name) {
    case 'notification.markSeen':
      return d.markSeen(Array.isArray(args['ids']) ? args['ids'].length : 1);
    case 'notification.markAllSeen':
      return d.markAllSeen;
    case 'basket.create':
      return d.basketCreate(str(args['label']), kindOfArg(args['kind']));
    case 'basket.rename':
      return d.basketRename(str(args['label']), kind);
    case 'basket.delete':
      return list(d.basketDelete(kind));
    case 'basket.setPrimary':
      return list(d.basketSetPrimary(kind));
    case 'basket.setShared':
      return list(args['shared'] === true ? d.basketShare(kind) : d.basketUnshare(kind));
    case 'basket.setInternalNote':
      return list(d.basketNote(kind));
    case 'basket.addRow':
      return ofBasket(
        typeof args['pzn'] === 'string'
          ? d.addArticle(args['pzn'], num(args['quantity']) ?? 1)
          : d.addNote(str(args['note'])),
      );
    case 'basket.addRows':
      return ofBasket(d.addRows(count(args['rows'])));
    case 'basket.transferRows': {
      const target = str(args['targetBasketId']);
      const label = names.basketOf(target);
      const into = label ? d.intoList(label, names.kindOf?.(target) ?? 'warenkorb') : '';
      const n = count(args['rows']);
      return args['move'] === true ? d.moveRows(n, into) : d.copyRows(n, into);
    }
    case 'basket.setQuantity':
      return ofRow(d.setQuantity(num(args['quantity']) ?? 0));
    case 'basket.deleteRow':
      return ofRow(d.deleteRow);
    case 'order.place':
      return ofBasket(d.orderPlace);
    default:
      return d.unknown(String(change.name));
  }
}
