import { useId, useState, type FormEvent } from 'react';
import { ROLE } from '../../api/access';
import type { AdminRegistrations, PendingRegistration } from '../../api/registration';
import {
  APPROVABLE_ROLES,
  DEFAULT_APPROVAL_ROLES,
  KUNDE_NR_MAX,
  REJECT_REASON_MAX,
  REGISTRATION_COUNTRIES,
} from '../../api/registrationRules';
import { de } from '../../i18n/de';
import { registerDe } from '../../i18n/register.de';
import { useAdminList } from '../../ui/useAdminList';
import { adminApi } from './api';
import { showToast } from '../../platform/overlays';
import { Button, FOCUS_RING } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime } from '../../api/days';

const t = registerDe.admin;

const countryLabel = (code: string) =>
  REGISTRATION_COUNTRIES.find((c) => c.code === code)?.label ?? code;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : de.errors.generic;

/** A customer number as typed: a positive integer the column holds, else null. */
export function parseKundeNr(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= KUNDE_NR_MAX ? value : null;
}

/**
 * Self-registrations waiting for staff (issue 12): each with its data; approving creates the user
 * (customer number and roles chosen here) and mails the registrant, rejecting mails the reason.
 */
export function PendingRegistrations() {
  const headingId = useId();
  const { data, state, reload } = useAdminList(adminApi.adminRegistrations);

  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="pending-registrations">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h2>
        <Button variant="secondary" onClick={() => void reload()} disabled={state === 'loading'}>
          {t.reload}
        </Button>
      </div>
      <div aria-live="polite" aria-busy={state === 'loading'} className="mt-3">
        {state === 'failed' ? (
          <p className="text-sm text-red-700">
            {t.failed}{' '}
            <Button variant="secondary" onClick={() => void reload()}>
              {t.retry}
            </Button>
          </p>
        ) : state === 'loading' && !data ? (
          <Spinner label={t.loading} />
        ) : data && data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul
            aria-label={t.list}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {(data?.items ?? []).map((item) => (
              <RegistrationItem
                key={item.id}
                item={item}
                customers={data?.customers ?? []}
                onDecided={() => void reload()}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RegistrationItem({
  item,
  customers,
  onDecided,
}: {
  item: PendingRegistration;
  customers: AdminRegistrations['customers'];
  onDecided: () => void;
}) {
  const [open, setOpen] = useState<'none' | 'approve' | 'reject'>('none');
  const name = `${item.firstname} ${item.lastname}`;
  return (
    <li className="p-4" data-testid="pending-registration">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {name} · {item.company_name || t.noCompany}
          </p>
          <p className="text-xs text-slate-500">
            {t.registeredAt} <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            aria-label={t.approveFor(name)}
            aria-expanded={open === 'approve'}
            onClick={() => setOpen(open === 'approve' ? 'none' : 'approve')}
          >
            {t.approve}
          </Button>
          <Button
            variant="secondary"
            aria-label={t.rejectFor(name)}
            aria-expanded={open === 'reject'}
            onClick={() => setOpen(open === 'reject' ? 'none' : 'reject')}
          >
            {t.reject}
          </Button>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-slate-500">{t.customer}</dt>
        <dd className="text-slate-900">
          {item.is_customer ? registerDe.customer.existing : registerDe.customer.new}
        </dd>
        <dt className="text-slate-500">{t.uid}</dt>
        <dd className="text-slate-900">{item.company_uid}</dd>
        <dt className="text-slate-500">{t.address}</dt>
        <dd className="text-slate-900">
          {item.street} {item.housenr}, {item.plz} {item.city}, {countryLabel(item.country)}
        </dd>
        <dt className="text-slate-500">{t.phone}</dt>
        <dd className="text-slate-900">{item.telnr}</dd>
        <dt className="text-slate-500">{t.email}</dt>
        <dd className="break-all text-slate-900">{item.mail}</dd>
        <dt className="text-slate-500">{t.interests}</dt>
        <dd className="text-slate-900">
          {item.interests.length > 0 ? item.interests.join(', ') : t.noInterests}
        </dd>
      </dl>
      {open === 'approve' ? (
        <ApproveForm
          item={item}
          name={name}
          customers={customers}
          onCancel={() => setOpen('none')}
          onDone={onDecided}
        />
      ) : null}
      {open === 'reject' ? (
        <RejectForm item={item} name={name} onCancel={() => setOpen('none')} onDone={onDecided} />
      ) : null}
    </li>
  );
}

function ApproveForm({
  item,
  name,
  customers,
  onCancel,
  onDone,
}: {
  item: PendingRegistration;
  name: string;
  customers: AdminRegistrations['customers'];
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [kundeNr, setKundeNr] = useState('');
  const [touched, setTouched] = useState(false);
  const [roles, setRoles] = useState<readonly string[]>(DEFAULT_APPROVAL_ROLES);
  const [busy, setBusy] = useState(false);
  const parsed = parseKundeNr(kundeNr);
  const error = touched && parsed === null ? t.invalidKundeNr : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed === null || busy) return;
    setBusy(true);
    try {
      const { mailSent } = await adminApi.approveRegistration({
        id: item.id,
        kundeNr: parsed,
        roles: [...roles],
      });
      showToast(mailSent ? t.approved(name) : t.approvedNoMail(name));
      onDone();
    } catch (failure) {
      showToast(t.approveFailed(messageOf(failure)));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.approveFor(name)}
      className="mt-3 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="max-w-sm">
        <label htmlFor={`${id}-kunde`} className="block text-sm font-medium text-slate-800">
          {t.kundeNr}
        </label>
        <input
          id={`${id}-kunde`}
          inputMode="numeric"
          list={`${id}-customers`}
          value={kundeNr}
          onChange={(event) => setKundeNr(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-kunde-hint${error ? ` ${id}-kunde-error` : ''}`}
          className={`mt-1 block w-full rounded-md border px-3 py-2 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <datalist id={`${id}-customers`}>
          {customers.map((c) => (
            <option key={c.kundeNr} value={String(c.kundeNr)}>
              {c.label}
            </option>
          ))}
        </datalist>
        <p id={`${id}-kunde-hint`} className="mt-1 text-xs text-slate-600">
          {t.kundeNrHint}
        </p>
        {error ? (
          <p id={`${id}-kunde-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t.roles}</legend>
        <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {APPROVABLE_ROLES.map((role) => {
            const always = role === ROLE.User;
            return (
              <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={always || roles.includes(role)}
                  disabled={always}
                  onChange={(event) =>
                    setRoles((current) =>
                      event.target.checked ? [...current, role] : current.filter((r) => r !== role),
                    )
                  }
                  className={FOCUS_RING}
                />
                {always ? t.userAlways : role}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t.confirmApprove}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function RejectForm({
  item,
  name,
  onCancel,
  onDone,
}: {
  item: PendingRegistration;
  name: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const error = !touched
    ? undefined
    : trimmed === ''
      ? de.validation.required
      : trimmed.length > REJECT_REASON_MAX
        ? t.reasonMax
        : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (trimmed === '' || trimmed.length > REJECT_REASON_MAX || busy) return;
    setBusy(true);
    try {
      const { mailSent } = await adminApi.rejectRegistration({ id: item.id, reason: trimmed });
      showToast(mailSent ? t.rejected(name) : t.rejectedNoMail(name));
      onDone();
    } catch (failure) {
      showToast(t.rejectFailed(messageOf(failure)));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.rejectFor(name)}
      className="mt-3 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
          {t.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-reason-hint${error ? ` ${id}-reason-error` : ''}`}
          className={`mt-1 block w-full rounded-md border px-3 py-2 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={`${id}-reason-hint`} className="mt-1 text-xs text-slate-600">
          {t.reasonMax} ({trimmed.length}/{REJECT_REASON_MAX})
        </p>
        {error ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
          {t.confirmReject}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
