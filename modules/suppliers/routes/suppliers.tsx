import { createFileRoute } from '@tanstack/react-router';
import { SuppliersPage } from '../ui/SuppliersPage';
import { parseSuppliersSearch } from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/suppliers')({
  staticData: { area: 'suppliers', title: de.screens.suppliers },
  validateSearch: parseSuppliersSearch,
  component: function Suppliers() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SuppliersPage
        search={search}
        onChange={(next) => void navigate({ search: next, resetScroll: false })}
      />
    );
  },
});
