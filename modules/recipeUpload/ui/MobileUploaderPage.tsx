// The phone's page of the recipe upload (issue 15), outside both layouts: no login, no shell. A
// QR code's link (/client-app/link/<token>) arrives here with the token in the address's
// fragment, which browsers never send to a server; it is kept for this tab only
// (sessionStorage) and sent as a header on each call. The page asks the server whether the link
// is still good and for whom, then offers the camera (or a file) and shows the upload's
// progress. Online only: without a connection it says so.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MobileUploadAnswer, MobileUploadInfo, RECIPE_UPLOAD_API, UploadToken } from '../contract';
import { API_BASE } from '../../../src/api/paths';
import { recipeUploadDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { headers, precheck, sendFile, UploadError } from './transport';
import { FieldAlert } from '../../../src/ui/FieldAlert';

const t = recipeUploadDe;
const STORAGE_KEY = 'apo-mobile-upload-token';

/** The token from the fragment (moved into sessionStorage), or the one stored before. */
function takeToken(): string | null {
  const fromHash = window.location.hash.replace(/^#/, '');
  if (fromHash) {
    sessionStorage.setItem(STORAGE_KEY, fromHash);
    window.history.replaceState(null, '', window.location.pathname);
  }
  const token = fromHash || sessionStorage.getItem(STORAGE_KEY);
  return token && UploadToken.safeParse(token).success ? token : null;
}

type Info =
  | { kind: 'checking' }
  | { kind: 'ok'; info: MobileUploadInfo }
  | { kind: 'error'; message: string };

export function MobileUploaderPage() {
  const [token] = useState(takeToken);
  const [state, setState] = useState<Info>(() =>
    token ? { kind: 'checking' } : { kind: 'error', message: t.mobile.noToken },
  );
  const [online, setOnline] = useState(() => navigator.onLine);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState('');

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetch(`${API_BASE}${RECIPE_UPLOAD_API.mobile}`, { headers: headers(token) })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!live) return;
        if (response.ok) setState({ kind: 'ok', info: MobileUploadInfo.parse(body) });
        else setState({ kind: 'error', message: t.errors.linkInvalid });
      })
      .catch(() => {
        if (live) setState({ kind: 'error', message: t.mobile.offline });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || state.kind !== 'ok') return;
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
      const answer = MobileUploadAnswer.parse(
        await sendFile(RECIPE_UPLOAD_API.mobile, file, setProgress, token),
      );
      setDone(t.mobile.sent(answer.fileName));
      setState({ kind: 'ok', info: { ...state.info, uploads: state.info.uploads + 1 } });
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : t.errors.failed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-md space-y-4 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.mobile.title}</h1>
      {online ? null : (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t.mobile.offline}
        </p>
      )}
      {state.kind === 'checking' ? (
        <Spinner label={t.mobile.checking} />
      ) : state.kind === 'error' ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {state.message}
        </p>
      ) : (
        <form
          aria-label={t.mobile.title}
          data-testid="mobile-upload-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <p className="text-slate-800">{t.mobile.forCustomer(state.info.customerName)}</p>
          <div>
            <label htmlFor={inputId} className="block text-lg font-medium text-slate-900">
              {t.mobile.take}
            </label>
            <p className="text-sm text-slate-600">{t.mobile.takeHint}</p>
            <input
              ref={input}
              id={inputId}
              name="file"
              type="file"
              accept="image/*,application/pdf"
              capture="environment"
              disabled={!online || progress !== null}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => {
                setError('');
                setDone('');
              }}
              className="mt-2 block w-full rounded-md border border-slate-300 p-3 text-base"
            />
            <FieldAlert id={errorId} error={error} />
          </div>
          {progress !== null ? (
            <div>
              <progress
                max={100}
                value={progress}
                className="h-3 w-full"
                aria-label={t.uploading(progress)}
              />
              <p className="text-sm text-slate-700">{t.uploading(progress)}</p>
            </div>
          ) : null}
          <p role="status" aria-live="polite" className="text-emerald-800">
            {done}
          </p>
          <Button
            type="submit"
            className="w-full py-3 text-base"
            disabled={!online || progress !== null}
          >
            {t.mobile.send}
          </Button>
          <p className="text-sm text-slate-600">
            {t.mobile.count(state.info.uploads, state.info.uploadsMax)}
          </p>
        </form>
      )}
    </main>
  );
}
