// The recipe upload's form (issue 15): choose a photo or PDF, checked here (type from the first
// bytes, size) before it is sent, and again on the server.
import { useId, useRef, useState, type FormEvent } from 'react';
import { RECIPE_UPLOAD_API, RecipeUpload } from '../contract';
import { UPLOAD_ACCEPT } from '../rules';
import { recipeUploadDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { precheck, sendFile, UploadError } from './transport';
import { FieldAlert } from '../../../src/ui/FieldAlert';
import { FieldLabel } from '../../../src/ui/FormField';

const t = recipeUploadDe;

export function UploadForm({
  disabled,
  onUploaded,
}: {
  disabled: boolean;
  onUploaded: () => void;
}) {
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
        <FieldLabel htmlFor={inputId}>{t.chooseLabel}</FieldLabel>
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
        <FieldAlert id={errorId} error={error} />
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
