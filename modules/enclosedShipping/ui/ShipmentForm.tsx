// Enclosed shipping's form (issue 15): announces what travels with the wholesaler's delivery,
// checked by the module's rules before it is queued (offline too); the German message stands at
// the field and the values stay.
import { useState, type FormEvent } from 'react';
import type { ShippingSiteRow } from '../contract';
import { KINDS_OF, TOURS, type ShipmentKind, type ShippingVariant, type Tour } from '../rules';
import { mutate, newId, useSyncStatus } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { enclosedShippingDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/FormField';
import { TextField } from '../../../src/ui/TextField';
import {
  germanDay,
  todayVienna,
  validateDraft,
  type DraftErrors,
  type ShipmentDraft,
} from './logic';

const t = enclosedShippingDe;

const emptyDraft = (variant: ShippingVariant): ShipmentDraft => ({
  variant,
  kind: KINDS_OF[variant][0] ?? 'documents',
  packages: '1',
  description: '',
  siteId: '',
  tourDay: germanDay(todayVienna()),
  tour: 'morning',
  note: '',
});

const FIELD_ORDER: readonly (keyof ShipmentDraft)[] = [
  'kind',
  'packages',
  'description',
  'siteId',
  'tourDay',
  'note',
];

export function ShipmentForm({
  lieferkundeNr,
  variants,
  sites,
  onDone,
}: {
  lieferkundeNr: number;
  variants: readonly ShippingVariant[];
  sites: readonly ShippingSiteRow[];
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<ShipmentDraft>(() => emptyDraft(variants[0] ?? 'enclosed'));
  const [errors, setErrors] = useState<DraftErrors>({});
  const { connectivity } = useSyncStatus();
  const set = <K extends keyof ShipmentDraft>(key: K, value: ShipmentDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const f = t.form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateDraft(draft, todayVienna());
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      form.querySelector<HTMLElement>(`[name="${first ?? ''}"]`)?.focus();
      return;
    }
    try {
      await mutate('enclosedShipping.announce', { ...checked.value, id: newId(), lieferkundeNr });
    } catch (failure) {
      setErrors({
        note: failure instanceof Error && failure.message ? failure.message : de.errors.generic,
      });
      return;
    }
    const site = sites.find((s) => s.id === checked.value.siteId)?.name ?? '';
    setErrors({});
    setDraft(emptyDraft(draft.variant));
    onDone(
      `${f.saved(checked.value.packages, site)}${connectivity === 'online' ? '' : ` ${f.savedOffline}`}`,
    );
  };

  return (
    <form
      aria-label={f.title}
      data-testid="enclosed-shipping-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      {variants.length > 1 ? (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{f.variant}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {variants.map((variant) => (
              <label key={variant} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="variant"
                  value={variant}
                  checked={draft.variant === variant}
                  onChange={() =>
                    setDraft((current) => ({
                      ...current,
                      variant,
                      kind: KINDS_OF[variant].includes(current.kind)
                        ? current.kind
                        : (KINDS_OF[variant][0] ?? 'documents'),
                    }))
                  }
                />
                {t.variant[variant]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700 sm:col-span-2">
          {f.variant}: {t.variant[draft.variant]}
        </p>
      )}
      <Field label={f.kind} error={errors.kind}>
        {(control) => (
          <select
            {...control}
            name="kind"
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as ShipmentKind)}
          >
            {KINDS_OF[draft.variant].map((kind) => (
              <option key={kind} value={kind}>
                {t.kind[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={f.packages}
        name="packages"
        value={draft.packages}
        onChange={(value) => set('packages', value)}
        error={errors.packages}
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <TextField
          label={f.description}
          name="description"
          value={draft.description}
          onChange={(value) => set('description', value)}
          error={errors.description}
          placeholder={f.descriptionHint}
          autoComplete="off"
        />
      </div>
      <Field label={f.site} error={errors.siteId}>
        {(control) => (
          <select
            {...control}
            name="siteId"
            value={draft.siteId}
            onChange={(event) => set('siteId', event.target.value)}
          >
            <option value="">{f.chooseSite}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={f.tourDay}
        name="tourDay"
        value={draft.tourDay}
        onChange={(value) => set('tourDay', value)}
        error={errors.tourDay}
        autoComplete="off"
      />
      <Field label={f.tour} error={undefined}>
        {(control) => (
          <select
            {...control}
            name="tour"
            value={draft.tour}
            onChange={(event) => set('tour', event.target.value as Tour)}
          >
            {TOURS.map((tour) => (
              <option key={tour} value={tour}>
                {t.tour[tour]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={f.note} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={2}
            value={draft.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit">{f.submit}</Button>
      </div>
    </form>
  );
}
