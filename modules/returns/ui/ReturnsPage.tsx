// Returns (Retourenanmeldung, issue 15) of the current delivery customer: the rules in words, the
// delivered lines of the last 120 days (search by PZN, article or note number; newest first) with
// what is still returnable and which rules apply, the form to announce a return of one line, and
// the returns with their number and status in words, each with its details. Everything reads and
// writes the local database, so it works offline; an announcement is queued and sent once, and
// its number ('wird vergeben' until then) comes from the server.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { LOCAL_VERSION } from '../../../src/api/fields';
import type { ReturnLineRow, ReturnRow } from '../contract';
import {
  creditAtAep,
  lastDayFor,
  RETURN_REASONS,
  returnableQuantity,
  ruleProblem,
  type ReturnReason,
} from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { returnsDe } from '../texts.de';
import { Button, buttonClass } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { PageFrame } from '../../../src/ui/PageFrame';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { Field } from '../../../src/ui/FormField';
import { DayField, QuantityField, SelectField, TextInputField } from '../../../src/ui/fields';
import { Check } from '../../../src/ui/register/Check';
import {
  checkReturn,
  formatDay,
  ruleText,
  searchLines,
  todayUtc,
  type ReturnField,
  type ReturnInput,
} from './logic';
import { useReturns } from './useReturns';
import { errorText } from '../../../src/ui/register/formHelpers';
import { EMPTY, CARD } from '../../../src/ui/register/styles';

const t = returnsDe;
const SHOWN_MAX = 20;

/** Status in words with a symbol (never colour alone). */
const STATE_MARK = { announced: '◷', approved: '✓', rejected: '✕', credited: '€' } as const;

