import { createFileRoute } from '@tanstack/react-router';
import { DrugBookPage } from '../ui/DrugBookPage';
import { parseDrugBookSearch } from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/drug-book')({
  staticData: { area: 'drugBook', title: de.screens.drugBook },
  validateSearch: parseDrugBookSearch,
  component: function DrugBook() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DrugBookPage
        pzn={search.pzn}
        year={search.year}
        onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      />
    );
  },
});
