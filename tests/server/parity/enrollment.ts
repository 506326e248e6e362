// Parity scenarios of the pre-order (modules/preOrder/contract.ts) and the stock levels
// (modules/stockLevels/contract.ts): each mutation's client half and server half must write the same rows.
// The seeded windows and cuts come from the pull (modules/preOrder/server/seed.ts,
// modules/stockLevels/server/seed.ts).
import type { preOrderModule, PreOrderWindowRow } from '../../../modules/preOrder/contract.ts';
import { cutState } from '../../../modules/stockLevels/rules.ts';
import type { stockLevelsModule } from '../../../modules/stockLevels/contract.ts';
import { windowState } from '../../../modules/preOrder/rules.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

function openWindow(ctx: ScenarioContext, prescription: boolean): PreOrderWindowRow {
  const w = ctx
    .held('preOrderWindows')
    .find(
      (x) =>
        windowState(x, ctx.today) === 'open' &&
        x.prescriptionRequired === prescription &&
        x.maxPerPharmacy === null,
    );
  const rx = ctx
    .held('preOrderWindows')
    .find((x) => windowState(x, ctx.today) === 'open' && x.prescriptionRequired);
  const found = prescription ? rx : w;
  if (!found) throw new Error('no open window seeded');
  return found;
}

const place = (ctx: ScenarioContext, n: number, article: number, quantity: number): Step => {
  const w = openWindow(ctx, false);
  const a = w.articles[article % w.articles.length];
  if (!a) throw new Error('window without articles');
  return {
    name: 'preOrder.place',
    args: {
      id: ctx.id(n),
      lieferkundeNr: ctx.lieferkundeNr,
      windowId: w.id,
      pzn: a.pzn,
      quantity,
      prescriptionInitials: '',
      prescriptionDay: null,
    },
  };
};

export const preOrderScenarios: Scenarios<typeof preOrderModule> = {
  'preOrder.place': [
    {
      title: 'pre-orders an article of an open window',
      steps: (ctx) => [place(ctx, 1, 0, 12)],
    },
    {
      title: 'pre-orders on a prescription with its reference, quantity 1',
      steps: (ctx) => {
        const w = openWindow(ctx, true);
        const a = w.articles[0];
        if (!a) throw new Error('window without articles');
        return [
          {
            name: 'preOrder.place',
            args: {
              id: ctx.id(1),
              lieferkundeNr: ctx.lieferkundeNr,
              windowId: w.id,
              pzn: a.pzn,
              quantity: 1,
              prescriptionInitials: ' mk ',
              prescriptionDay: ctx.today,
            },
          },
        ];
      },
    },
  ],
  'preOrder.change': [
    {
      title: 'changes the quantity of a line',
      steps: (ctx) => [
        place(ctx, 1, 1, 6),
        { name: 'preOrder.change', args: { id: ctx.id(1), quantity: 10 } },
      ],
    },
  ],
  'preOrder.cancel': [
    {
      title: 'cancels a line, which stays marked',
      steps: (ctx) => [place(ctx, 1, 2, 3), { name: 'preOrder.cancel', args: { id: ctx.id(1) } }],
    },
  ],
};

export const stockLevelsScenarios: Scenarios<typeof stockLevelsModule> = {
  'stockLevels.report': [
    {
      title: 'reports the stock on an open cut, then a correction as a new version',
      steps: (ctx) => {
        const cut = ctx
          .held('priceCuts')
          .find(
            (c) =>
              cutState(c, ctx.today) === 'open' &&
              !ctx.held('stockReports').some((r) => r.priceCutId === c.id),
          );
        if (!cut) throw new Error('no open price cut seeded');
        const quantities = (q: number) =>
          cut.articles.map((a, i) => ({ pzn: a.pzn, quantity: i === 0 ? q : 0 }));
        const step = (n: number, q: number): Step => ({
          name: 'stockLevels.report',
          args: {
            id: ctx.id(n),
            lieferkundeNr: ctx.lieferkundeNr,
            priceCutId: cut.id,
            quantities: quantities(q),
          },
        });
        return [step(1, 7), step(2, 9)];
      },
    },
  ],
};
