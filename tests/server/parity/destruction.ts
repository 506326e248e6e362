// Parity scenarios of the declarations of destruction (modules/destruction/contract.ts): a declaration
// and its correction (a new declaration replacing it) are written alike by both halves.
import type { destructionModule } from '../../../modules/destruction/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

const declaration = (
  ctx: ScenarioContext,
  n: number,
  quantity: number,
  replaces: number | null,
): Step => {
  const line = ctx.held('returnLines').find((l) => l.batch !== null && l.expiry !== null);
  return {
    name: 'destruction.declare',
    args: {
      id: ctx.id(n),
      lieferkundeNr: ctx.lieferkundeNr,
      day: ctx.today,
      reason: 'expired',
      note: '',
      lines: [
        {
          pzn: ctx.pzns[0],
          name: ' Artikel aus dem Katalog ',
          quantity,
          batch: 'CH-2026',
          expiry: '2026-10-31',
          deliveryLineId: null,
        },
        ...(line
          ? [
              {
                pzn: line.pzn,
                name: line.name,
                quantity: 1,
                batch: line.batch ?? '',
                expiry: line.expiry ?? '',
                deliveryLineId: line.id,
              },
            ]
          : []),
      ],
      witnessName: 'Mag. pharm. Lena Hofer',
      witnessFunction: 'Aspirantin',
      declaredBy: 'Anna Gruber',
      replacesId: replaces === null ? null : ctx.id(replaces),
      correctionNote: replaces === null ? '' : 'Menge falsch',
    },
  };
};

export const destructionScenarios: Scenarios<typeof destructionModule> = {
  'destruction.declare': [
    {
      title: 'declares the destruction of two lines, then replaces it by a correction',
      steps: (ctx) => [declaration(ctx, 1, 2, null), declaration(ctx, 2, 3, 1)],
    },
  ],
};
