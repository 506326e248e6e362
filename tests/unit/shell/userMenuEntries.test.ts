// The user menu per role (SPEC 2 "User menu", SPEC 6 "Other role effects"; issue 13 item 4):
// admin button for Admin, 'Kunden-Einstellungen' for Kundeneinstellungen only with a delivery
// customer, Depersonate for impersonated sessions, leave differential mode, restart, logout.
import { describe, expect, it } from 'vitest';
import { userMenuEntries, type UserMenuEntry } from '../../../app/client/shell/userMenuEntries';
import { makeCustomer, makeMe, makeUser } from '../fixtures';

const CUSTOMER_ROLES = ['User', 'Kunde', 'Auftrag', 'Kundeneinstellungen'];

const cases: {
  name: string;
  me: Parameters<typeof userMenuEntries>[0];
  addresses?: number;
  entries: UserMenuEntry[];
}[] = [
  {
    name: 'a pharmacy owner with Kundeneinstellungen and a delivery customer',
    me: makeMe({ user: makeUser({ roles: CUSTOMER_ROLES }) }),
    entries: ['customerSettings', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'the same owner before choosing a delivery customer',
    me: makeMe({ user: makeUser({ roles: CUSTOMER_ROLES }), lieferkunde: null }),
    entries: ['changePassword', 'restart', 'logout'],
  },
  {
    name: 'staff without Kundeneinstellungen',
    me: makeMe({ user: makeUser({ roles: ['User', 'Auftrag'] }) }),
    entries: ['changePassword', 'restart', 'logout'],
  },
  {
    name: 'Kundeneinstellungen without role Kunde (the screen would refuse)',
    me: makeMe({ user: makeUser({ roles: ['User', 'Kundeneinstellungen'] }) }),
    entries: ['changePassword', 'restart', 'logout'],
  },
  {
    name: 'an admin',
    me: makeMe({ user: makeUser({ roles: ['User', 'Admin'], kunde: null }) }),
    entries: ['admin', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'an admin impersonating a pharmacy owner (the owner’s rights, plus Depersonate)',
    me: makeMe({ user: makeUser({ roles: CUSTOMER_ROLES, impersonated_by: 'Sabine Leitner' }) }),
    entries: ['customerSettings', 'depersonate', 'restart', 'logout'],
  },
  {
    name: 'a representative acting for a customer',
    me: makeMe({ user: makeUser({ roles: ['User', 'Vertreter', 'Auftrag'], vertreter: true }) }),
    entries: ['switchCustomer', 'enterDifferential', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'a representative in differential mode',
    me: makeMe({
      user: makeUser({ roles: ['User', 'Vertreter', 'Auftrag'], vertreter: true }),
      lieferkunde: makeCustomer({ Vorname: 'Krankenhausapotheke', Nachname: 'LKH Graz' }),
      differential: true,
    }),
    entries: ['leaveDifferential', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'a representative before choosing a customer',
    me: makeMe({
      user: makeUser({ roles: ['User', 'Vertreter'], vertreter: true }),
      lieferkunde: null,
    }),
    entries: ['switchCustomer', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'a pharmacy with three delivery addresses switches its address',
    me: makeMe({ user: makeUser({ roles: ['User', 'Auftrag'] }) }),
    addresses: 3,
    entries: ['switchAddress', 'changePassword', 'restart', 'logout'],
  },
  {
    name: 'a pharmacy with one address gets no entry to switch',
    me: makeMe({ user: makeUser({ roles: ['User', 'Auftrag'] }) }),
    addresses: 1,
    entries: ['changePassword', 'restart', 'logout'],
  },
];

describe('user menu entries per role', () => {
  it.each(cases)('$name', ({ me, addresses, entries }) => {
    expect(userMenuEntries(me, addresses)).toEqual(entries);
  });

  it('always ends with restart and logout', () => {
    for (const { me } of cases)
      expect(userMenuEntries(me).slice(-2)).toEqual(['restart', 'logout']);
  });
});
