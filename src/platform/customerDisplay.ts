// How a delivery customer is shown, as the domain config says (SPEC 3 and 6).
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

export interface HeaderCustomer {
  readonly name: string;
  /** Null when the domain config hides customer numbers. */
  readonly number: string | null;
}

/** The customer the navbar shows; representatives see it only if the domain config says so. */
export function headerCustomer(me: Me | null, config: DomainConfig | null): HeaderCustomer | null {
  if (!me?.lieferkunde || !config) return null;
  if (me.user.vertreter && !config.DomainVertreterShowLkndInHead) return null;
  return {
    name: customerName(me.lieferkunde),
    number: config.show_customer_numbers
      ? customerNumber(me.lieferkunde, config.showA2KndNrOverwrite)
      : null,
  };
}
