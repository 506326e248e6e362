// The contact help button (SPEC 1, 2; issue 13): a navbar button beside the notifications (outside
// the mobile bar's fold, and never over a page's own controls as a floating one would be). It
// opens a dialog with the current delivery customer's sales office (Innendienst) and
// representative, phone and e-mail as links. Hidden on the shop pages SPEC 2 names (helpVisibility.ts). The contact comes from the
// server and is remembered per user, so it opens offline too.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { HelpContact } from '../../../src/api/shell';
import { useMe } from '../../../src/platform/session/SessionContext';
import { shellDe } from '../../../src/i18n/shell.de';
import { api } from '../../../src/platform/client';
import { customerName } from '../../../src/platform/customerDisplay';
import { Button, FOCUS_RING } from '../../../src/ui/Button';
import { HelpIcon, MailIcon, PhoneIcon } from '../../../src/ui/icons';
import { showsHelpButton } from './helpVisibility';
import { useServerFact, type ServerFact } from './serverFacts';

const t = shellDe.help;

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const LINK = `inline-flex items-center gap-1.5 rounded text-brand-700 underline underline-offset-2 hover:text-brand-800 ${FOCUS_RING}`;

function ContactLinks({ who, phone, email }: { who: string; phone: string | null; email: string }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {phone ? (
        <>
          <dt className="text-slate-600">{t.phone}</dt>
          <dd>
            <a href={telHref(phone)} className={LINK} aria-label={t.call(who, phone)}>
              <PhoneIcon width={16} height={16} />
              {phone}
            </a>
          </dd>
        </>
      ) : null}
      <dt className="text-slate-600">{t.email}</dt>
      <dd className="min-w-0">
        <a
          href={`mailto:${email}`}
          className={`${LINK} break-all`}
          aria-label={t.write(who, email)}
        >
          <MailIcon width={16} height={16} className="shrink-0" />
          {email}
        </a>
      </dd>
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-md border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ContactBody({ contact }: { contact: HelpContact }) {
  const { salesOffice: office, representative: rep } = contact;
  return (
    <div className="mt-4 space-y-3">
      <Section title={t.salesOffice}>
        {office ? (
          <div data-testid="help-sales-office">
            <p className="mt-1 text-sm font-medium text-slate-900">{office.name}</p>
            <p className="text-sm text-slate-600">
              {t.openingHours}: {office.openingHours}
            </p>
            <ContactLinks who={office.name} phone={office.phone} email={office.email} />
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t.noOffice}</p>
        )}
      </Section>
      <Section title={t.representative}>
        {rep ? (
          <div data-testid="help-representative">
            <p className="mt-1 text-sm font-medium text-slate-900">{rep.name}</p>
            <ContactLinks who={rep.name} phone={rep.phone} email={rep.email} />
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t.noRepresentative}</p>
        )}
      </Section>
    </div>
  );
}

/** The contact of the session's delivery customer, remembered per user and customer. */
export function useHelpContact(): ServerFact<HelpContact> {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  return useServerFact(
    me?.user.id ?? '',
    me ? `helpContact:${lieferkundeNr ?? 'none'}` : null,
    HelpContact,
    api.helpContact,
  );
}

export function HelpDialogContent({ fact }: { fact: ServerFact<HelpContact> }) {
  const me = useMe();
  const contact = fact.value;
  let body: ReactNode;
  if (contact) body = <ContactBody contact={contact} />;
  else if (contact === undefined || (fact.online && fact.state !== 'failed')) {
    body = (
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t.loading}
      </p>
    );
  } else body = <p className="mt-4 text-sm text-slate-700">{t.notLoaded}</p>;

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {me?.lieferkunde ? (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {t.forCustomer(customerName(me.lieferkunde))}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t.noCustomer}</p>
      )}
      {contact && !fact.online ? (
        <p className="mt-2 text-xs text-slate-500">{t.offlineCopy}</p>
      ) : null}
      {body}
    </>
  );
}

export function HelpButton() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Loaded (and remembered) while the button shows, so the dialog also opens offline.
  const fact = useHelpContact();
  if (!showsHelpButton(pathname)) return null;
  return (
    <>
      <button
        type="button"
        data-testid="help-button"
        aria-label={t.buttonLabel}
        title={t.buttonLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex items-center gap-1.5 rounded-md p-2 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <HelpIcon />
        <span className="hidden text-sm xl:inline">{t.button}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel
            data-testid="help-dialog"
            className="max-h-full w-full max-w-md overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          >
            <DialogTitle className="text-lg font-semibold text-slate-900">{t.title}</DialogTitle>
            <HelpDialogContent fact={fact} />
            <div className="mt-6 flex justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t.close}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
