// The recipe upload's phone dialog (issue 15): a QR code of a short-lived upload link, drawn as
// SVG from the server's modules, and the count of files arrived from the phone.
import { DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useMemo, useState } from 'react';
import { type UploadLinkAnswer } from '../contract';
import { recipeUploadDe } from '../texts.de';
import { recipeUploadApi } from './api';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { ModalDialog } from '../../../src/ui/ModalDialog';

const t = recipeUploadDe;
const time = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', timeStyle: 'short' });

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
    recipeUploadApi.createUploadLink().then(
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

export function PhoneDialog({ onClose, arrived }: { onClose: () => void; arrived: number }) {
  const { link, failed } = useUploadLink();
  return (
    <ModalDialog onClose={onClose}>
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
    </ModalDialog>
  );
}
