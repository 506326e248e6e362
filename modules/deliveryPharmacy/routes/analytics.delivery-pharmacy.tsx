import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPharmacyPage } from '../ui/DeliveryPharmacyPage';
import {
  DEFAULT_SUPPLY_PERIOD,
  parseDeliveryPharmacySearch,
  type SupplyPeriod,
} from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/delivery-pharmacy')({
  staticData: { area: 'deliveryPharmacy', title: de.screens.deliveryPharmacy },
  validateSearch: parseDeliveryPharmacySearch,
  component: function DeliveryPharmacy() {
    const { recipient, period } = Route.useSearch();
    const navigate = Route.useNavigate();
    const current = (period === undefined ? DEFAULT_SUPPLY_PERIOD : String(period)) as SupplyPeriod;
    return (
      <DeliveryPharmacyPage
        state={{ recipient, period: current }}
        onState={(next) =>
          void navigate({
            search: {
              ...(next.recipient ? { recipient: next.recipient } : {}),
              ...(next.period !== DEFAULT_SUPPLY_PERIOD ? { period: Number(next.period) } : {}),
            },
            // Choosing an institution is a step the back button undoes; a new period replaces.
            replace: next.recipient === recipient,
          })
        }
      />
    );
  },
});
