import { createFileRoute } from '@tanstack/react-router';
import { OrderArchivePage } from '../../../../modules/analytics/ui/OrderArchivePage';
import {
  archiveFilter,
  archiveSearch,
  parseArchiveSearch,
} from '../../../../modules/analytics/ui/searchParams';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/analytics/order-archive')({
  staticData: { area: 'orderArchive', title: de.screens.orderArchive },
  validateSearch: parseArchiveSearch,
  component: function OrderArchive() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OrderArchivePage
        filter={archiveFilter(search)}
        onFilter={(next) => void navigate({ search: archiveSearch(next), replace: true })}
      />
    );
  },
});
