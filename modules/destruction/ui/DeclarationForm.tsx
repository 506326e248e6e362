// The form for a new declaration of destruction or a correction (a new declaration replacing an
// earlier one): lines, reason, date, witness and declarant, checked before mutate() queues it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DESTRUCTION_REASONS, type DestructionReason, type DestructionRow } from '../contract';
import type { ReturnLineRow } from '../../returns/contract';
import { mutate, newId } from '../../../src/db';
import { destructionDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/FormField';
import { formatDay, todayVienna } from '../../returns/ui';
import {
  checkDeclaration,
  type DeclarationField,
  type DeclarationInput,
  type DraftLine,
  type LineField,
} from './logic';
import { errorText } from '../../../src/ui/register/formHelpers';
import { EMPTY, CARD } from '../../../src/ui/register/styles';
import { ArticlePicker, LinesTable } from './DeclarationLines';
const t = destructionDe;

export const draftOf = (row: DestructionRow): DraftLine[] =>
  row.lines.map((l, i) => ({
    key: `d${i}-${l.pzn}`,
    pzn: l.pzn,
    name: l.name,
    quantity: String(l.quantity),
    batch: l.batch,
    expiry: formatDay(l.expiry),
    deliveryLineId: l.deliveryLineId,
  }));

export function DeclarationForm({
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
