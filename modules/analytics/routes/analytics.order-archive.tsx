import { createFileRoute } from '@tanstack/react-router';
import { OrderArchivePage } from '../ui/OrderArchivePage';
import { archiveFilter, archiveSearch, parseArchiveSearch } from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/order-archive')({
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
