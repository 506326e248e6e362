import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/delivery-pharmacy')({
  staticData: { area: 'deliveryPharmacy', title: de.screens.deliveryPharmacy },
  component: ScreenPlaceholder,
});
