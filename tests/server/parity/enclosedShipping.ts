// Parity scenarios of enclosed shipping (modules/enclosedShipping/contract.ts): each mutation's client
// half and server half must write the same announcements.
import type { enclosedShippingModule } from '../../../modules/enclosedShipping/contract.ts';
import type { ScenarioContext, Scenarios, Step } from './scenario.ts';

const announce = (ctx: ScenarioContext, n: number, over: object = {}): Step => ({
  name: 'enclosedShipping.announce',
  args: {
    id: ctx.id(n),
    lieferkundeNr: ctx.lieferkundeNr,
    variant: 'enclosed',
    kind: 'prescriptions',
    packages: 2,
    description: '  Rezepte an Filiale Nord  ',
    siteId: 'GRAZ',
    tourDay: ctx.today,
    tour: 'midday',
    note: ' Bitte beim Fahrer abgeben ',
    ...over,
  },
});

export const enclosedShippingScenarios: Scenarios<typeof enclosedShippingModule> = {
  'enclosedShipping.announce': [
    {
      title: 'announces a Beipack and documents to a site',
      steps: (ctx) => [
        announce(ctx, 1),
        announce(ctx, 2, {
          variant: 'siteDocuments',
          kind: 'documents',
          packages: 1,
          description: 'Lieferscheine unterschrieben',
          siteId: 'WIEN',
          tour: 'morning',
          note: '',
        }),
      ],
    },
  ],
  'enclosedShipping.cancel': [
    {
      title: 'cancels an announcement while it is announced',
      steps: (ctx) => [
        announce(ctx, 1),
        { name: 'enclosedShipping.cancel', args: { id: ctx.id(1) } },
      ],
    },
  ],
};
