// /settings, the storage of this device (issue 26 item 5): how much the browser holds for this
// origin and how much it allows (StorageManager.estimate), and whether it keeps the data for good
// (persisted; the login asks for it). When it does not, a button asks again and says a refusal.
import { useEffect, useState } from 'react';
import { requestPersistentStorage } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { settingsDe } from '../texts.de';
import { SettingsFieldset } from './SettingsFieldset';

const t = settingsDe.storage;

export interface StorageDeps {
  readonly estimate: () => Promise<{ usage?: number; quota?: number } | null>;
  readonly persisted: () => Promise<boolean>;
  readonly persist: () => Promise<boolean>;
}

export const browserStorage: StorageDeps = {
  estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
  persisted: async () => (navigator.storage?.persisted ? navigator.storage.persisted() : false),
  persist: requestPersistentStorage,
};

const MB = 1_000_000;
const size = new Intl.NumberFormat('de-DE', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});
const gb = new Intl.NumberFormat('de-DE', {
  style: 'unit',
  unit: 'gigabyte',
  maximumFractionDigits: 1,
});

/** Bytes as the user reads them: megabytes, gigabytes from 1,000 MB on. */
export function formatBytes(bytes: number): string {
  return bytes >= 1000 * MB ? gb.format(bytes / (1000 * MB)) : size.format(bytes / MB);
}

interface Facts {
  readonly usage: number | null;
  readonly quota: number | null;
  readonly persisted: boolean;
}

async function readFacts(deps: StorageDeps): Promise<Facts> {
  const [estimate, persisted] = await Promise.all([
    deps.estimate().catch(() => null),
    deps.persisted().catch(() => false),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

export function StorageSettings({ deps = browserStorage }: { deps?: StorageDeps }) {
  const [facts, setFacts] = useState<Facts | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    let current = true;
    void readFacts(deps).then((read) => {
      if (current) setFacts(read);
    });
    return () => {
      current = false;
    };
  }, [deps]);

  const persist = async () => {
    const granted = await deps.persist();
    setRefused(!granted);
    setFacts(await readFacts(deps));
  };

  return (
    <SettingsFieldset legend={t.legend} intro={t.intro} testId="storage-settings">
      <div className="mt-3 space-y-2 text-sm text-slate-700" role="status">
        {facts === null ? (
          <p>{t.measuring}</p>
        ) : (
          <>
            <p>
              {facts.usage !== null && facts.quota !== null
                ? t.usage(formatBytes(facts.usage), formatBytes(facts.quota))
                : t.unknown}
            </p>
            <p>{facts.persisted ? t.persisted : t.notPersisted}</p>
          </>
        )}
      </div>
      {facts && !facts.persisted ? (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => void persist()}>
            {t.persist}
          </Button>
          {refused ? (
            <p role="alert" className="mt-2 text-sm text-amber-900">
              {t.refused}
            </p>
          ) : null}
        </div>
      ) : null}
    </SettingsFieldset>
  );
}
