// The recipe upload (issue 15) of the current delivery customer: upload a photo or PDF of a
// prescription (size and type checked here and again on the server), the list with a preview of
// images, download and delete, and a QR code that lets a phone upload without a login. Online
// only: files are not queued; without a connection the screen says so and offers nothing to send.
import { useCallback, useEffect, useState } from 'react';
import { RecipeUpload } from '../contract';
import { useSyncStatus } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { recipeUploadDe } from '../texts.de';
import { recipeUploadApi } from './api';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { PageFrame } from '../../../src/ui/PageFrame';
import { PhoneDialog } from './PhoneDialog';
import { UploadForm } from './UploadForm';
import { UploadItem } from './UploadItem';
import { EmptyNote } from '../../../src/ui/EmptyNote';

const t = recipeUploadDe;
const POLL_MS = 2000;

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
    recipeUploadApi.recipeUploads().then(
      (found) => {
        if (!live) return;
        setItems(found.items);
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
      await recipeUploadApi.deleteRecipeUpload(item.id);
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
          <EmptyNote>{t.list.empty}</EmptyNote>
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
