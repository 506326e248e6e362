// Two pending self-registrations of the demo (issue 12), their addresses confirmed (issue 23), so
// staff can try the approval on /admin right after `npm start`. Deterministic: fixed ids, dates
// and data; the passwords are published in the README (logging in with them shows the 'wird
// noch geprüft' message until approved).
import { registrations } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';
import type { Tx } from '../sync/types.ts';

export const DEMO_REGISTRATIONS = {
  neukunde: {
    id: '5d0c1a8e-3f4b-4c21-9a6e-7b2d9e1f0a01',
    email: 'neu.registriert@demo.at',
    password: 'Registriert#2026',
  },
  bestandskunde: {
    id: '5d0c1a8e-3f4b-4c21-9a6e-7b2d9e1f0a02',
    email: 'filiale.moser@demo.de',
    password: 'Filiale#2026',
  },
} as const;

export async function seedRegistrations(tx: Tx): Promise<void> {
  const { neukunde, bestandskunde } = DEMO_REGISTRATIONS;
  const [neuHash, bestandHash] = await Promise.all([
    hashPassword(neukunde.password),
    hashPassword(bestandskunde.password),
  ]);
  await tx.insert(registrations).values([
    {
      id: neukunde.id,
      email: neukunde.email,
      passwordHash: neuHash,
      isCustomer: false,
      companyName: 'Apotheke Zum Schwarzen Adler',
      companyUid: 'ATU13585627',
      firstname: 'Katharina',
      lastname: 'Pichler',
      street: 'Hauptplatz',
      housenr: '7',
      country: 'AT',
      plz: '8010',
      city: 'Graz',
      telnr: '+43 316 123456',
      interests: ['Newsletter', 'Fortbildungen und Veranstaltungen'],
      status: 'pending',
      createdAt: new Date('2026-11-20T08:15:00Z'),
      confirmedAt: new Date('2026-11-20T08:21:00Z'),
    },
    {
      id: bestandskunde.id,
      email: bestandskunde.email,
      passwordHash: bestandHash,
      isCustomer: true,
      companyName: '',
      companyUid: 'DE136695976',
      firstname: 'Jürgen',
      lastname: 'Moser',
      street: 'Ludwigstraße',
      housenr: '12a',
      country: 'DE',
      plz: '83435',
      city: 'Bad Reichenhall',
      telnr: '+49 8651 98765',
      interests: [],
      status: 'pending',
      createdAt: new Date('2026-11-21T14:40:00Z'),
      confirmedAt: new Date('2026-11-21T15:02:00Z'),
    },
  ]);
}
