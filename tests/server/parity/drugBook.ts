// Parity scenarios of the drug book (modules/drugBook/contract.ts): each mutation's client half and server
// half must write the same entries. Morphin Mur (PZN 1637484) is the seed catalogue's fixed
// narcotic; every scenario starts with its own opening stock, so the balance stays positive.
import type { drugBookModule } from '../../../modules/drugBook/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

const MORPHINE = '1637484';

const entry = (
  ctx: ScenarioContext,
  n: number,
  kind: 'opening' | 'issue' | 'inventory',
  quantity: number,
  document: string,
): Step => ({
  name: 'drugBook.enter',
  args: {
    id: ctx.id(n),
    lieferkundeNr: ctx.lieferkundeNr,
    pzn: MORPHINE,
    kind,
    day: ctx.today,
    quantity,
    document,
    deliveryLineId: null,
  },
});

export const drugBookScenarios: Scenarios<typeof drugBookModule> = {
  'drugBook.enter': [
    {
      title: 'enters an opening stock, an issue on a prescription and an inventory',
      steps: (ctx) => [
        entry(ctx, 1, 'opening', 20, 'Inventurliste Vorjahr'),
        entry(ctx, 2, 'issue', 2, '  Rp 4711 '),
        entry(ctx, 3, 'inventory', 18, 'Inventurliste'),
      ],
    },
  ],
  'drugBook.correct': [
    {
      title: 'corrects a mistyped issue by a new entry; the original stays',
      steps: (ctx) => [
        entry(ctx, 1, 'opening', 20, 'Inventurliste Vorjahr'),
        entry(ctx, 2, 'issue', 5, 'Rp 815'),
        {
          name: 'drugBook.correct',
          args: {
            id: ctx.id(3),
            originalId: ctx.id(2),
            day: ctx.today,
            quantity: 3,
            document: 'Rp 815',
            note: ' Tippfehler ',
          },
        },
      ],
    },
  ],
};
