// Parity scenarios of the cash book (modules/cashbook/contract.ts): each mutation's client half and
// server half must write the same entries and closings, except the receipt number (serverFields:
// the server gives it). The scenarios share one cash book and run in this order, and a closing
// closes its day and every earlier one: each scenario books on days after the last closing of
// the scenarios before it (counted from today).
import type { cashbookModule } from '../../../modules/cashbook/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

/** `today` plus `days`, as 'YYYY-MM-DD'. */
const dayAfter = (ctx: ScenarioContext, days: number) =>
  new Date(Date.parse(`${ctx.today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const entry = (
  ctx: ScenarioContext,
  n: number,
  day: string,
  fields: { category: string; text: string; amountCents: number; vatRate: number },
): Step => ({
  name: 'cashbook.addEntry',
  args: { id: ctx.id(n), lieferkundeNr: ctx.lieferkundeNr, day, ...fields },
});

export const cashbookScenarios: Scenarios<typeof cashbookModule> = {
  'cashbook.addEntry': [
    {
      title: 'books a sale, an expense and a withdrawal with their signs',
      steps: (ctx) => [
        entry(ctx, 1, ctx.today, {
          category: 'einnahme',
          text: 'Barverkauf Arzneimittel',
          amountCents: 45_990,
          vatRate: 10,
        }),
        entry(ctx, 2, ctx.today, {
          category: 'ausgabe',
          text: 'Reinigungsmittel',
          amountCents: 2_390,
          vatRate: 20,
        }),
        entry(ctx, 3, dayAfter(ctx, 1), {
          category: 'privatentnahme',
          text: '  Privatentnahme  ',
          amountCents: 10_000,
          vatRate: 0,
        }),
      ],
    },
  ],
  'cashbook.reverse': [
    {
      title: 'reverses an entry with the amount negated, referencing it',
      steps: (ctx) => [
        entry(ctx, 1, ctx.today, {
          category: 'ausgabe',
          text: 'Zeitschriften Wartebereich',
          amountCents: 1_560,
          vatRate: 13,
        }),
        {
          name: 'cashbook.reverse',
          args: { id: ctx.id(2), originalId: ctx.id(1), day: ctx.today },
        },
      ],
    },
  ],
  'cashbook.closeDay': [
    {
      title: 'closes a day whose counted cash equals the book (no difference entry)',
      steps: (ctx) => [
        entry(ctx, 1, dayAfter(ctx, 2), {
          category: 'einlage',
          text: 'Wechselgeld Kassa 2',
          amountCents: 20_000,
          vatRate: 0,
        }),
        // The balance of every scenario before this one plus 200 € (see the first scenario).
        {
          name: 'cashbook.closeDay',
          args: {
            id: ctx.id(2),
            lieferkundeNr: ctx.lieferkundeNr,
            day: dayAfter(ctx, 2),
            countedCents: 45_990 - 2_390 - 10_000 + 20_000,
            differenceEntryId: ctx.id(3),
          },
        },
      ],
    },
    {
      title: 'closes a day with a shortfall: the difference is booked as an entry',
      steps: (ctx) => [
        entry(ctx, 1, dayAfter(ctx, 3), {
          category: 'einnahme',
          text: 'Barverkauf Kosmetik',
          amountCents: 12_345,
          vatRate: 20,
        }),
        {
          name: 'cashbook.closeDay',
          args: {
            id: ctx.id(2),
            lieferkundeNr: ctx.lieferkundeNr,
            day: dayAfter(ctx, 3),
            countedCents: 1_000,
            differenceEntryId: ctx.id(3),
          },
        },
      ],
    },
  ],
};
