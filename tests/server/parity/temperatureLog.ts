// Parity scenarios of the temperature log (modules/temperatureLog/contract.ts): each mutation's client
// half and server half must write the same devices, readings and acknowledgements. Every
// scenario adds its own device, so their readings never meet.
import type { temperatureLogModule } from '../../../modules/temperatureLog/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

/** An instant on `today` at `hour` Vienna winter time, in the form a client sends it. */
const at = (ctx: ScenarioContext, hour: number) =>
  `${ctx.today}T${String(hour).padStart(2, '0')}:00:00+01:00`;

const device = (ctx: ScenarioContext, n: number, name: string): Step => ({
  name: 'temperature.addDevice',
  args: {
    id: ctx.id(n),
    lieferkundeNr: ctx.lieferkundeNr,
    name,
    kind: 'fridge',
    minTenths: 20,
    maxTenths: 80,
  },
});

export const temperatureLogScenarios: Scenarios<typeof temperatureLogModule> = {
  'temperature.addDevice': [
    {
      title: 'adds a fridge with the usual limits and a room with a trimmed name',
      steps: (ctx) => [
        device(ctx, 1, 'Arzneimittelkühlschrank Parität'),
        {
          name: 'temperature.addDevice',
          args: {
            id: ctx.id(2),
            lieferkundeNr: ctx.lieferkundeNr,
            name: '  Lager Keller  ',
            kind: 'room',
            minTenths: 150,
            maxTenths: 250,
          },
        },
      ],
    },
  ],
  'temperature.record': [
    {
      title: 'records readings; one at an instant already recorded is skipped',
      steps: (ctx) => [
        device(ctx, 1, 'Kühlschrank Rezeptur'),
        {
          name: 'temperature.record',
          args: {
            deviceId: ctx.id(1),
            source: 'manual',
            readings: [{ id: ctx.id(2), measuredAt: at(ctx, 8), valueTenths: 53 }],
          },
        },
        {
          name: 'temperature.record',
          args: {
            deviceId: ctx.id(1),
            source: 'import',
            readings: [
              // The same instant as the manual reading, written another way: skipped.
              { id: ctx.id(3), measuredAt: `${ctx.today}T07:00:00Z`, valueTenths: 60 },
              { id: ctx.id(4), measuredAt: at(ctx, 9), valueTenths: 91 },
              { id: ctx.id(5), measuredAt: at(ctx, 10), valueTenths: -5 },
            ],
          },
        },
      ],
    },
  ],
  'temperature.correct': [
    {
      title: 'corrects a mistyped reading by a new one; the original stays',
      steps: (ctx) => [
        device(ctx, 1, 'Kühlschrank Offizin'),
        {
          name: 'temperature.record',
          args: {
            deviceId: ctx.id(1),
            source: 'manual',
            readings: [{ id: ctx.id(2), measuredAt: at(ctx, 8), valueTenths: 530 }],
          },
        },
        {
          name: 'temperature.correct',
          args: { id: ctx.id(3), originalId: ctx.id(2), valueTenths: 53, note: ' Tippfehler ' },
        },
      ],
    },
  ],
  'temperature.acknowledge': [
    {
      title: 'acknowledges an excursion with a note',
      steps: (ctx) => [
        device(ctx, 1, 'Kühlschrank Lager'),
        {
          name: 'temperature.record',
          args: {
            deviceId: ctx.id(1),
            source: 'manual',
            readings: [{ id: ctx.id(2), measuredAt: at(ctx, 8), valueTenths: 97 }],
          },
        },
        {
          name: 'temperature.acknowledge',
          args: {
            id: ctx.id(3),
            readingId: ctx.id(2),
            note: 'Tür nach Lieferung offen, Ware geprüft',
          },
        },
      ],
    },
  ],
};
