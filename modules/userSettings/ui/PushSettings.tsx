// /settings, Web Push (issue 13 item 7): the browser's notification permission. While it is open
// ('default') a button asks for it and then subscribes; 'granted' says push is on (the
// subscription itself is made after each login); 'denied' explains where to change it. A failed
// subscription is only logged (src/platform/pushSubscription.ts), never shown as an error.
import { useState } from 'react';
import { settingsDe } from '../texts.de';
import { browserPushDeps } from '../../../src/platform/pushBrowser';
import {
  enablePush,
  type PushDeps,
  type PushPermission,
} from '../../../src/platform/pushSubscription';
import { Button } from '../../../src/ui/Button';
import { SettingsFieldset } from './SettingsFieldset';

const t = settingsDe.push;

export function PushSettings({ deps = browserPushDeps }: { deps?: PushDeps }) {
  const [permission, setPermission] = useState<PushPermission>(() => deps.permission());
  const [asking, setAsking] = useState(false);

  const enable = async () => {
    setAsking(true);
    try {
      setPermission((await enablePush(deps)).permission);
    } finally {
      setAsking(false);
    }
  };

  return (
    <SettingsFieldset legend={t.legend} intro={t.intro} testId="push-settings">
      <div className="mt-3" role="status">
        {permission === 'default' ? (
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="secondary" disabled={asking} onClick={() => void enable()}>
              {t.enable}
            </Button>
            {asking ? <span className="text-sm text-slate-500">{t.asking}</span> : null}
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t[permission]}</p>
        )}
      </div>
    </SettingsFieldset>
  );
}
