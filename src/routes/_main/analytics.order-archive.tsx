import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/order-archive')({
  staticData: { area: 'orderArchive', title: de.screens.orderArchive },
  component: ScreenPlaceholder,
});
