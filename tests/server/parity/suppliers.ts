// Parity scenarios of the supplier orders (modules/suppliers/contract.ts): each mutation's client half and
// server half must write the same basket rows and orders. The parity login gets the feature flag
// Lieferantenbestellung in tests/server/parity.test.ts (the demo owner has the role alone).
import type { SupplierArticleRow, suppliersModule } from '../../../modules/suppliers/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

/** The first supplier (by id) with an assortment, and its dearest article. */
function supplierOf(ctx: ScenarioContext) {
  const articles = [...ctx.held('supplierArticles')].sort((a, b) => a.id.localeCompare(b.id));
  const first = articles[0];
  if (!first) throw new Error('the parity login holds no supplier articles');
  const own = articles.filter((a) => a.supplierId === first.supplierId);
  const dearest = own.reduce<SupplierArticleRow>(
    (a, b) => (b.priceCents > a.priceCents ? b : a),
    first,
  );
  const supplier = ctx.held('suppliers').find((s) => s.id === first.supplierId);
  if (!supplier) throw new Error('supplier of the articles missing');
  return { supplier, own, dearest };
}

const add = (ctx: ScenarioContext, rows: readonly object[]): Step => ({
  name: 'supplierBasket.addRows',
  args: { lieferkundeNr: ctx.lieferkundeNr, supplierId: supplierOf(ctx).supplier.id, rows },
});

/**
 * Deletes the rows the basket holds before the scenario: the basket is shared by all scenarios,
 * and an article already in it would take the scenario's add (the merge rule, issue 24).
 */
const emptied = (ctx: ScenarioContext): Step[] => {
  const { supplier } = supplierOf(ctx);
  return ctx
    .held('supplierBasketRows')
    .filter((r) => r.supplierId === supplier.id && r.lieferkundeNr === ctx.lieferkundeNr)
    .map((r) => ({ name: 'supplierBasket.deleteRow', args: { rowId: r.id } }));
};

export const supplierScenarios: Scenarios<typeof suppliersModule> = {
  'supplierBasket.addRows': [
    {
      title: 'appends an article and a note row after the rows there',
      steps: (ctx) => {
        const { own } = supplierOf(ctx);
        return [
          add(ctx, [{ rowId: ctx.id(1), pzn: own[0]?.pzn, quantity: 3 }]),
          add(ctx, [
            { rowId: ctx.id(2), note: '  Bitte mit Chargenzertifikat  ' },
            { rowId: ctx.id(3), pzn: own.at(-1)?.pzn, quantity: 1 },
          ]),
          // A replay of the first: nothing more.
          add(ctx, [{ rowId: ctx.id(1), pzn: own[0]?.pzn, quantity: 3 }]),
        ];
      },
    },
    {
      title: 'an article already there raises its row, also within one batch; replays add nothing',
      steps: (ctx) => {
        const { own } = supplierOf(ctx);
        return [
          ...emptied(ctx),
          add(ctx, [{ rowId: ctx.id(1), pzn: own[0]?.pzn, quantity: 3 }]),
          add(ctx, [
            { rowId: ctx.id(2), pzn: own[0]?.pzn, quantity: 4 },
            { rowId: ctx.id(3), pzn: own.at(-1)?.pzn, quantity: 1 },
            { rowId: ctx.id(4), pzn: own.at(-1)?.pzn, quantity: 2 },
          ]),
          add(ctx, [{ rowId: ctx.id(2), pzn: own[0]?.pzn, quantity: 4 }]),
        ];
      },
    },
  ],
  'supplierBasket.setQuantity': [
    {
      title: 'changes the quantity of an article row',
      steps: (ctx) => [
        ...emptied(ctx),
        add(ctx, [{ rowId: ctx.id(1), pzn: supplierOf(ctx).own[0]?.pzn, quantity: 2 }]),
        { name: 'supplierBasket.setQuantity', args: { rowId: ctx.id(1), quantity: 17 } },
      ],
    },
  ],
  'supplierBasket.deleteRow': [
    {
      title: 'removes one row, twice without harm',
      steps: (ctx) => [
        ...emptied(ctx),
        add(ctx, [
          { rowId: ctx.id(1), pzn: supplierOf(ctx).own[0]?.pzn, quantity: 2 },
          { rowId: ctx.id(2), note: 'Notiz' },
        ]),
        { name: 'supplierBasket.deleteRow', args: { rowId: ctx.id(1) } },
        { name: 'supplierBasket.deleteRow', args: { rowId: ctx.id(1) } },
      ],
    },
  ],
  'supplierOrder.place': [
    {
      title: 'orders the basket above the minimum order value and empties it',
      steps: (ctx) => {
        const { supplier, dearest } = supplierOf(ctx);
        const quantity = Math.ceil(supplier.minOrderCents / dearest.priceCents) + 1;
        return [
          ...emptied(ctx),
          add(ctx, [
            { rowId: ctx.id(1), pzn: dearest.pzn, quantity },
            { rowId: ctx.id(2), note: 'Lieferung bitte vormittags' },
          ]),
          {
            name: 'supplierOrder.place',
            args: {
              orderId: ctx.id(3),
              lieferkundeNr: ctx.lieferkundeNr,
              supplierId: supplier.id,
              note: ' Rückruf bei Lieferengpass ',
            },
          },
        ];
      },
    },
  ],
};
