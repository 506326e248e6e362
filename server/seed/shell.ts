// Demo data of the shell (issue 13): three sales offices, who looks after each delivery customer
// (the office of its region by postcode, and the demo representative), and the domain
// suggestions. Deterministic without a random stream: the ids of the other demo data stay.
import { customerContacts, domainSuggestions, lieferkunden, salesOffices } from '../db/schema.ts';
import { DEFAULT_DOMAIN } from '../services/domainConfig.ts';
import type { Tx } from '../sync/types.ts';

export const DEMO_SALES_OFFICES = [
  {
    id: 'wien',
    name: 'Verkaufsbüro Wien',
    phone: '+43 1 6042000',
    email: 'innendienst.wien@alpenpharm.example',
    openingHours: 'Mo–Fr 7:30–17:30 Uhr, Sa 8:00–12:00 Uhr',
  },
  {
    id: 'graz',
    name: 'Verkaufsbüro Graz',
    phone: '+43 316 712300',
    email: 'innendienst.graz@alpenpharm.example',
    openingHours: 'Mo–Fr 7:30–17:00 Uhr',
  },
  {
    id: 'linz',
    name: 'Verkaufsbüro Linz',
    phone: '+43 732 661500',
    email: 'innendienst.linz@alpenpharm.example',
    openingHours: 'Mo–Fr 8:00–17:00 Uhr',
  },
] as const;

/** The office of a postcode's region: Wien, Lower Austria, Burgenland; Styria, Carinthia; the west. */
export function officeOfPlz(plz: string): (typeof DEMO_SALES_OFFICES)[number]['id'] {
  const region = plz.charAt(0);
  if (['1', '2', '3', '7'].includes(region)) return 'wien';
  if (['8', '9'].includes(region)) return 'graz';
  return 'linz';
}

export const DEMO_DOMAIN_SUGGESTIONS = [
  {
    id: 'akademie',
    label: 'Alpenpharm Akademie: Fortbildungen für Apothekenteams',
    url: 'https://akademie.alpenpharm.example/',
  },
  {
    id: 'vet',
    label: 'Alpenpharm Vet: Portal für Tierarzneimittel',
    url: 'https://vet.alpenpharm.example/',
  },
] as const;

export async function seedShellData(tx: Tx, people: { vertreter: string }) {
  await tx.insert(salesOffices).values([...DEMO_SALES_OFFICES]);
  const customers = await tx
    .select({ lieferkundeNr: lieferkunden.lieferkundeNr, plz: lieferkunden.plz })
    .from(lieferkunden);
  if (customers.length > 0) {
    await tx.insert(customerContacts).values(
      customers.map((c) => ({
        lieferkundeNr: c.lieferkundeNr,
        salesOfficeId: officeOfPlz(c.plz),
        vertreterId: people.vertreter,
      })),
    );
  }
  await tx
    .insert(domainSuggestions)
    .values(
      DEMO_DOMAIN_SUGGESTIONS.map((s, position) => ({ ...s, domain: DEFAULT_DOMAIN, position })),
    );
}
