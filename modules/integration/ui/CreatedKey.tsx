// The key of a service account just made: shown this once, selectable and with 'Kopieren', and
// said as a status so a screen reader announces it.
import { useState } from 'react';
import { integrationTexts } from '../texts.de';
import { Button } from '../../../src/ui/Button';

const t = integrationTexts.admin.created;

export function CreatedKey({
  name,
  apiKey,
  onDone,
}: {
  name: string;
  apiKey: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      data-testid="service-account-key"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t.heading(name)}</h3>
      <p className="mt-1 text-sm text-slate-700">{t.text}</p>
      <p className="mt-2">
        <span className="sr-only">{t.keyLabel}: </span>
        <code className="block rounded bg-white p-2 font-mono text-sm break-all select-all">
          {apiKey}
        </code>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(apiKey).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t.copy}
        </Button>
        <Button onClick={onDone}>{t.done}</Button>
        {copied ? <span className="text-sm text-emerald-800">{t.copied}</span> : null}
      </div>
    </div>
  );
}
