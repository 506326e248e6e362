// The recipe upload (issue 15) of the current delivery customer: upload a photo or PDF of a
// prescription (size and type checked here and again on the server), the list with a preview of
// images, download and delete, and a QR code that lets a phone upload without a login. Online
// only: files are not queued; without a connection the screen says so and offers nothing to send.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { API_BASE } from '../../../src/api/paths';
import { RECIPE_UPLOAD_API, RecipeUpload, type UploadLinkAnswer } from '../contract';
import { isPreviewable, UPLOAD_ACCEPT } from '../rules';
import { useSyncStatus } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { recipeUploadDe } from '../texts.de';
import { api } from '../../../src/platform/client';
import { Button, buttonClass } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { precheck, sendFile, UploadError } from './transport';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = recipeUploadDe;
const POLL_MS = 2000;
const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const time = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', timeStyle: 'short' });

const fileUrl = (id: string, download: boolean) =>
  `${API_BASE}${RECIPE_UPLOAD_API.file(id)}${download ? '?download=1' : ''}`;

function UploadForm({ disabled, onUploaded }: { disabled: boolean; onUploaded: () => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t.errors.noFile);
      input.current?.focus();
      return;
    }
    const checked = await precheck(file);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError('');
    setProgress(0);
    try {
      const answer = RecipeUpload.parse(
        await sendFile(RECIPE_UPLOAD_API.uploads, file, setProgress),
      );
      setDone(t.uploaded(answer.fileName));
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : t.errors.failed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      aria-label={t.upload}
      data-testid="recipe-upload-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t.chooseLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          name="file"
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={disabled || progress !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => {
            setError('');
            setDone('');
          }}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {progress !== null ? (
        <div>
          <progress
            max={100}
            value={progress}
            className="w-full"
            aria-label={t.uploading(progress)}
          />
          <p className="text-sm text-slate-700">{t.uploading(progress)}</p>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-emerald-800">
        {done}
      </p>
      <Button type="submit" disabled={disabled || progress !== null}>
        {t.upload}
      </Button>
    </form>
  );
}

/** A QR code drawn from its modules: one path of unit squares, with a quiet zone of 4. */
function QrCode({ qr, label }: { qr: UploadLinkAnswer['qr']; label: string }) {
  const path = useMemo(() => {
    const parts: string[] = [];
    for (let i = 0; i < qr.modules.length; i += 1) {
      if (qr.modules[i] === '1')
        parts.push(`M${(i % qr.size) + 4} ${Math.floor(i / qr.size) + 4}h1v1h-1z`);
    }
    return parts.join('');
  }, [qr]);
  const side = qr.size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="mx-auto h-56 w-56 bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The link of one opening of the dialog: made when it mounts, so each opening gets a new one. */
function useUploadLink(): { link: UploadLinkAnswer | null; failed: boolean } {
  const [state, setState] = useState<{ link: UploadLinkAnswer | null; failed: boolean }>({
    link: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    api.createUploadLink().then(
      (link) => {
        if (live) setState({ link, failed: false });
      },
      () => {
        if (live) setState({ link: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function PhoneDialog({ onClose, arrived }: { onClose: () => void; arrived: number }) {
  const { link, failed } = useUploadLink();
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="recipe-qr-dialog"
          className="w-full max-w-md space-y-3 rounded-lg bg-white p-6 shadow-xl"
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{t.qr.title}</DialogTitle>
          <p className="text-sm text-slate-700">{t.qr.text}</p>
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              {t.qr.failed}
            </p>
          ) : link === null ? (
            <Spinner label={t.list.loading} />
          ) : (
            <>
              <QrCode qr={link.qr} label={t.qr.image} />
              <p className="text-sm text-slate-700">
                {t.qr.validUntil(time.format(new Date(link.expiresAt)))}
              </p>
              <p className="text-sm">
                <span className="block text-slate-700">{t.qr.link}</span>
                <a
                  data-testid="recipe-qr-link"
                  href={link.url}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-brand-700 underline"
                >
                  {link.url}
                </a>
              </p>
            </>
          )}
          <p role="status" aria-live="polite" className="text-sm text-slate-800">
            {arrived > 0 ? t.qr.arrived(arrived) : t.qr.waiting}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t.qr.close}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function UploadItem({
  item,
  onDelete,
}: {
  item: RecipeUpload;
  onDelete: (item: RecipeUpload) => void;
}) {
  const l = t.list;
  return (
    <li
      data-testid="recipe-upload-item"
      className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
    >
      {isPreviewable(item.mime) ? (
        <a href={fileUrl(item.id, false)} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={fileUrl(item.id, false)}
            alt={l.preview(item.fileName)}
            loading="lazy"
            className="h-16 w-16 rounded border border-slate-200 object-cover"
          />
        </a>
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600"
        >
          {item.mime === 'application/pdf' ? l.pdf : l.heic}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{item.fileName}</p>
        <p className="text-sm text-slate-600">
          {l.meta(t.size(item.size), dateTime.format(new Date(item.createdAt)), item.createdBy)}
          {item.source === 'phone' ? ` · ${l.fromPhone}` : ''}
        </p>
      </div>
      <a
        href={fileUrl(item.id, true)}
        download={item.fileName}
        aria-label={l.downloadLabel(item.fileName)}
        className={buttonClass('secondary')}
      >
        {l.download}
      </a>
      <Button
        variant="secondary"
        aria-label={l.deleteLabel(item.fileName)}
        onClick={() => onDelete(item)}
      >
        {l.delete}
      </Button>
    </li>
  );
}

export function RecipeUploadPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const { connectivity } = useSyncStatus();
  const online = connectivity === 'online';
  const [items, setItems] = useState<RecipeUpload[] | undefined>(undefined);
  const [loadError, setLoadError] = useState('');
  const [phoneOpen, setPhoneOpen] = useState(false);
  /** The uploads known when the QR dialog opened: the phone's new ones are the others. */
  const [knownBefore, setKnownBefore] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<RecipeUpload | null>(null);
  const [status, setStatus] = useState('');

  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (lieferkundeNr === null || !online) return;
    let live = true;
    api.recipeUploads().then(
      (found) => {
        if (!live) return;
        setItems(found);
        setLoadError('');
      },
      (failure: unknown) => {
        if (!live) return;
        setLoadError(
          failure instanceof Error && failure.message ? failure.message : de.errors.generic,
        );
      },
    );
    return () => {
      live = false;
    };
  }, [lieferkundeNr, online, tick]);

  // While the QR dialog is open, the phone's uploads arrive without a reload.
  useEffect(() => {
    if (!phoneOpen) return;
    const timer = window.setInterval(refresh, POLL_MS);
    return () => window.clearInterval(timer);
  }, [phoneOpen, refresh]);

  const arrived = (items ?? []).filter(
    (item) => item.source === 'phone' && !knownBefore.has(item.id),
  ).length;

  const confirmDelete = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    try {
      await api.deleteRecipeUpload(item.id);
      setStatus(t.list.deleted(item.fileName));
    } catch (failure) {
      setStatus(failure instanceof Error && failure.message ? failure.message : de.errors.generic);
    }
    refresh();
  };

  if (lieferkundeNr === null) return <p className="text-slate-600">{t.noCustomer}</p>;
  return (
    <PageFrame title={de.screens.recipeUpload} lead={t.intro}>
      {online ? null : (
        <p
          role="alert"
          data-testid="recipe-offline"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t.onlineOnly}
        </p>
      )}
      <section aria-labelledby="recipe-form-title" className="space-y-2">
        <h2 id="recipe-form-title" className="text-base font-semibold text-slate-900">
          {t.upload}
        </h2>
        <UploadForm disabled={!online} onUploaded={refresh} />
        <Button
          variant="secondary"
          disabled={!online}
          onClick={() => {
            setKnownBefore(new Set((items ?? []).map((item) => item.id)));
            setPhoneOpen(true);
          }}
        >
          {t.phone}
        </Button>
      </section>
      <section aria-labelledby="recipe-list-title" className="space-y-2">
        <h2 id="recipe-list-title" className="text-base font-semibold text-slate-900">
          {t.list.title}
        </h2>
        <p role="status" aria-live="polite" className="text-sm text-emerald-800">
          {status}
        </p>
        {loadError ? (
          <p role="alert" className="text-sm text-red-700">
            {loadError}
          </p>
        ) : null}
        {items === undefined ? (
          online ? (
            <Spinner label={t.list.loading} />
          ) : null
        ) : items.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
            {t.list.empty}
          </p>
        ) : (
          <ul className="space-y-2" aria-label={t.list.title}>
            {items.map((item) => (
              <UploadItem key={item.id} item={item} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </section>
      {phoneOpen ? (
        <PhoneDialog
          onClose={() => {
            setPhoneOpen(false);
            refresh();
          }}
          arrived={arrived}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.list.delete}
        text={deleting ? t.list.deleteConfirm(deleting.fileName) : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
