// Downloads (issue 15, role Download): the wholesaler's files by category, with search and a
// category filter over the synced metadata (offline). 'Herunterladen' fetches the file and keeps
// a copy on the device (files.ts); offline, a stored copy is saved and the list marks which are.
import { useEffect, useMemo, useState } from 'react';
import { DOWNLOAD_CATEGORIES, type DownloadCategory, type DownloadRow } from '../contract';
import { formatDay } from '../../../src/catalogue/money';
import { useDb, useLiveQuery, useSyncStatus } from '../../../src/db';
import { contentDe } from '../texts.de';
import { de } from '../../../src/i18n/de';
import { Screen } from './Screen';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { downloadUrl, fetchFile, formatSize, saveBlob, storedFiles } from './files';
import { FilterBar } from '../../../src/ui/filterFields';
import { UntilFirstSync } from '../../../src/features/sync';

const t = contentDe.downloads;
const FIELD =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** Matches every word of the query in the title, description or file name. */
export function filterDownloads(
  rows: readonly DownloadRow[],
  query: string,
  category: DownloadCategory | '',
): DownloadRow[] {
  const words = query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return rows
    .filter((r) => category === '' || r.category === category)
    .filter((r) => {
      const text = `${r.title} ${r.description} ${r.fileName}`.toLocaleLowerCase('de');
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

function DownloadsPageBody() {
  const db = useDb();
  const me = useMe();
  const userId = me?.user.id ?? '';
  const { connectivity } = useSyncStatus();
  const online = connectivity === 'online';
  const rows = useLiveQuery(async () => (db ? db.downloads.toArray() : undefined), [db]);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<DownloadCategory | ''>('');
  const [stored, setStored] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void storedFiles(userId).then((found) => live && setStored(found));
    return () => {
      live = false;
    };
  }, [userId, status]);

  const shown = useMemo(
    () => filterDownloads(rows ?? [], query, category),
    [rows, query, category],
  );

  const download = async (row: DownloadRow) => {
    setBusy(row.id);
    try {
      const got = await fetchFile(userId, row.id);
      if (!got.ok) {
        setStatus(got.reason === 'needs-connection' ? t.needsConnection : t.failed);
        return;
      }
      saveBlob(got.blob, row.fileName);
      setStatus(got.fromCopy ? t.offlineCopyUsed(row.title) : t.downloaded(row.title));
    } finally {
      setBusy(null);
    }
  };

  if (rows === undefined) return <Spinner label={t.loading} />;

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      {!online ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {contentDe.offlineNote} {t.needsConnection}
        </p>
      ) : null}
      <FilterBar>
        <label className="min-w-64 flex-1 text-sm text-slate-800">
          {t.search}
          <input
            type="search"
            className={FIELD}
            value={query}
            maxLength={100}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <label className="text-sm text-slate-800">
          {t.categoryLabel}
          <select
            className={FIELD}
            value={category}
            onChange={(event) => setCategory(event.target.value as DownloadCategory | '')}
          >
            <option value="">{t.allCategories}</option>
            {DOWNLOAD_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t.category[c]}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <p role="status" aria-live="polite" className="text-sm text-slate-800">
        {status}
      </p>
      {rows.length === 0 ? (
        <UntilFirstSync collections="downloads">
          <p className="text-slate-600">{t.empty}</p>
        </UntilFirstSync>
      ) : shown.length === 0 ? (
        <p className="text-slate-600">{t.noMatch}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t.count(shown.length)}</p>
          {DOWNLOAD_CATEGORIES.filter((c) => shown.some((r) => r.category === c)).map((c) => (
            <section key={c} aria-labelledby={`downloads-${c}`} className="space-y-2">
              <h2 id={`downloads-${c}`} className="text-base font-semibold text-slate-900">
                {t.category[c]}
              </h2>
              <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
                {shown
                  .filter((r) => r.category === c)
                  .map((r) => {
                    const offline = stored.has(new URL(downloadUrl(r.id), location.href).pathname);
                    return (
                      <li
                        key={r.id}
                        data-testid="download-row"
                        className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="font-medium text-slate-900">{r.title}</p>
                          <p className="text-sm text-slate-700">{r.description}</p>
                          <p className="mt-1 text-xs text-slate-600">
                            {t.type}: {t.fileType[r.fileType]} · {t.size}: {formatSize(r.sizeBytes)}{' '}
                            · {t.date}: {formatDay(r.day)}
                            {offline ? ` · ✓ ${t.offlineAvailable}` : ''}
                            {!offline && !online ? ` · ${t.onlineOnly}` : ''}
                          </p>
                        </div>
                        <Button
                          variant="secondary"
                          aria-label={t.downloadNamed(r.title)}
                          disabled={busy === r.id}
                          onClick={() => void download(r)}
                        >
                          {t.download}
                        </Button>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

export function DownloadsPage() {
  return (
    <Screen title={de.screens.downloads} testId="downloads-page">
      <DownloadsPageBody />
    </Screen>
  );
}
