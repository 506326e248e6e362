// How a delivery customer is shown, as the domain config says (SPEC 3 and 6).
import { de } from '../i18n/de';
import type { DomainConfig, Lieferkunde, Me } from '../worker/api';

export function customerName(customer: Lieferkunde): string {
  return [customer.Vorname, customer.Nachname].filter(Boolean).join(' ');
}

/** showA2KndNrOverwrite picks the number: A2KndNrDefault, A2KndNr, or the LieferkundeNr. */
export function customerNumber(
  customer: Lieferkunde,
  mode: DomainConfig['showA2KndNrOverwrite'],
): string {
  switch (mode) {
    case 'A2KndNrDefault':
      return customer.A2KndNrDefault;
    case 'A2KndNrOrganisationseinheit':
      return customer.A2KndNr;
    case 'Nein':
      return String(customer.LieferkundeNr);
  }
}

/** The domain config's part that decides which number a customer shows, and whether any. */
export type NumberConfig = Pick<DomainConfig, 'show_customer_numbers' | 'showA2KndNrOverwrite'>;

/**
 * Issue 24 point 6: a customer's one number as every screen shows it ('Nr. 7100101'), or null
 * when the domain config hides numbers or is not known yet. Header, selector, global search
 * and the printed pages all use this, so one customer never shows two numbers.
 */
export function customerNumberText(
  customer: Lieferkunde,
  config: NumberConfig | null,
): string | null {
  if (!config?.show_customer_numbers) return null;
  return de.navbar.customerNumber(customerNumber(customer, config.showA2KndNrOverwrite));
}

/** 'Name (Nr. …)' for printed pages and lists; the name alone when the domain hides numbers. */
export function customerWithNumber(
  name: string,
  customer: Lieferkunde,
  config: NumberConfig | null,
): string {
  const number = customerNumberText(customer, config);
  return number ? `${name} (${number})` : name;
}

export interface HeaderCustomer {
  readonly name: string;
  /** 'Nr. …'; null when the domain config hides customer numbers. */
  readonly number: string | null;
}

/** The customer the navbar shows; representatives see it only if the domain config says so. */
export function headerCustomer(me: Me | null, config: DomainConfig | null): HeaderCustomer | null {
  if (!me?.lieferkunde || !config) return null;
  if (me.user.vertreter && !config.DomainVertreterShowLkndInHead) return null;
  return {
    name: customerName(me.lieferkunde),
    number: customerNumberText(me.lieferkunde, config),
  };
}
