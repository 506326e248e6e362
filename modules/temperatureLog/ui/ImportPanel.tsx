// The temperature log's import of a data logger's CSV file: read, previewed (new readings,
// duplicates, problems) and only then stored with mutate(), which queues it for the server.
import { useId, useState, type ChangeEvent } from 'react';
import type { TempDeviceRow, TempReadingRow } from '../contract';
import { excursionOf, RECORD_MAX } from '../rules';
import { mutate, newId } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { parseLoggerCsv, type CsvResult } from './csvImport';
import { temperatureLogDe } from '../texts.de';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CARD } from '../../../src/ui/register/styles';

const t = temperatureLogDe;

export const FILE_MAX_BYTES = 2 * 1024 * 1024;

/** A preview of a parsed file: the new readings (duplicates left out), the bad lines. */
export interface Preview {
  readonly result: CsvResult;
  readonly fresh: CsvResult['readings'];
  readonly duplicates: number;
  readonly outside: number;
}

export function ImportPanel({
  device,
  readings,
  onStatus,
}: {
  device: TempDeviceRow;
  readings: readonly TempReadingRow[];
  onStatus: (message: string) => void;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fileId = useId();

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPreview(null);
    setError(undefined);
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) return setError(t.import.tooLarge);
    const result = parseLoggerCsv(await file.text(), new Date());
    const taken = new Set(readings.filter((r) => r.correctionOf === null).map((r) => r.measuredAt));
    const fresh = result.readings.filter((r) => !taken.has(r.measuredAt));
    setPreview({
      result,
      fresh,
      duplicates: result.readings.length - fresh.length,
      outside: fresh.filter((r) => excursionOf(r.valueTenths, device)).length,
    });
  };

  const take = async () => {
    if (!preview || preview.fresh.length === 0) return;
    setBusy(true);
    try {
      for (let at = 0; at < preview.fresh.length; at += RECORD_MAX) {
        await mutate('temperature.record', {
          deviceId: device.id,
          source: 'import',
          readings: preview.fresh
            .slice(at, at + RECORD_MAX)
            .map((r) => ({ id: newId(), measuredAt: r.measuredAt, valueTenths: r.valueTenths })),
        });
      }
    } catch (failure) {
      setError(errorText(failure));
      return;
    } finally {
      setBusy(false);
    }
    onStatus(t.import.saved(preview.fresh.length));
    setPreview(null);
  };

  return (
    <section aria-labelledby={`${fileId}-title`} className={CARD} data-testid="temperature-import">
      <h2 id={`${fileId}-title`} className="text-base font-semibold text-slate-900">
        {t.import.title}: {device.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.import.hint}</p>
      <label htmlFor={fileId} className="mt-3 block text-sm font-medium text-slate-800">
        {t.import.file}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.txt,text/csv"
        onChange={(event) => void read(event)}
        aria-describedby={error ? `${fileId}-error` : undefined}
        className="mt-1 block text-sm"
      />
      {error ? (
        <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-3 space-y-2 text-sm" data-testid="temperature-import-preview">
          <p className="text-slate-800">
            {preview.fresh.length === 0
              ? t.import.nothing
              : t.import.preview(preview.fresh.length, preview.outside, preview.duplicates)}
          </p>
          {preview.result.errors.length > 0 ? (
            <div className="rounded-md border border-red-200 bg-red-50 p-2 text-red-800">
              <p>{t.import.errors(preview.result.errors.length)}</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.result.errors.slice(0, 20).map((x) => (
                  <li key={x.line}>{t.import.line(x.line, x.message)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex gap-3">
            {preview.fresh.length > 0 ? (
              <Button onClick={() => void take()} disabled={busy}>
                {t.import.submit(preview.fresh.length)}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setPreview(null)}>
              {t.import.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
