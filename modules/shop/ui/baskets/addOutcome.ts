// What adding an article to a list does, said before it is queued (issue 24): the mutation's
// own merge rule (shopRules.planAdds) run on the rows the screen shows, so the status line and
// the highlighted row match what both halves will do.
import { planAdds, QUANTITY_MAX, type MergeableRow } from '../../rules';
import { de } from '../../../../src/i18n/de';

export interface AddOutcome {
  /** The German status line. */
  readonly message: string;
  /** The row to scroll to and highlight: the raised row, or the new one. */
  readonly rowId: string;
  /** A plain new row, no merge involved (a screen may word that its own way). */
  readonly plain: boolean;
}

export function addOutcome(
  rows: readonly MergeableRow[],
  add: { readonly rowId: string; readonly pzn: string; readonly quantity: number },
  what: string,
): AddOutcome {
  const plan = planAdds(rows, [add]);
  const [raised] = plan.raise;
  if (raised) {
    const message = de.baskets.quantityRaised(what, raised.quantity);
    return { message, rowId: raised.id, plain: false };
  }
  const plain = plan.overMax.length === 0;
  const message = plain ? de.baskets.rowAdded(what) : de.baskets.mergeOverMax(what, QUANTITY_MAX);
  return { message, rowId: add.rowId, plain };
}
