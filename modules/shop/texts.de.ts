// Texts of the shop's two dashboard widgets (the primary basket, the last orders); the shop's
// screens use src/i18n/de.ts (`de.baskets`, `de.orders`). Kept apart so the widgets' chunk
// carries only its own words.
import { positions } from '../../src/i18n/positions.de';

export const shopDe = {
  basketWidget: {
    none: 'Sie haben noch keinen Warenkorb.',
    positionsLabel: 'Positionen',
    total: 'Summe',
    open: (label: string) => `Warenkorb „${label}“ öffnen`,
    allBaskets: 'Alle Warenkörbe',
  },
  ordersWidget: {
    none: 'Noch keine Bestellungen.',
    all: 'Alle Bestellungen',
    positions,
  },
} as const;
