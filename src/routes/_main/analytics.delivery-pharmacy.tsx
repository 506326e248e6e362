import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DeliveryPharmacyPage } from '../../features/analytics/DeliveryPharmacyPage';
import { DEFAULT_SUPPLY_PERIOD, SUPPLY_PERIODS } from '../../features/analytics/deliveryPharmacy';
import { de } from '../../i18n/de';

/**
 * `recipient`: the selected institution's id (a UUID); `period`: one of the offered periods.
 * Each is dropped on its own when it does not parse, so a bad link still opens the screen.
 */
const Recipient = v.pipe(v.string(), v.uuid());
const Period = v.picklist(SUPPLY_PERIODS);

export const Route = createFileRoute('/_main/analytics/delivery-pharmacy')({
  staticData: { area: 'deliveryPharmacy', title: de.screens.deliveryPharmacy },
  validateSearch: (search): { recipient?: string; period?: (typeof SUPPLY_PERIODS)[number] } => {
    const recipient = v.safeParse(Recipient, search['recipient']);
    const period = v.safeParse(Period, search['period']);
    return {
      ...(recipient.success ? { recipient: recipient.output } : {}),
      ...(period.success ? { period: period.output } : {}),
    };
  },
  component: function DeliveryPharmacy() {
    const { recipient, period } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DeliveryPharmacyPage
        state={{ recipient, period: period ?? DEFAULT_SUPPLY_PERIOD }}
        onState={(next) =>
          void navigate({
            search: {
              ...(next.recipient ? { recipient: next.recipient } : {}),
              ...(next.period !== DEFAULT_SUPPLY_PERIOD ? { period: next.period } : {}),
            },
            // Choosing an institution is a step back can undo; a new period replaces.
            replace: next.recipient === recipient,
          })
        }
      />
    );
  },
});
