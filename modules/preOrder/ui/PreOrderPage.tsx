// The pre-order (Vorbestellung, issue 15) of the current delivery customer: the wholesaler's order
// windows with their deadline, delivery period and caps, a quantity per article (with the
// prescription's reference where the window asks for one), what has been pre-ordered, changed or
// cancelled until the deadline. Everything reads and writes the local database, so it works
// offline; changes are queued and sent once. The shared rules (modules/preOrder/rules.ts) check an
// entry before it is queued, with the words the server would refuse it with.
import { useMemo, useState } from 'react';
import { viennaDay } from '../../../src/api/enrollmentDays';
import { useDb, useLiveQuery } from '../../../src/db';
import { preOrderDe } from '../texts.de';
import { CustomerContent } from '../../../src/ui/CustomerContent';
import { useMe } from '../../../src/features/auth';
import { sortWindows } from './logic';
import { PageFrame } from '../../../src/ui/PageFrame';
import { de } from '../../../src/i18n/de';
import { WindowSection } from './WindowSection';
import { EmptyNote } from '../../../src/ui/EmptyNote';
import { UntilFirstSync } from '../../../src/features/sync';

const t = preOrderDe;

export function PreOrderPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const [status, setStatus] = useState('');
  const data = useLiveQuery(async () => {
    if (!db) return undefined;
    const windows = await db.preOrderWindows.toArray();
    const lines =
      lieferkundeNr === null
        ? []
        : await db.preOrderLines.where('lieferkundeNr').equals(lieferkundeNr).toArray();
    return { windows, lines };
  }, [db, lieferkundeNr]);
  const today = viennaDay(new Date());
  const windows = useMemo(() => sortWindows(data?.windows ?? [], today), [data, today]);

  return (
    <PageFrame title={de.screens.preOrder} lead={t.intro}>
      <CustomerContent
        status={status}
        statusTestId="enrollment-status"
        lieferkundeNr={lieferkundeNr}
        data={data}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {(data, lieferkundeNr) =>
          windows.length === 0 ? (
            <UntilFirstSync collections="preOrderWindows">
              <EmptyNote>{t.empty}</EmptyNote>
            </UntilFirstSync>
          ) : (
            windows.map((w) => (
              <WindowSection
                key={w.id}
                window={w}
                lines={data.lines.filter((l) => l.windowId === w.id)}
                today={today}
                lieferkundeNr={lieferkundeNr}
                onStatus={setStatus}
              />
            ))
          )
        }
      </CustomerContent>
    </PageFrame>
  );
}