function Rules() {
  return (
    <section aria-labelledby="return-rules-title" className={`${CARD} bg-slate-50`}>
      <h2 id="return-rules-title" className="font-semibold text-slate-900">
        {t.rules.title}
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {t.rules.list.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

function lineHints(line: ReturnLineRow, left: number, today: string): string[] {
  const hints: string[] = [];
  if (line.narcotic) hints.push(t.rules.narcoticFlag);
  if (line.cold) hints.push(t.rules.cold);
  const wrongOrderLast = lastDayFor('wrongOrder', line);
  if (wrongOrderLast && wrongOrderLast >= today && !line.narcotic) {
    hints.push(t.rules.deadline(formatDay(wrongOrderLast)));
  }
  if (left === 0) hints.push(t.rules.nothingLeft);
  return hints;
}

/** The delivered lines' columns: what was delivered, what is left, the hints, choosing one. */
const lineColumns = (
  returns: readonly ReturnRow[],
  today: string,
  onChoose: (line: ReturnLineRow) => void,
): Column<ReturnLineRow>[] => [
  {
    key: 'day',
    header: t.col.day,
    cell: (line) => formatDay(line.day),
    className: 'whitespace-nowrap',
  },
  { key: 'note', header: t.col.note, cell: (line) => line.noteNo },
  { key: 'pzn', header: t.col.pzn, cell: (line) => line.pzn, className: 'tabular-nums' },
  { key: 'article', header: t.col.article, cell: (line) => line.name, primary: true },
  { key: 'delivered', header: t.col.delivered, cell: (line) => line.quantity, align: 'right' },
  {
    key: 'returnable',
    header: t.col.returnable,
    cell: (line) => returnableQuantity(line, returns),
    align: 'right',
  },
  {
    key: 'hints',
    header: t.col.hints,
    cell: (line) => lineHints(line, returnableQuantity(line, returns), today).join(' · '),
    className: 'text-xs text-slate-700',
  },
  {
    key: 'actions',
    header: t.col.actions,
    action: true,
    align: 'right',
    cell: (line) => (
      <button
        type="button"
        className={buttonClass('secondary', 'px-2 py-1')}
        aria-label={t.search.chooseRow(line.name, line.noteNo)}
        disabled={returnableQuantity(line, returns) === 0 || line.narcotic}
        onClick={() => onChoose(line)}
      >
        {t.search.choose}
      </button>
    ),
  },
];

function LinePicker({
  lines,
  returns,
  today,
  onChoose,
}: {
  lines: readonly ReturnLineRow[];
  returns: readonly ReturnRow[];
  today: string;
  onChoose: (line: ReturnLineRow) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchLines(lines, query), [lines, query]);
  const shown = found.slice(0, SHOWN_MAX);
  return (
    <section aria-labelledby="return-lines-title" className="space-y-2">
      <h2 id="return-lines-title" className="text-lg font-semibold text-slate-900">
        {t.search.title}
      </h2>
      {lines.length === 0 ? (
        <p className={EMPTY}>{t.search.none}</p>
      ) : (
        <>
          <TextInputField
            label={t.search.label}
            hint={t.search.hint}
            error={undefined}
            type="search"
            value={query}
            onChange={setQuery}
          />
          {shown.length === 0 ? (
            <p className={EMPTY}>{t.search.empty}</p>
          ) : (
            <DataTable
              columns={lineColumns(returns, today, onChoose)}
              rows={shown}
              rowKey={(line) => line.id}
              caption={t.search.caption}
              testId="return-lines"
              rowAttributes={() => ({ 'data-testid': 'return-line' })}
            />
          )}
          {found.length > shown.length ? (
            <p className="text-xs text-slate-600">{t.search.more(shown.length, found.length)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReturnForm({
  line,
  returns,
  today,
  onDone,
  onCancel,
}: {
  line: ReturnLineRow;
  returns: readonly ReturnRow[];
  today: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [input, setInput] = useState<ReturnInput>({
    quantity: '1',
    reason: '',
    note: '',
    batch: line.batch ?? '',
    expiry: line.expiry ? formatDay(line.expiry) : '',
    storage: false,
    coldChain: false,
  });
  const [errors, setErrors] = useState<Partial<Record<ReturnField, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus goes to the form once a line is chosen.
  useEffect(() => heading.current?.focus(), []);
  const left = returnableQuantity(line, returns);
  const set = <K extends ReturnField>(key: K, value: ReturnInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  // The rule of the chosen reason shows at once, not only on submit.
  const problem = input.reason ? ruleProblem(input.reason, line, today) : null;
  const reasonError =
    errors.reason ?? (problem && input.reason ? ruleText(problem, input.reason) : undefined);
  const quantity = Number(input.quantity);
  const expected =
    Number.isInteger(quantity) && quantity > 0
      ? formatEuro(creditAtAep(quantity, line.aepCents))
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkReturn(input, line, returns, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await mutate('return.announce', {
        id: newId(),
        lieferkundeNr: line.lieferkundeNr,
        deliveryLineId: line.id,
        quantity: checked.quantity,
        reason: checked.reason,
        note: checked.note,
        batch: checked.batch,
        expiry: checked.expiry,
        storageConfirmed: true,
        coldChainConfirmed: checked.coldChain,
      });
      onDone(t.form.sent(line.name));
    } catch (error) {
      onDone(errorText(error));
    }
  };

  return (
    <form
      className={`${CARD} space-y-3`}
      aria-labelledby="return-form-title"
      data-testid="return-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div>
        <h2
          id="return-form-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t.form.title}
        </h2>
        <p className="text-sm text-slate-700">{t.form.line(line.name, line.noteNo, line.day)}</p>
        <p className="text-xs text-slate-600">
          {[`PZN ${line.pzn}`, line.cold ? t.rules.cold : '', t.form.quantityHint(left)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <QuantityField
          label={t.form.quantity}
          hint={t.form.quantityHint(left)}
          error={errors.quantity}
          value={input.quantity}
          onChange={(value) => set('quantity', value)}
        />
        <SelectField<ReturnReason>
          label={t.form.reason}
          error={reasonError}
          value={input.reason}
          onChange={(value) => set('reason', value)}
          placeholder={t.form.reasonPick}
          options={RETURN_REASONS.map((reason) => ({ value: reason, label: t.reason[reason] }))}
        />
        <TextInputField
          label={t.form.batch}
          error={errors.batch}
          value={input.batch}
          maxLength={40}
          onChange={(value) => set('batch', value)}
        />
        <DayField
          label={t.form.expiry}
          error={errors.expiry}
          value={input.expiry}
          onChange={(value) => set('expiry', value)}
        />
      </div>
      <Field
        label={input.reason === 'other' ? t.form.noteRequired : t.form.note}
        error={errors.note}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            value={input.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
      <Check
        label={t.form.storage}
        checked={input.storage}
        error={errors.storage}
        onChange={(checked) => set('storage', checked)}
      />
      {line.cold ? (
        <Check
          label={t.form.coldChain}
          checked={input.coldChain}
          error={errors.coldChain}
          onChange={(checked) => set('coldChain', checked)}
        />
      ) : null}
      {expected ? (
        <p className="text-sm text-slate-700">{t.form.expectedCredit(expected)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t.form.submit}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}

function StateText({ row }: { row: ReturnRow }) {
  return (
    <span data-testid="return-status">
      <span aria-hidden="true">{STATE_MARK[row.status]} </span>
      {t.state[row.status]}
    </span>
  );
}

function ReturnDetail({ row, onClose }: { row: ReturnRow; onClose: () => void }) {
  const no = row.returnNo ?? t.numberPending;
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus goes to the details when they open (keyboard and screen reader users).
  useEffect(() => heading.current?.focus(), [row.id]);
  const facts: [string, string][] = [
    [t.detail.article, `${row.name} (PZN ${row.pzn})`],
    [t.detail.delivery, `${row.noteNo}, ${formatDay(row.deliveryDay)}`],
    [t.detail.quantity, t.packs(row.quantity)],
    [t.detail.reason, t.reason[row.reason]],
    ...(row.note ? [[t.detail.note, row.note] as [string, string]] : []),
    [t.detail.batch, `${row.batch} / ${formatDay(row.expiry)}`],
    [
      t.detail.confirmations,
      [t.detail.storageOk, row.coldChainConfirmed ? t.detail.coldChainOk : '']
        .filter(Boolean)
        .join('; '),
    ],
    ...(row.statusNote ? [[t.detail.statusNote, row.statusNote] as [string, string]] : []),
    ...(row.creditNoteNo && row.creditCents !== null
      ? [
          [t.detail.credit, t.detail.creditText(row.creditNoteNo, formatEuro(row.creditCents))] as [
            string,
            string,
          ],
        ]
      : []),
    [t.detail.by, `${row.createdBy}, ${formatDay(row.createdAt.slice(0, 10))}`],
  ];
  return (
    <section
      aria-labelledby="return-detail-title"
      className={`${CARD} space-y-2`}
      data-testid="return-detail"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id="return-detail-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t.detail.title(no)}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t.detail.close}
        </Button>
      </div>
      <p className="text-sm">
        {t.detail.status}: <StateText row={row} />
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The announced returns' columns: number (or pending), article, status in words, details. */
const returnColumns = (onDetails: (row: ReturnRow) => void): Column<ReturnRow>[] => [
  {
    key: 'number',
    header: t.col.number,
    testId: 'return-number',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {row.returnNo ?? <span className="italic text-slate-600">{t.numberPending}</span>}
        {row.version === LOCAL_VERSION ? (
          <span className="block text-xs text-slate-600">{t.list.queued}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'announced',
    header: t.col.announced,
    cell: (row) => formatDay(row.createdAt.slice(0, 10)),
    className: 'whitespace-nowrap',
  },
  {
    key: 'article',
    header: t.col.article,
    primary: true,
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-xs text-slate-600">{`${t.col.pzn} ${row.pzn}`}</span>
      </>
    ),
  },
  { key: 'quantity', header: t.col.quantity, cell: (row) => row.quantity, align: 'right' },
  { key: 'reason', header: t.col.reason, cell: (row) => t.reason[row.reason] },
  { key: 'status', header: t.col.status, cell: (row) => <StateText row={row} /> },
  {
    key: 'credit',
    header: t.col.credit,
    align: 'right',
    cell: (row) => (row.creditCents !== null ? formatEuro(row.creditCents) : '–'),
  },
  {
    key: 'actions',
    header: t.col.actions,
    action: true,
    align: 'right',
    cell: (row) => (
      <button
        type="button"
        className={buttonClass('ghost', 'px-2 py-1')}
        aria-label={t.list.detailsRow(row.returnNo ?? t.numberPending, row.name)}
        onClick={() => onDetails(row)}
      >
        {t.list.details}
      </button>
    ),
  },
];

function ReturnList({
  returns,
  onDetails,
}: {
  returns: readonly ReturnRow[];
  onDetails: (row: ReturnRow) => void;
}) {
  const sorted = [...returns].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return (
    <section aria-labelledby="return-list-title" className="space-y-2">
      <h2 id="return-list-title" className="text-lg font-semibold text-slate-900">
        {t.list.title}
      </h2>
      {sorted.length === 0 ? (
        <p className={EMPTY}>{t.list.empty}</p>
      ) : (
        <DataTable
          columns={returnColumns(onDetails)}
          rows={sorted}
          rowKey={(row) => row.id}
          caption={t.list.caption}
          testId="return-list"
          rowAttributes={(row) => ({
            'data-testid': 'return-row',
            'data-queued': row.version === LOCAL_VERSION,
          })}
        />
      )}
    </section>
  );
}

export function ReturnsPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const data = useReturns(lieferkundeNr);
  const today = todayUtc();
  const [status, setStatus] = useState('');
  const [chosen, setChosen] = useState<ReturnLineRow | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const detail = data?.returns.find((r) => r.id === detailId) ?? null;

  return (
    <PageFrame title={de.screens.returnRegistration} lead={t.intro} testId="returns-page">
      <p
        ref={statusRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className="text-sm text-brand-700"
        data-testid="returns-status"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : !data ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <Rules />
          {detail ? <ReturnDetail row={detail} onClose={() => setDetailId(null)} /> : null}
          {chosen ? (
            <ReturnForm
              key={chosen.id}
              line={chosen}
              returns={data.returns}
              today={today}
              onCancel={() => setChosen(null)}
              onDone={(message) => {
                setStatus(message);
                setChosen(null);
                statusRef.current?.focus();
              }}
            />
          ) : (
            <LinePicker
              lines={data.lines}
              returns={data.returns}
              today={today}
              onChoose={setChosen}
            />
          )}
          <ReturnList returns={data.returns} onDetails={(row) => setDetailId(row.id)} />
        </>
      )}
    </PageFrame>
  );
}
