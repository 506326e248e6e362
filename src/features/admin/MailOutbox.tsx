import { useId, useState } from 'react';
import { de } from '../../i18n/de';
import { useAdminList } from '../../ui/useAdminList';
import { adminApi } from './api';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

const t = de.admin.mail;

const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type TestState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly to: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The 'Postausgang' (issue 12): how the portal sends mail, a test mail to the admin, and the mails
 * written to files when no SMTP server is set up, each with its text. Single-use links come
 * redacted from the server (issue 23: only their recipient may follow them), and every look into
 * the outbox is recorded: the latest are listed below it, so a stolen admin session shows.
 */
export function MailOutbox() {
  const headingId = useId();
  const { data: outbox, state, reload: load } = useAdminList(adminApi.adminMail);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });

  async function sendTest() {
    setTest({ kind: 'sending' });
    try {
      const { to } = await adminApi.adminMailTest();
      setTest({ kind: 'sent', to });
      await load();
    } catch (error) {
      setTest({ kind: 'failed', message: error instanceof Error ? error.message : t.testFailed });
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="mail-outbox">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void load()} disabled={state === 'loading'}>
            {t.reload}
          </Button>
          <Button onClick={() => void sendTest()} disabled={test.kind === 'sending'}>
            {test.kind === 'sending' ? t.testing : t.test}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {outbox?.mode === 'smtp' ? t.modeSmtp : outbox ? t.modeFile : null}
      </p>
      {outbox?.mode === 'file' ? (
        <p className="mt-1 text-sm text-slate-600">{t.redactedNote}</p>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {test.kind === 'sent' ? (
          <span className="text-emerald-800">{t.testSent(test.to)}</span>
        ) : null}
        {test.kind === 'failed' ? <span className="text-red-700">{test.message}</span> : null}
      </p>
      <div aria-live="polite" aria-busy={state === 'loading'} className="mt-3">
        {state === 'failed' ? (
          <p className="text-sm text-red-700">
            {t.failed}{' '}
            <Button variant="secondary" onClick={() => void load()}>
              {t.retry}
            </Button>
          </p>
        ) : state === 'loading' && !outbox ? (
          <Spinner label={t.loading} />
        ) : outbox && outbox.mode === 'file' && outbox.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {(outbox?.items ?? []).map((mail) => (
              <li key={mail.id} data-testid="outbox-mail">
                <details className="px-3 py-2">
                  <summary className="cursor-pointer text-sm text-slate-800">
                    <span className="font-medium">{mail.subject}</span>
                    <span className="text-slate-600">
                      {' · '}
                      {t.to} {mail.to}
                      {' · '}
                      <time dateTime={mail.sentAt}>{DATE_TIME.format(new Date(mail.sentAt))}</time>
                    </span>
                  </summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
                    {mail.text}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
      {outbox && outbox.reads.length > 0 ? (
        <div className="mt-4" data-testid="outbox-reads">
          <h3 className="text-base font-semibold text-slate-900">{t.readsHeading}</h3>
          <p className="text-sm text-slate-600">{t.readsNote}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {outbox.reads.map((read) => (
              <li key={`${read.at}-${read.adminName}`}>
                {t.readEntry(read.adminName, DATE_TIME.format(new Date(read.at)), read.shown)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
