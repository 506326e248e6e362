// Parity scenarios of the returns (modules/returns/contract.ts): the client half and the server half of
// 'return.announce' must write the same return (its number is a server field). A recall has no
// deadline, so any delivered line of the window that is no narcotic will do.
import type { returnsModule } from '../../../modules/returns/contract.ts';
import type { ScenarioContext, Scenarios } from './scenario.ts';

function returnableLine(ctx: ScenarioContext, skip = 0) {
  const line = ctx
    .held('returnLines')
    .filter((l) => !l.narcotic && l.quantity >= 2)
    .sort((a, b) => a.id.localeCompare(b.id))[skip];
  if (!line) throw new Error('the parity customer has no returnable delivery line');
  return line;
}

export const returnsScenarios: Scenarios<typeof returnsModule> = {
  'return.announce': [
    {
      title: 'announces two returns of one line for a recall, within the delivered quantity',
      steps: (ctx) => {
        const line = returnableLine(ctx);
        const args = (n: number, quantity: number) => ({
          name: 'return.announce',
          args: {
            id: ctx.id(n),
            lieferkundeNr: ctx.lieferkundeNr,
            deliveryLineId: line.id,
            quantity,
            reason: 'recall',
            note: ' Rückrufschreiben ',
            batch: line.batch ?? 'X1',
            expiry: line.expiry ?? '2027-12-31',
            storageConfirmed: true,
            coldChainConfirmed: line.cold,
          },
        });
        return [args(1, 1), args(2, line.quantity - 1)];
      },
    },
  ],
};
