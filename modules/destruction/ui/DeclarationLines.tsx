// The lines of a declaration of destruction: the picker (delivered lines with batch and expiry,
// or the catalogue) and the table of chosen lines with quantity, batch and expiry per line.
import { useMemo, useState } from 'react';
import type { ReturnLineRow } from '../../returns/contract';
import { useArticleSearch } from '../../../src/catalogue/hooks';
import { destructionDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/FormField';
import { formatDay, searchLines } from '../../returns/ui';
import { type DraftLine, type LineField } from './logic';
import { CELL, HEAD } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = destructionDe;
const TABLE_BOX = 'relative overflow-x-auto rounded-md border border-slate-200 bg-white';
const SMALL = 'w-full rounded-md border px-2 py-1 text-sm';

export interface Candidate {
  readonly key: string;
  readonly pzn: string;
  readonly name: string;
  readonly source: string;
  readonly line: ReturnLineRow | null;
}

export function ArticlePicker({
  lines,
  onAdd,
}: {
  lines: readonly ReturnLineRow[];
  onAdd: (candidate: Candidate) => void;
}) {
  const [query, setQuery] = useState('');
  const catalogue = useArticleSearch(query.trim().length >= 3 ? query : '', 6);
  const candidates = useMemo((): Candidate[] => {
    if (query.trim().length < 3) return [];
    const fromLines = searchLines(lines, query)
      .slice(0, 6)
      .map((line) => ({
        key: `l-${line.id}`,
        pzn: line.pzn,
        name: line.name,
        source: t.form.fromDelivery(line.noteNo, line.day),
        line,
      }));
    const fromCatalogue = catalogue.results.map((article) => ({
      key: `c-${article.pzn}`,
      pzn: article.pzn,
      name: article.name,
      source: t.form.fromCatalogue,
      line: null,
    }));
    return [...fromLines, ...fromCatalogue];
  }, [catalogue.results, lines, query]);
  return (
    <div className="space-y-2">
      <Field label={t.form.search} hint={t.form.searchHint} error={undefined}>
        {(props) => (
          <input
            {...props}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      {query.trim().length >= 3 ? (
        candidates.length === 0 ? (
          <p className="text-sm text-slate-600">{t.form.searchNone}</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            data-testid="destruction-candidates"
          >
            {candidates.map((c) => (
              <li
                key={c.key}
                className="flex items-center justify-between gap-2 px-2 py-1.5 text-sm"
              >
                <span>
                  {c.name}{' '}
                  <span className="text-slate-600">{` · ${t.col.pzn} ${c.pzn} · ${c.source}`}</span>
                  {c.line?.batch ? (
                    <span className="text-slate-600">
                      {' '}
                      · {c.line.batch}
                      {c.line.expiry ? ` / ${formatDay(c.line.expiry)}` : ''}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={buttonClass('secondary', 'px-2 py-1')}
                  aria-label={t.form.addRow(c.name, c.source)}
                  onClick={() => {
                    onAdd(c);
                    setQuery('');
                  }}
                >
                  {t.form.add}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

export function LinesTable({
  lines,
  errors,
  onChange,
  onRemove,
}: {
  lines: readonly DraftLine[];
  errors: Record<string, Partial<Record<LineField, string>>>;
  onChange: (key: string, field: LineField, value: string) => void;
  onRemove: (key: string) => void;
}) {
  const input = (line: DraftLine, field: LineField, label: string) => {
    const error = errors[line.key]?.[field];
    const id = `${line.key}-${field}`;
    return (
      <>
        <input
          id={id}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${SMALL} ${error ? 'border-red-600' : 'border-slate-300'}`}
          value={line[field]}
          onChange={(event) => onChange(line.key, field, event.target.value)}
        />
        {error ? (
          <span id={`${id}-error`} className="block text-xs text-red-700">
            {error}
          </span>
        ) : null}
      </>
    );
  };
  return (
    <PlainTable
      box={TABLE_BOX}
      testId="destruction-lines"
      caption={t.form.lines}
      head={[
        ...headCells(HEAD, t.col.pzn, t.col.article),
        ...headCells(`${HEAD} w-24`, t.col.quantity),
        ...headCells(`${HEAD} w-32`, t.col.batch, t.col.expiry),
        srOnlyHead(t.col.actions, HEAD),
      ]}
    >
      {lines.map((line) => (
        <tr key={line.key} data-testid="destruction-line">
          <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
          <td className={CELL}>{line.name}</td>
          <td className={CELL}>{input(line, 'quantity', t.form.lineQuantity(line.name))}</td>
          <td className={CELL}>{input(line, 'batch', t.form.lineBatch(line.name))}</td>
          <td className={CELL}>{input(line, 'expiry', t.form.lineExpiry(line.name))}</td>
          <td className={`${CELL} text-right`}>
            <button
              type="button"
              className={buttonClass('ghost', 'px-2 py-1')}
              aria-label={t.form.removeRow(line.name)}
              onClick={() => onRemove(line.key)}
            >
              {t.form.remove}
            </button>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
