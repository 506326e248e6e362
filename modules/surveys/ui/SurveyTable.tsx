// The surveys of /admin as a table: each with its target, when it was made, and how many of the
// asked users answered, declined or still have it open.
import type { AdminSurvey } from '../contract';
import { surveysDe } from '../texts.de';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { formatDateTime } from '../../../src/api/days';

const t = surveysDe.admin;

const DECIMAL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function targetOf(survey: AdminSurvey) {
  if (survey.targetRoles !== null) return t.roles(survey.targetRoles);
  if (survey.targetEmails !== null) return t.emails(survey.targetEmails);
  return t.allUsers;
}

function kindOf(survey: AdminSurvey) {
  return survey.type === 'rating'
    ? t.ratingUpTo(survey.maxRating ?? 0)
    : t.questionKind(survey.multiAnswers);
}

export function SurveyTable({ items }: { items: readonly AdminSurvey[] }) {
  return (
    <PlainTable
      box="mt-4 overflow-x-auto"
      className="w-full text-left text-sm"
      headClassName="border-b border-slate-300 text-slate-600"
      head={[
        ...headCells('py-2 pr-3', t.columns.title, t.columns.target, t.columns.created),
        ...headCells('py-2 pr-3 text-right', t.columns.answered, t.columns.declined),
        ...headCells('py-2 text-right', t.columns.open),
      ]}
      bodyClassName={null}
    >
      {items.map((survey) => (
        <tr
          key={survey.id}
          className="border-b border-slate-200 align-top"
          data-testid="survey-admin-row"
        >
          <td className="py-2 pr-3">
            <span className="font-medium text-slate-900">{survey.title}</span>
            <span className="block text-xs text-slate-500">
              {kindOf(survey)}
              {survey.averageRating !== null &&
                ` · ${t.average(DECIMAL.format(survey.averageRating))}`}
            </span>
          </td>
          <td className="py-2 pr-3">{targetOf(survey)}</td>
          <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(survey.createdAt)}</td>
          <td className="py-2 pr-3 text-right tabular-nums">{survey.answered}</td>
          <td className="py-2 pr-3 text-right tabular-nums">{survey.declined}</td>
          <td className="py-2 text-right tabular-nums">
            {survey.asked - survey.answered - survey.declined}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
