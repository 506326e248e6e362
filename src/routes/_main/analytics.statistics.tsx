import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { STATISTICS_VIEWS } from '../../api/statistics';
import { StatisticsPage } from '../../features/analytics/StatisticsPage';
import { STATISTICS_PERIODS } from '../../features/analytics/statistics';
import { de } from '../../i18n/de';

/** `view`: one of the seven views (the screen falls back to the first the user holds); `period`. */
const StatisticsSearch = v.object({
  view: v.optional(v.picklist(STATISTICS_VIEWS)),
  period: v.optional(v.picklist(STATISTICS_PERIODS)),
});

export const Route = createFileRoute('/_main/analytics/statistics')({
  staticData: { area: 'statistics', title: de.screens.statistics },
  validateSearch: (search) => {
    // Each parameter on its own: a bad period keeps a good view.
    const view = v.safeParse(StatisticsSearch.entries.view, search['view']);
    const period = v.safeParse(StatisticsSearch.entries.period, search['period']);
    return {
      ...(view.success && view.output ? { view: view.output } : {}),
      ...(period.success && period.output ? { period: period.output } : {}),
    };
  },
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
