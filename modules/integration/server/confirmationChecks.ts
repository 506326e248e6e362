// Whether an order's confirmation answers exactly the order it names (issue 29): every article
// line once, by its position (article lines counted from 1, note rows skipped) and PZN, its parts
// holding exactly the quantity ordered. Pure, so the rules are tested without a database.
import type { OrderLine } from '../../../src/api/orderList.ts';
import type { ConfirmationLine } from '../contract.ts';
import { integrationTexts as t } from '../texts.de.ts';
import type { Fault } from './incoming.ts';

/** The order's article lines with their positions as order.placed sends them. */
export function articleLines(lines: readonly OrderLine[]) {
  return lines.flatMap((line) =>
    line.pzn === null ? [] : [{ pzn: line.pzn, name: line.name, quantity: line.quantity }],
  );
}

/** Every fault of `confirmed` against the order's `lines`; empty when it fits. */
export function confirmationFaults(
  lines: readonly OrderLine[],
  confirmed: readonly ConfirmationLine[],
): Fault[] {
  const ordered = articleLines(lines);
  const faults: Fault[] = [];
  const seen = new Set<number>();
  confirmed.forEach((line, index) => {
    const at = index + 1;
    const target = ordered[line.position - 1];
    if (!target) {
      faults.push({ line: at, reason: t.noSuchPosition(line.position, ordered.length) });
      return;
    }
    if (seen.has(line.position)) {
      faults.push({ line: at, reason: t.positionTwice(line.position) });
      return;
    }
    seen.add(line.position);
    if (line.pzn !== target.pzn) {
      faults.push({ line: at, reason: t.pznMismatch(line.position, line.pzn, target.pzn) });
    }
    const sum = line.parts.reduce((total, part) => total + part.quantity, 0);
    if (sum !== target.quantity) {
      faults.push({ line: at, reason: t.quantityMismatch(line.position, sum, target.quantity) });
    }
  });
  ordered.forEach((line, index) => {
    if (!seen.has(index + 1)) {
      faults.push({ line: null, reason: t.positionMissing(index + 1, line.pzn) });
    }
  });
  return faults;
}
