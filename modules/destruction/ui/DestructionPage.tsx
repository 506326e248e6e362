// Declarations of destruction (Vernichtungserklärung, issue 15) of the current delivery
// customer: the declarations with their status in words (valid, replaced, replacing another) and
// a PDF each, and the form for a new declaration or a correction: lines from the delivery lines
// (with batch and expiry) or the catalogue, quantity, batch and expiry per line, reason, date,
// witness and declarant. Append-only: a correction is a new declaration replacing the earlier
// one, which stays. Reads and writes the local database, so it works offline; the PDF is made by
// the server (online, once the declaration is sent).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  DESTRUCTION_REASONS,
  destructionPdfPath,
  type DestructionReason,
  type DestructionRow,
} from '../contract';
import { LOCAL_VERSION } from '../../../src/api/fields';
import { API_BASE } from '../../../src/api/paths';
import type { ReturnLineRow } from '../../returns/contract';
import { useArticleSearch } from '../../../src/catalogue/hooks';
import { mutate, newId } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { destructionDe } from '../texts.de';
import { Button, buttonClass } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { Field } from '../../../src/ui/FormField';
import { formatDay, searchLines, todayVienna } from '../../returns/ui';
import {
  checkDeclaration,
  replacements,
  type DeclarationField,
  type DeclarationInput,
  type DraftLine,
  type LineField,
} from './logic';
import { useDestructions } from './useDestructions';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CELL, HEAD, EMPTY, CARD } from '../../../src/ui/register/styles';

const t = destructionDe;
const TABLE_BOX = 'relative overflow-x-auto rounded-md border border-slate-200 bg-white';
const SMALL = 'w-full rounded-md border px-2 py-1 text-sm';

interface Candidate {
  readonly key: string;
  readonly pzn: string;
  readonly name: string;
  readonly source: string;
  readonly line: ReturnLineRow | null;
}

