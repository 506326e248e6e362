// Document search (Dokumentensuche, issue 14): the current delivery customer's delivery notes, DTP
// delivery notes, invoices and credit notes, each kind only for its role; search by date range,
// document number, PZN or article name over the local database (works offline). 'Öffnen' shows
// the server's PDF in an embedded viewer with a download and a new-tab link, and keeps it on the
// device ('offline verfügbar'); offline, the stored copy opens.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_FILE_KINDS, documentFileName, mayOpenKind } from '../documents';
import type { DocumentFileKind } from '../documents';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { UntilFirstSync } from '../../../src/features/sync';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { openDocument, storedDocuments, type OpenedDocument } from './documentCopies';
import {
  DOCUMENT_QUERY_MAX,
  DOCUMENT_RESULTS_MAX,
  normalizeDocumentQuery,
  type DocumentHit,
  type DocumentQuery,
} from './documentSearch';
import { ResultTable } from './DocumentResults';
import { analyticsTexts } from '../texts';
import { defaultRange, useDocumentSearch } from './useDocumentSearch';
import { FieldLabel } from '../../../src/ui/FormField';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = analyticsTexts.documents;

const INPUT =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

interface Viewer {
  hit: DocumentHit;
  url: string;
  fromCopy: boolean;
}

export function DocumentsPage() {
  const me = useMe();
  const customer = me?.lieferkunde ?? null;
  const lieferkundeNr = customer?.LieferkundeNr ?? null;
  const userId = me?.user.id ?? '';
  const roles = me?.user.roles;
  const allowed = useMemo(
    () => DOCUMENT_FILE_KINDS.filter((kind) => mayOpenKind({ roles: roles ?? [] }, kind)),
    [roles],
  );
  const [initial] = useState(defaultRange);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<readonly DocumentFileKind[] | null>(null);
  const kinds = chosen ?? allowed;
  const [applied, setApplied] = useState({ from: initial.from, to: initial.to, text: '' });
  const query = useMemo<DocumentQuery>(
    () => ({ ...applied, kinds: kinds.filter((k) => allowed.includes(k)) }),
    [applied, kinds, allowed],
  );
  const result = useDocumentSearch(lieferkundeNr, query);
  const [stored, setStored] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewerHeading = useRef<HTMLHeadingElement>(null);
  const ids = { from: useId(), to: useId(), text: useId(), hint: useId() };

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void storedDocuments(userId).then((found) => live && setStored(found));
    return () => {
      live = false;
    };
  }, [userId, viewer]);

  // The viewer's object URL lives while the viewer shows it.
  useEffect(() => {
    if (!viewer) return;
    viewerHeading.current?.focus();
    return () => URL.revokeObjectURL(viewer.url);
  }, [viewer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ from, to, text: normalizeDocumentQuery(text) });
  };
  const reset = () => {
    setFrom(initial.from);
    setTo(initial.to);
    setText('');
    setChosen(null);
    setApplied({ from: initial.from, to: initial.to, text: '' });
  };
  const toggle = (kind: DocumentFileKind, on: boolean) => {
    const next = on ? [...kinds, kind] : kinds.filter((k) => k !== kind);
    setChosen(DOCUMENT_FILE_KINDS.filter((k) => next.includes(k)));
  };

  const open = async (hit: DocumentHit) => {
    setBusy(hit.id);
    setError(null);
    const opened: OpenedDocument = await openDocument(userId, hit.kind, hit.id);
    setBusy(null);
    if (!opened.ok) {
      setError(t.errors[opened.reason]);
      return;
    }
    setViewer({ hit, url: URL.createObjectURL(opened.blob), fromCopy: opened.fromCopy });
  };

  const badRange = applied.from !== '' && applied.to !== '' && applied.from > applied.to;
  let status = '';
  if (result && result.hasData && !badRange) {
    status =
      result.answer.total === 0
        ? t.none
        : `${t.found(result.answer.total)}${
            result.answer.total > DOCUMENT_RESULTS_MAX
              ? ` ${t.truncated(DOCUMENT_RESULTS_MAX)}`
              : ''
          }`;
  }

  return (
    <PageFrame title={de.screens.documents} lead={t.intro} testId="documents-page">
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : allowed.length === 0 ? (
        <p className="text-slate-600">{t.noKinds}</p>
      ) : (
        <>
          <form role="search" onSubmit={submit} className="space-y-3">
            <div className="flex flex-wrap items-end gap-3">
              <div>
                <FieldLabel htmlFor={ids.from}>{t.from}</FieldLabel>
                <input
                  id={ids.from}
                  type="date"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  className={INPUT}
                />
              </div>
              <div>
                <FieldLabel htmlFor={ids.to}>{t.to}</FieldLabel>
                <input
                  id={ids.to}
                  type="date"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  className={INPUT}
                />
              </div>
              <div className="min-w-64 flex-1 sm:max-w-md">
                <FieldLabel htmlFor={ids.text}>{t.textLabel}</FieldLabel>
                <input
                  id={ids.text}
                  type="search"
                  value={text}
                  maxLength={DOCUMENT_QUERY_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={ids.hint}
                  onChange={(e) => setText(e.target.value)}
                  className={INPUT}
                />
              </div>
              <div className="flex gap-2">
                <Button type="submit">{t.search}</Button>
                <Button variant="secondary" onClick={reset}>
                  {t.reset}
                </Button>
              </div>
            </div>
            <p id={ids.hint} className="text-xs text-slate-600">
              {t.textHint}
            </p>
            {allowed.length > 1 ? (
              <fieldset className="flex flex-wrap gap-4">
                <legend className="sr-only">{t.kindsLegend}</legend>
                {allowed.map((kind) => (
                  <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={kinds.includes(kind)}
                      onChange={(e) => toggle(kind, e.target.checked)}
                      className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                    />
                    {t.kind[kind]}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </form>

          <p role="status" aria-live="polite" className="text-sm text-slate-800">
            {badRange ? t.badRange : status}
          </p>
          {error ? (
            <p
              role="alert"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              {error}
            </p>
          ) : null}
          {busy ? <Spinner label={t.opening} /> : null}

          {viewer ? (
            <section
              aria-labelledby="document-viewer-title"
              data-testid="document-viewer"
              className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2
                  id="document-viewer-title"
                  ref={viewerHeading}
                  tabIndex={-1}
                  className="text-lg font-semibold text-slate-900 focus:outline-none"
                >
                  {t.viewerTitle(t.kind[viewer.hit.kind], viewer.hit.number)}
                </h2>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={viewer.url}
                    target="_blank"
                    rel="noopener"
                    className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline focus:outline-none focus:ring-2 focus:ring-brand-600"
                  >
                    {t.openInTab}
                  </a>
                  <a
                    href={viewer.url}
                    download={documentFileName(viewer.hit.kind, viewer.hit.number)}
                    className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
                  >
                    {t.download}
                  </a>
                  <Button variant="secondary" onClick={() => setViewer(null)}>
                    {t.close}
                  </Button>
                </div>
              </div>
              {viewer.fromCopy ? (
                <p className="text-sm text-slate-700" data-testid="document-from-copy">
                  {t.fromCopy}
                </p>
              ) : null}
              <iframe
                title={t.viewerTitle(t.kind[viewer.hit.kind], viewer.hit.number)}
                src={viewer.url}
                className="h-[70vh] w-full rounded border border-slate-200"
              />
            </section>
          ) : null}

          {result === undefined ? (
            <Spinner label={t.loading} />
          ) : !result.hasData ? (
            <UntilFirstSync collections={['deliveryNotes', 'invoices']}>
              <p className="text-slate-600">{t.noData}</p>
            </UntilFirstSync>
          ) : result.answer.total > 0 && !badRange ? (
            <ResultTable
              answer={result.answer}
              stored={stored}
              busy={busy}
              onOpen={(hit) => void open(hit)}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
