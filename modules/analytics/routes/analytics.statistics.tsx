import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../ui/StatisticsPage';
import { parseStatisticsSearch } from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/statistics')({
  staticData: { area: 'statistics', title: de.screens.statistics },
  validateSearch: parseStatisticsSearch,
  component: function Statistics() {
    const { view, period } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StatisticsPage
        view={view}
        period={period ?? '12m'}
        onChange={(next) =>
          void navigate({
            search: { view: next.view, ...(next.period === '12m' ? {} : { period: next.period }) },
            replace: true,
          })
        }
      />
    );
  },
});