function ArticlePicker({
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

function LinesTable({
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
    <div className={TABLE_BOX}>
      <table className="min-w-full text-sm" data-testid="destruction-lines">
        <caption className="sr-only">{t.form.lines}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={HEAD}>
              {t.col.pzn}
            </th>
            <th scope="col" className={HEAD}>
              {t.col.article}
            </th>
            <th scope="col" className={`${HEAD} w-24`}>
              {t.col.quantity}
            </th>
            <th scope="col" className={`${HEAD} w-32`}>
              {t.col.batch}
            </th>
            <th scope="col" className={`${HEAD} w-32`}>
              {t.col.expiry}
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">{t.col.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}

const draftOf = (row: DestructionRow): DraftLine[] =>
  row.lines.map((l, i) => ({
    key: `d${i}-${l.pzn}`,
    pzn: l.pzn,
    name: l.name,
    quantity: String(l.quantity),
    batch: l.batch,
    expiry: formatDay(l.expiry),
    deliveryLineId: l.deliveryLineId,
  }));

function DeclarationForm({
  lieferkundeNr,
  lines,
  correcting,
  userName,
  onDone,
  onCancel,
}: {
  lieferkundeNr: number;
  lines: readonly ReturnLineRow[];
  correcting: DestructionRow | null;
  userName: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const today = todayVienna();
  const [input, setInput] = useState<DeclarationInput>(() => ({
    day: formatDay(correcting?.day ?? today),
    reason: correcting?.reason ?? '',
    note: correcting?.note ?? '',
    witnessName: correcting?.witnessName ?? '',
    witnessFunction: correcting?.witnessFunction ?? '',
    declaredBy: correcting?.declaredBy ?? userName,
    correctionNote: '',
  }));
  const [draft, setDraft] = useState<DraftLine[]>(() => (correcting ? draftOf(correcting) : []));
  const [errors, setErrors] = useState<Partial<Record<DeclarationField, string>>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, Partial<Record<LineField, string>>>>(
    {},
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // 'Berichtigen' takes the focus to the correction form.
  useEffect(() => {
    if (correcting) heading.current?.focus();
  }, [correcting]);
  const set = <K extends keyof DeclarationInput>(key: K, value: DeclarationInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));

  const add = (c: { pzn: string; name: string; line: ReturnLineRow | null }) =>
    setDraft((previous) => [
      ...previous,
      {
        key: newId(),
        pzn: c.pzn,
        name: c.name,
        quantity: '1',
        batch: c.line?.batch ?? '',
        expiry: c.line?.expiry ? formatDay(c.line.expiry) : '',
        deliveryLineId: c.line?.id ?? null,
      },
    ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDeclaration(input, draft, { today, correcting: correcting !== null });
    if (!checked.ok) {
      setErrors(checked.errors);
      setLineErrors(checked.lineErrors);
      return;
    }
    setErrors({});
    setLineErrors({});
    const value = checked.value;
    try {
      await mutate('destruction.declare', {
        id: newId(),
        lieferkundeNr,
        day: value.day,
        reason: value.reason,
        note: value.note,
        lines: value.lines,
        witnessName: value.witnessName,
        witnessFunction: value.witnessFunction,
        declaredBy: value.declaredBy,
        replacesId: correcting?.id ?? null,
        correctionNote: correcting ? value.correctionNote : '',
      });
      onDone(t.form.sent);
    } catch (error) {
      onDone(errorText(error));
    }
  };

  return (
    <form
      className={`${CARD} space-y-3`}
      aria-labelledby="destruction-form-title"
      data-testid="destruction-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2
        id="destruction-form-title"
        ref={heading}

        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        {correcting ? t.form.correctTitle(correcting.day) : t.form.title}
      </h2>
      {correcting ? <p className="text-sm text-slate-700">{t.form.correctHint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.form.day} error={errors.day}>
          {(props) => (
            <input {...props} value={input.day} onChange={(e) => set('day', e.target.value)} />
          )}
        </Field>
        <Field label={t.form.reason} error={errors.reason}>
          {(props) => (
            <select
              {...props}
              value={input.reason}
              onChange={(e) => set('reason', e.target.value as DestructionReason | '')}
            >
              <option value="">{t.form.reasonPick}</option>
              {DESTRUCTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t.reason[reason]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t.form.note} error={errors.note}>
        {(props) => (
          <input {...props} value={input.note} onChange={(e) => set('note', e.target.value)} />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t.form.lines}</legend>
        {draft.length === 0 ? (
          <p className={`${EMPTY} p-3 text-sm`}>{t.form.noLines}</p>
        ) : (
          <LinesTable
            lines={draft}
            errors={lineErrors}
            onChange={(key, field, value) =>
              setDraft((previous) =>
                previous.map((l) => (l.key === key ? { ...l, [field]: value } : l)),
              )
            }
            onRemove={(key) => setDraft((previous) => previous.filter((l) => l.key !== key))}
          />
        )}
        {errors.lines ? (
          <p className="text-sm text-red-700" role="alert">
            {errors.lines}
          </p>
        ) : null}
        <ArticlePicker lines={lines} onAdd={add} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t.form.witnessName} error={errors.witnessName}>
          {(props) => (
            <input
              {...props}
              value={input.witnessName}
              onChange={(e) => set('witnessName', e.target.value)}
            />
          )}
        </Field>
        <Field label={t.form.witnessFunction} error={errors.witnessFunction}>
          {(props) => (
            <input
              {...props}
              value={input.witnessFunction}
              onChange={(e) => set('witnessFunction', e.target.value)}
            />
          )}
        </Field>
        <Field label={t.form.declaredBy} error={errors.declaredBy}>
          {(props) => (
            <input
              {...props}
              value={input.declaredBy}
              onChange={(e) => set('declaredBy', e.target.value)}
            />
          )}
        </Field>
      </div>
      {correcting ? (
        <Field label={t.form.correctionNote} error={errors.correctionNote}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={input.correctionNote}
              onChange={(e) => set('correctionNote', e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{correcting ? t.form.submitCorrection : t.form.submit}</Button>
        {correcting ? (
          <Button variant="secondary" onClick={onCancel}>
            {t.form.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function DeclarationList({
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
    <section aria-labelledby="destruction-list-title" className="space-y-2">
      <h2 id="destruction-list-title" className="text-lg font-semibold text-slate-900">
        {t.list.title}
      </h2>
      {sorted.length === 0 ? (
        <p className={EMPTY}>{t.list.empty}</p>
      ) : (
        <>
          <div className={TABLE_BOX}>
            <table className="min-w-full text-sm" data-testid="destruction-list">
              <caption className="sr-only">{t.list.caption}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={HEAD}>
                    {t.col.day}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.reason}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.lines}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.witness}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.declaredBy}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t.col.status}
                  </th>
                  <th scope="col" className={HEAD}>
                    <span className="sr-only">{t.col.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
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
                      <td className={`${CELL} whitespace-nowrap ${strike}`}>
                        {formatDay(row.day)}
                      </td>
                      <td className={`${CELL} ${strike}`}>
                        {t.reason[row.reason]}
                        {row.note ? (
                          <span className="block text-xs text-slate-600">{row.note}</span>
                        ) : null}
                      </td>
                      <td className={`${CELL} ${strike}`}>
                        {t.list.lines(row.lines.length)}
                        <span className="block text-xs text-slate-600">
                          {row.lines
                            .map((l) => `${l.quantity} × ${l.name} (${l.batch})`)
                            .join('; ')}
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
              </tbody>
            </table>
          </div>
          <p className="text-xs text-slate-500">{t.list.pdfOffline}</p>
        </>
      )}
    </section>
  );
}

export function DestructionPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const userName = me?.user.benutzerandruckname ?? '';
  const data = useDestructions(lieferkundeNr);
  const [status, setStatus] = useState('');
  const [correcting, setCorrecting] = useState<DestructionRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="destruction-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.destruction}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>
      <p
        ref={statusRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className="text-sm text-brand-700"
        data-testid="destruction-status-line"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : !data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <DeclarationList
            declarations={data.declarations}
            onCorrect={(row) => {
              setCorrecting(row);
              setFormKey((k) => k + 1);
            }}
          />
          <DeclarationForm
            key={formKey}
            lieferkundeNr={lieferkundeNr}
            lines={data.lines}
            correcting={correcting}
            userName={userName}
            onCancel={() => {
              setCorrecting(null);
              setFormKey((k) => k + 1);
            }}
            onDone={(message) => {
              setStatus(message);
              setCorrecting(null);
              setFormKey((k) => k + 1);
              statusRef.current?.focus();
            }}
          />
        </>
      )}
    </section>
  );
}
