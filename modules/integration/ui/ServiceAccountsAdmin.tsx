// Service accounts on /admin (issue 29, online only, role Admin): the list, creating one with
// its scopes (the key is shown once, to copy), and revoking one after a confirmation.
import { useId, useState, type FormEvent } from 'react';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../../src/api/access';
import type { ServiceAccountRow } from '../contract';
import { SERVICE_ACCOUNT_NAME_MAX } from '../contract';
import { integrationTexts } from '../texts.de';
import { integrationAdminApi } from './api';
import { AdminListPanel } from '../../../src/ui/AdminListPanel';
import { AdminForm } from '../../../src/ui/AdminForm';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { CheckboxGroupField, TextInputField } from '../../../src/ui/fields';
import { useAdminList } from '../../../src/ui/useAdminList';
import { CreatedKey } from './CreatedKey';
import { ServiceAccountTable } from './ServiceAccountTable';

const t = integrationTexts.admin;

const SCOPE_OPTIONS = INTEGRATION_SCOPES.map((value) => ({ value, label: t.scopeLabels[value] }));

interface Errors {
  name?: string;
  scopes?: string;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function ServiceAccountsAdmin() {
  const formId = useId();
  const { data: list, state, reload } = useAdminList(integrationAdminApi.serviceAccounts);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ServiceAccountRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = t.form.nameMissing;
    if (scopes.length === 0) found.scopes = t.form.scopesMissing;
    setErrors(found);
    setSubmitError(null);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await integrationAdminApi.createServiceAccount({ name: name.trim(), scopes });
      setCreated({ name: answer.account.name, key: answer.key });
      setName('');
      setScopes([]);
      await reload();
    } catch (error) {
      // The form keeps what was typed.
      setSubmitError(messageOf(error, t.form.failed));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(account: ServiceAccountRow) {
    setRevoking(null);
    setDone(null);
    setSubmitError(null);
    try {
      await integrationAdminApi.revokeServiceAccount(account.id);
      setDone(t.revoked(account.name));
      await reload();
    } catch (error) {
      setSubmitError(messageOf(error, t.revokeFailed));
    }
  }

  return (
    <AdminListPanel
      texts={t}
      testId="service-accounts-admin"
      state={state}
      reload={reload}
      count={list ? list.items.length : null}
      list={list && <ServiceAccountTable items={list.items} onRevoke={setRevoking} />}
    >
      {done ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
      {created ? (
        <CreatedKey name={created.name} apiKey={created.key} onDone={() => setCreated(null)} />
      ) : null}
      <AdminForm
        formId={formId}
        heading={t.form.heading}
        onSubmit={submit}
        error={submitError}
        busy={busy}
        submitLabel={busy ? t.form.submitting : t.form.submit}
      >
        <div className="mt-3 max-w-md">
          <TextInputField
            label={t.form.name}
            value={name}
            onChange={setName}
            error={errors.name}
            maxLength={SERVICE_ACCOUNT_NAME_MAX}
          />
        </div>
        <div className="mt-3">
          <CheckboxGroupField
            legend={t.form.scopes}
            options={SCOPE_OPTIONS}
            value={scopes}
            onChange={setScopes}
            error={errors.scopes}
          />
        </div>
      </AdminForm>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        text={revoking ? t.revokeText(revoking.name) : ''}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </AdminListPanel>
  );
}
