import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CashbookPage } from '../ui/CashbookPage';
import { MONTH_PATTERN } from '../ui/logic';
import { de } from '../../../src/i18n/de';

/** `month`: the month shown ('YYYY-MM'); the current month when absent or malformed. */
const CashbookSearch = v.object({ month: v.optional(v.pipe(v.string(), v.regex(MONTH_PATTERN))) });

export const Route = createFileRoute('/_main/(modules)/cashbook')({
  staticData: { area: 'cashbook', title: de.screens.cashbook },
  validateSearch: (search) => {
    const parsed = v.safeParse(CashbookSearch, { month: search['month'] });
    return parsed.success ? parsed.output : {};
  },
  component: function Cashbook() {
    const { month } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CashbookPage
        month={month}
        onMonth={(next) => void navigate({ search: { month: next }, replace: true })}
      />
    );
  },
});
