import { createFileRoute } from '@tanstack/react-router';
import { SuppliersPage } from '../../../../modules/suppliers/ui/SuppliersPage';
import { parseSuppliersSearch } from '../../../../modules/suppliers/ui/searchParams';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/suppliers')({
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
