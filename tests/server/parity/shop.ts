import type { shopModule } from '../../../modules/shop/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

// Ids: 1–9 lists, 10–99 rows, 100+ orders. Every scenario starts with its own lists.
const list = (ctx: ScenarioContext, n: number, kind?: 'warenkorb' | 'merkliste'): Step => ({
  name: 'basket.create',
  args: {
    id: ctx.id(n),
    lieferkundeNr: ctx.lieferkundeNr,
    label: `Liste ${n}`,
    ...(kind ? { kind } : {}),
  },
});
const article = (ctx: ScenarioContext, basket: number, row: number, pzn = 0, quantity = 2) => ({
  name: 'basket.addRow',
  args: { basketId: ctx.id(basket), rowId: ctx.id(row), pzn: ctx.pzns[pzn], quantity },
});
const noteRow = (ctx: ScenarioContext, basket: number, row: number): Step => ({
  name: 'basket.addRow',
  args: { basketId: ctx.id(basket), rowId: ctx.id(row), note: 'Bitte früh liefern' },
});

export const shopScenarios: Scenarios<typeof shopModule> = {
  'basket.create': [
    {
      title: 'a basket and a wish list; the first of each kind may become primary',
      steps: (ctx) => [list(ctx, 1), list(ctx, 2, 'merkliste'), list(ctx, 3)],
    },
  ],
  'basket.rename': [
    {
      title: 'renames a list',
      steps: (ctx) => [
        list(ctx, 1),
        { name: 'basket.rename', args: { id: ctx.id(1), label: 'Wochenbestellung' } },
      ],
    },
  ],
  'basket.delete': [
    {
      title: 'deletes a list with its rows',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10),
        noteRow(ctx, 1, 11),
        { name: 'basket.delete', args: { id: ctx.id(1) } },
      ],
    },
  ],
  'basket.setPrimary': [
    {
      title: 'moves the primary mark to another list of the same kind',
      steps: (ctx) => [
        list(ctx, 1),
        list(ctx, 2),
        { name: 'basket.setPrimary', args: { id: ctx.id(2) } },
      ],
    },
  ],
  'basket.setShared': [
    {
      title: 'shares a list with the company and takes it back',
      steps: (ctx) => [
        list(ctx, 1),
        list(ctx, 2),
        { name: 'basket.setShared', args: { id: ctx.id(1), shared: true } },
        { name: 'basket.setShared', args: { id: ctx.id(2), shared: true } },
        { name: 'basket.setShared', args: { id: ctx.id(2), shared: false } },
      ],
    },
  ],
  'basket.setInternalNote': [
    {
      title: 'sets the internal note',
      steps: (ctx) => [
        list(ctx, 1),
        { name: 'basket.setInternalNote', args: { id: ctx.id(1), note: 'Für Frau Huber' } },
      ],
    },
  ],
  'basket.addRow': [
    {
      title: 'article rows and a note row get positions in order; a note has quantity 1',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10, 0, 3),
        noteRow(ctx, 1, 11),
        article(ctx, 1, 12, 1, 1),
      ],
    },
    {
      title: 'an article already there raises its row; a replay adds nothing; Duplizieren appends',
      steps: (ctx) => [
        list(ctx, 1, 'merkliste'),
        article(ctx, 1, 10, 0, 7),
        noteRow(ctx, 1, 11),
        article(ctx, 1, 12, 0, 1),
        article(ctx, 1, 12, 0, 1),
        {
          ...article(ctx, 1, 13, 0, 2),
          args: { ...article(ctx, 1, 13, 0, 2).args, separate: true },
        },
        article(ctx, 1, 14, 0, 5),
      ],
    },
    {
      title: 'a sum above the maximum quantity appends a row of its own',
      steps: (ctx) => [list(ctx, 1), article(ctx, 1, 10, 0, 9990), article(ctx, 1, 11, 0, 10)],
    },
  ],
  'basket.addRows': [
    {
      title: 'appends several rows after the existing ones',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10),
        {
          name: 'basket.addRows',
          args: {
            basketId: ctx.id(1),
            rows: [
              { rowId: ctx.id(11), pzn: ctx.pzns[1], quantity: 5 },
              { rowId: ctx.id(12), note: 'Kühlware' },
              { rowId: ctx.id(13), pzn: ctx.pzns[2], quantity: 1 },
            ],
          },
        },
      ],
    },
    {
      title: 'articles already there, or twice in the batch, raise one row (a reorder: 7 + 1)',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10, 1, 1),
        {
          name: 'basket.addRows',
          args: {
            basketId: ctx.id(1),
            rows: [
              { rowId: ctx.id(11), pzn: ctx.pzns[0], quantity: 7 },
              { rowId: ctx.id(12), pzn: ctx.pzns[1], quantity: 1 },
              { rowId: ctx.id(13), pzn: ctx.pzns[0], quantity: 1 },
            ],
          },
        },
      ],
    },
  ],
  'basket.transferRows': [
    {
      title: 'copies rows into another list',
      steps: (ctx) => [
        list(ctx, 1),
        list(ctx, 2, 'merkliste'),
        article(ctx, 1, 10),
        noteRow(ctx, 1, 11),
        article(ctx, 2, 20, 2),
        {
          name: 'basket.transferRows',
          args: {
            targetBasketId: ctx.id(2),
            move: false,
            rows: [
              { rowId: ctx.id(10), newRowId: ctx.id(30) },
              { rowId: ctx.id(11), newRowId: ctx.id(31) },
            ],
          },
        },
      ],
    },
    {
      title: 'moves rows within one list to its end',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10, 0),
        article(ctx, 1, 11, 1),
        article(ctx, 1, 12, 2),
        {
          name: 'basket.transferRows',
          args: {
            targetBasketId: ctx.id(1),
            move: true,
            rows: [{ rowId: ctx.id(10), newRowId: ctx.id(30) }],
          },
        },
      ],
    },
  ],
  'basket.setQuantity': [
    {
      title: 'changes a quantity',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10),
        { name: 'basket.setQuantity', args: { rowId: ctx.id(10), quantity: 12 } },
      ],
    },
  ],
  'basket.deleteRow': [
    {
      title: 'deletes a row; the article count follows',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10),
        article(ctx, 1, 11, 1),
        { name: 'basket.deleteRow', args: { rowId: ctx.id(10) } },
      ],
    },
  ],
  'order.place': [
    {
      title: 'orders a basket with articles and a note; the basket is emptied',
      steps: (ctx) => [
        list(ctx, 1),
        article(ctx, 1, 10, 0, 4),
        noteRow(ctx, 1, 11),
        article(ctx, 1, 12, 1, 1),
        { name: 'order.place', args: { orderId: ctx.id(100), basketId: ctx.id(1) } },
      ],
    },
  ],
};
