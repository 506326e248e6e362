// Parity scenarios of the medicine test (modules/medTest/contract.ts): each mutation's client half and
// server half must write the same entries.
import type { medTestModule } from '../../../modules/medTest/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

const goodsArgs = (ctx: ScenarioContext, n: number) => ({
  id: ctx.id(n),
  lieferkundeNr: ctx.lieferkundeNr,
  kind: 'goods',
  pzn: '1234567',
  name: '  Insulin Parität Pen  ',
  batch: 'B2411A',
  expiry: '2027-06-30',
  noteNumber: 'LS-4711',
  receivedDay: ctx.today,
  coldChain: true,
  items: { packaging: true, labelling: true, expiry: true, batch: true, falsification: true },
  arrivalTenths: 52,
  identityMethod: null,
  result: 'released',
  note: '',
  deliveryLineId: null,
});
const goods = (ctx: ScenarioContext, n: number): Step => ({
  name: 'medTest.check',
  args: goodsArgs(ctx, n),
});

export const medTestScenarios: Scenarios<typeof medTestModule> = {
  'medTest.check': [
    {
      title: 'records a released cold batch and a blocked starting material',
      steps: (ctx) => [
        goods(ctx, 1),
        {
          name: 'medTest.check',
          args: {
            id: ctx.id(2),
            lieferkundeNr: ctx.lieferkundeNr,
            kind: 'material',
            pzn: '02345678',
            name: 'Salicylsäure',
            batch: 'S-88',
            expiry: '2028-01-31',
            noteNumber: '',
            receivedDay: ctx.today,
            coldChain: false,
            items: { packaging: true, labelling: true, expiry: true, batch: true, identity: false },
            arrivalTenths: null,
            identityMethod: 'IR',
            result: 'blocked',
            note: ' IR-Spektrum weicht ab, Rückfrage beim Lieferanten ',
            deliveryLineId: null,
          },
        },
      ],
    },
    {
      title: 'checks a delivered line from the list to check',
      steps: (ctx) => {
        const line = ctx.held('medDeliveries')[0];
        if (!line) throw new Error('the parity customer has no delivery line to check');
        const args = (n: number) => ({
          ...goodsArgs(ctx, n),
          pzn: line.pzn,
          name: line.name,
          batch: line.batch ?? 'X1',
          expiry: line.expiry ?? '2028-01-31',
          noteNumber: line.noteNo,
          receivedDay: line.day,
          coldChain: false,
          arrivalTenths: null,
          deliveryLineId: line.id,
        });
        return [{ name: 'medTest.check', args: args(1) }];
      },
    },
  ],
  'medTest.correct': [
    {
      title: 'corrects an entry by a new one with a reason; the original stays',
      steps: (ctx) => {
        // A correction names its original; the customer is the original's.
        const { lieferkundeNr: _customer, deliveryLineId: _line, ...entry } = goodsArgs(ctx, 2);
        return [
          goods(ctx, 1),
          {
            name: 'medTest.correct',
            args: {
              ...entry,
              originalId: ctx.id(1),
              batch: 'B2411B',
              note: 'Charge falsch abgeschrieben',
            },
          },
        ];
      },
    },
  ],
};
