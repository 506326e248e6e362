import { describe, expect, it } from 'vitest';
import {
  customerNumber,
  customerNumberText,
  headerCustomer,
} from '../../src/platform/customerDisplay';
import { makeConfig, makeCustomer, makeMe, makeUser } from './fixtures';

describe('customer display (SPEC 3, 6)', () => {
  const customer = makeCustomer();

  it('picks the number by showA2KndNrOverwrite', () => {
    expect(customerNumber(customer, 'A2KndNrDefault')).toBe('7100101');
    expect(customerNumber(customer, 'A2KndNrOrganisationseinheit')).toBe('OE-100101');
    expect(customerNumber(customer, 'Nein')).toBe('100101');
  });

  it('formats the one number every screen shows, or none when the config hides numbers', () => {
    expect(customerNumberText(customer, makeConfig())).toBe('Nr. 7100101');
    expect(customerNumberText(customer, makeConfig({ showA2KndNrOverwrite: 'Nein' }))).toBe(
      'Nr. 100101',
    );
    expect(customerNumberText(customer, makeConfig({ show_customer_numbers: false }))).toBeNull();
    expect(customerNumberText(customer, null)).toBeNull();
  });

  it('shows name and number in the header', () => {
    expect(headerCustomer(makeMe(), makeConfig())).toEqual({
      name: 'Löwen-Apotheke Mag. pharm. Anna Gruber',
      number: 'Nr. 7100101',
    });
  });

  it('hides the number when show_customer_numbers is off', () => {
    expect(
      headerCustomer(makeMe(), makeConfig({ show_customer_numbers: false }))?.number,
    ).toBeNull();
  });

  it('shows representatives the customer only if DomainVertreterShowLkndInHead', () => {
    const me = makeMe({ user: makeUser({ vertreter: true, kunde: null }) });
    expect(headerCustomer(me, makeConfig({ DomainVertreterShowLkndInHead: false }))).toBeNull();
    expect(headerCustomer(me, makeConfig())).not.toBeNull();
  });

  it('shows nothing without a current customer', () => {
    expect(headerCustomer(makeMe({ lieferkunde: null }), makeConfig())).toBeNull();
  });
});
