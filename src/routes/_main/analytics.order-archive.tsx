import { createFileRoute } from '@tanstack/react-router';
import { OrderArchivePage } from '../../features/analytics/OrderArchivePage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/order-archive')({
  staticData: { area: 'orderArchive', title: de.screens.orderArchive },
  component: OrderArchivePage,
});
