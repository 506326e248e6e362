import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DeliveryPharmacyPage } from '../../features/analytics/DeliveryPharmacyPage';
import {
  DEFAULT_SUPPLY_PERIOD,
  SUPPLY_PERIODS,
  type SupplyPeriod,
} from '../../features/analytics/deliveryPharmacy';
import { de } from '../../i18n/de';

/**
 * `recipient`: the selected institution's id (a UUID); `period`: the days of one of the offered
 * periods, kept as a number so the address reads `period=365` (the router writes JSON). Each is
 * dropped on its own when it does not parse, so a bad link still opens the screen.
 */
const Recipient = v.pipe(v.string(), v.uuid());
const Period = v.picklist(SUPPLY_PERIODS);

interface DeliveryPharmacySearch {
  recipient?: string;
  period?: number;
}

export const Route = createFileRoute('/_main/analytics/delivery-pharmacy')({
  staticData: { area: 'deliveryPharmacy', title: de.screens.deliveryPharmacy },
  validateSearch: (search): DeliveryPharmacySearch => {
    const recipient = v.safeParse(Recipient, search['recipient']);
    const raw = search['period'];
    const period = v.safeParse(Period, typeof raw === 'number' ? String(raw) : raw);
    return {
      ...(recipient.success ? { recipient: recipient.output } : {}),
      ...(period.success ? { period: Number(period.output) } : {}),
    };
  },
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
