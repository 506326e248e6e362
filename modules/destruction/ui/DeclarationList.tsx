// The declarations of destruction with their status in words (valid, replaced, replacing
// another), a PDF each and the button that starts a correction.
import { destructionPdfPath, type DestructionRow } from '../contract';
import { LOCAL_VERSION } from '../../../src/api/fields';
import { API_BASE } from '../../../src/api/paths';
import { destructionDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { formatDay } from '../../returns/ui';
import { replacements } from './logic';
import { CELL, HEAD, EMPTY } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { TitledSection } from '../../../src/ui/TitledSection';
import { UntilFirstSync } from '../../../src/features/sync';

const t = destructionDe;
const TABLE_BOX = 'relative overflow-x-auto rounded-md border border-slate-200 bg-white';

export function DeclarationList({
  declarations,
  onCorrect,
}: {
  declarations: readonly DestructionRow[];
  onCorrect: (row: DestructionRow) => void;
}) {
  const replacedBy = replacements(declarations);
  const byId = new Map(declarations.map((d) => [d.id, d]));
  const sorted = [...declarations].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return (
    <TitledSection titleId="destruction-list-title" title={t.list.title} className="space-y-2">
      {sorted.length === 0 ? (
        <UntilFirstSync collections="destructions">
          <p className={EMPTY}>{t.list.empty}</p>
        </UntilFirstSync>
      ) : (
        <>
          <PlainTable
            box={TABLE_BOX}
            testId="destruction-list"
            caption={t.list.caption}
            head={[
              ...headCells(
                HEAD,
                t.col.day,
                t.col.reason,
                t.col.lines,
                t.col.witness,
                t.col.declaredBy,
                t.col.status,
              ),
              srOnlyHead(t.col.actions, HEAD),
            ]}
          >
            {sorted.map((row) => {
              const replacement = replacedBy.get(row.id);
              const replaced = row.replacesId ? byId.get(row.replacesId) : undefined;
              const queued = row.version === LOCAL_VERSION;
              const strike = replacement ? 'text-slate-500 line-through' : '';
              return (
                <tr
                  key={row.id}
                  data-testid="destruction-row"
                  data-replaced={replacement ? 'true' : 'false'}
                >
                  <td className={`${CELL} whitespace-nowrap ${strike}`}>{formatDay(row.day)}</td>
                  <td className={`${CELL} ${strike}`}>
                    {t.reason[row.reason]}
                    {row.note ? (
                      <span className="block text-xs text-slate-600">{row.note}</span>
                    ) : null}
                  </td>
                  <td className={`${CELL} ${strike}`}>
                    {t.list.lines(row.lines.length)}
                    <span className="block text-xs text-slate-600">
                      {row.lines.map((l) => `${l.quantity} × ${l.name} (${l.batch})`).join('; ')}
                    </span>
                  </td>
                  <td className={CELL}>
                    {row.witnessName}
                    <span className="block text-xs text-slate-600">{row.witnessFunction}</span>
                  </td>
                  <td className={CELL}>{row.declaredBy}</td>
                  <td className={CELL} data-testid="destruction-status">
                    {replacement ? (
                      <span>
                        <span aria-hidden="true">✕ </span>
                        {t.list.replaced(replacement.day)}
                      </span>
                    ) : (
                      <span>
                        <span aria-hidden="true">✓ </span>
                        {t.list.valid}
                      </span>
                    )}
                    {replaced ? (
                      <span className="block text-xs text-slate-600">
                        {t.list.replaces(replaced.day)}: {row.correctionNote}
                      </span>
                    ) : null}
                    {queued ? (
                      <span className="block text-xs text-slate-600">{t.list.queued}</span>
                    ) : null}
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-right`}>
                    {queued ? null : (
                      <a
                        className={buttonClass('secondary', 'px-2 py-1')}
                        href={`${API_BASE}${destructionPdfPath(row.id)}`}
                        download
                        aria-label={t.list.pdfRow(row.day)}
                        data-testid="destruction-pdf"
                      >
                        {t.list.pdf}
                      </a>
                    )}
                    {replacement ? null : (
                      <button
                        type="button"
                        className={buttonClass('ghost', 'ml-1 px-2 py-1')}
                        aria-label={t.list.correctRow(row.day)}
                        onClick={() => onCorrect(row)}
                      >
                        {t.list.correct}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </PlainTable>
          <p className="text-xs text-slate-500">{t.list.pdfOffline}</p>
        </>
      )}
    </TitledSection>
  );
}
