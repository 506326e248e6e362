import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BatchDocumentationPage } from '../ui/BatchDocumentationPage';
import { BATCH_QUERY_MAX } from '../ui/batchSearch';
import { de } from '../../../src/i18n/de';

/** `q`: the PZN or batch searched for; none when absent or too long. */
const BatchSearch = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(BATCH_QUERY_MAX))) });

export const Route = createFileRoute('/_main/(modules)/analytics/batch-documentation')({
  staticData: { area: 'batchDocumentation', title: de.screens.batchDocumentation },
  validateSearch: (search) => {
    const parsed = v.safeParse(BatchSearch, { q: search['q'] });
    return parsed.success ? parsed.output : {};
  },
  component: function BatchDocumentation() {
    const { q } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <BatchDocumentationPage
        query={q ?? ''}
        onQuery={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
      />
    );
  },
});
