// Enclosed shipping (Beipackanmeldung, issue 15) of the current delivery customer: a form to
// announce what travels with the wholesaler's delivery, and the list of announcements with their
// status in words. Everything reads and writes the local database, so it works offline; an
// announcement or a cancel is queued and sent once. A user with only the role 'Beipackanmeldung
// Dokumente an Betriebsstätte' sees only that variant.
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { EnclosedShipmentRow, ShippingSiteRow } from '../contract';
import {
  KINDS_OF,
  mayCancel,
  TOURS,
  variantsOf,
  type ShipmentKind,
  type ShippingVariant,
  type Tour,
} from '../rules';
import { mutate, newId, useDb, useLiveQuery, useSyncStatus } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { enclosedShippingDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Spinner } from '../../../src/ui/Spinner';
import { TextField } from '../../../src/ui/TextField';
import { useMe } from '../../../src/features/auth';
import {
  germanDay,
  sortShipments,
  todayVienna,
  validateDraft,
  type DraftErrors,
  type ShipmentDraft,
} from './logic';
import { PageFrame } from '../../../src/ui/PageFrame';
import { ScrollBox } from '../../../src/ui/ScrollBox';

const t = enclosedShippingDe;
const CELL = 'px-2 py-1.5 align-top';
const INPUT =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

function useShipping(lieferkundeNr: number | null) {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const sites = await db.shippingSites.toArray();
    sites.sort((a, b) => a.name.localeCompare(b.name, 'de'));
    if (lieferkundeNr === null) return { sites, shipments: [] as EnclosedShipmentRow[] };
    const shipments = await db.enclosedShipments
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .toArray();
    return { sites, shipments: sortShipments(shipments) };
  }, [db, lieferkundeNr]);
}

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

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const FIELD_ORDER: readonly (keyof ShipmentDraft)[] = [
  'kind',
  'packages',
  'description',
  'siteId',
  'tourDay',
  'note',
];

function ShipmentForm({
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

  const border = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');
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
        {({ id, describedBy }) => (
          <select
            id={id}
            name="kind"
            value={draft.kind}
            aria-describedby={describedBy}
            aria-invalid={errors.kind ? true : undefined}
            onChange={(event) => set('kind', event.target.value as ShipmentKind)}
            className={`${INPUT} ${border(errors.kind)}`}
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
        {({ id, describedBy }) => (
          <select
            id={id}
            name="siteId"
            value={draft.siteId}
            aria-describedby={describedBy}
            aria-invalid={errors.siteId ? true : undefined}
            onChange={(event) => set('siteId', event.target.value)}
            className={`${INPUT} ${border(errors.siteId)}`}
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
        {({ id }) => (
          <select
            id={id}
            name="tour"
            value={draft.tour}
            onChange={(event) => set('tour', event.target.value as Tour)}
            className={`${INPUT} border-slate-300`}
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
        {({ id, describedBy }) => (
          <textarea
            id={id}
            name="note"
            rows={2}
            value={draft.note}
            aria-describedby={describedBy}
            aria-invalid={errors.note ? true : undefined}
            onChange={(event) => set('note', event.target.value)}
            className={`${INPUT} ${border(errors.note)}`}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit">{f.submit}</Button>
      </div>
    </form>
  );
}

function ShipmentRow({
  shipment,
  siteName,
  onCancel,
}: {
  shipment: EnclosedShipmentRow;
  siteName: string;
  onCancel: (shipment: EnclosedShipmentRow) => void;
}) {
  const l = t.list;
  return (
    <tr data-testid="enclosed-shipment-row" className="border-t border-slate-100">
      <td className={CELL}>
        <span className="block">{germanDay(shipment.tourDay)}</span>
        <span className="block text-slate-600">{t.tour[shipment.tour]}</span>
      </td>
      <td className={CELL}>
        <span className="block font-medium">{shipment.description}</span>
        <span className="block text-slate-600">
          {t.variant[shipment.variant]} · {t.kind[shipment.kind]}
        </span>
        {shipment.note ? <span className="block text-slate-600">{shipment.note}</span> : null}
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{shipment.packages}</td>
      <td className={CELL}>{siteName}</td>
      <td className={CELL} data-testid="enclosed-shipment-state">
        <span className="block font-medium">{t.state[shipment.state]}</span>
        {shipment.version === '0' ? (
          <span className="block text-slate-600">{l.pending}</span>
        ) : null}
      </td>
      <td className={CELL}>
        {mayCancel(shipment.state) ? (
          <Button
            type="button"
            variant="secondary"
            aria-label={l.cancelLabel(shipment.description)}
            onClick={() => onCancel(shipment)}
          >
            {l.cancel}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

export function EnclosedShippingPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const variants = useMemo(() => (me ? variantsOf(me.user) : []), [me]);
  const data = useShipping(lieferkundeNr);
  const [status, setStatus] = useState('');
  const [cancelling, setCancelling] = useState<EnclosedShipmentRow | null>(null);
  const siteNames = useMemo(
    () => new Map((data?.sites ?? []).map((site) => [site.id, site.name])),
    [data],
  );
  const l = t.list;

  const confirmCancel = async () => {
    const shipment = cancelling;
    setCancelling(null);
    if (!shipment) return;
    await mutate('enclosedShipping.cancel', { id: shipment.id });
    setStatus(l.cancelled);
  };

  return (
    <PageFrame
      title={de.screens.enclosedShipping}
      lead={variants.includes('enclosed') ? t.intro : t.introSiteDocuments}
    >
      <p
        role="status"
        aria-live="polite"
        data-testid="enclosed-status"
        className="text-sm text-emerald-800"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : data === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <section aria-labelledby="enclosed-form-title">
            <h2 id="enclosed-form-title" className="mb-2 text-base font-semibold text-slate-900">
              {t.form.title}
            </h2>
            <ShipmentForm
              lieferkundeNr={lieferkundeNr}
              variants={variants}
              sites={data.sites}
              onDone={setStatus}
            />
          </section>
          <section aria-labelledby="enclosed-list-title" className="space-y-2">
            <h2 id="enclosed-list-title" className="text-base font-semibold text-slate-900">
              {l.title}
            </h2>
            {data.shipments.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
                {l.empty}
              </p>
            ) : (
              <ScrollBox label={l.title} className="rounded-md border border-slate-200 bg-white">
                <table className="min-w-full text-left text-sm">
                  <caption className="sr-only">{l.title}</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className={CELL}>
                        {l.columns.day}
                      </th>
                      <th scope="col" className={CELL}>
                        {l.columns.kind}
                      </th>
                      <th scope="col" className={`${CELL} text-right`}>
                        {l.columns.packages}
                      </th>
                      <th scope="col" className={CELL}>
                        {l.columns.site}
                      </th>
                      <th scope="col" className={CELL}>
                        {l.columns.state}
                      </th>
                      <th scope="col" className={CELL}>
                        <span className="sr-only">{l.columns.actions}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.shipments.map((shipment) => (
                      <ShipmentRow
                        key={shipment.id}
                        shipment={shipment}
                        siteName={siteNames.get(shipment.siteId) ?? l.unknownSite}
                        onCancel={setCancelling}
                      />
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            )}
          </section>
          <ConfirmDialog
            open={cancelling !== null}
            title={l.cancel}
            text={cancelling ? l.cancelLabel(cancelling.description) : ''}
            onConfirm={() => void confirmCancel()}
            onCancel={() => setCancelling(null)}
          />
        </>
      )}
    </PageFrame>
  );
}
