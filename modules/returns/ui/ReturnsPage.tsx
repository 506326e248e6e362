// Returns (Retourenanmeldung, issue 15) of the current delivery customer: the rules in words, the
// delivered lines of the last 120 days (search by PZN, article or note number; newest first) with
// what is still returnable and which rules apply, the form to announce a return of one line, and
// the returns with their number and status in words, each with its details. Everything reads and
// writes the local database, so it works offline; an announcement is queued and sent once, and
// its number ('wird vergeben' until then) comes from the server.
import { useRef, useState } from 'react';
import type { ReturnLineRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { returnsDe } from '../texts.de';
import { PageFrame } from '../../../src/ui/PageFrame';
import { useMe } from '../../../src/features/auth';
import { todayUtc } from './logic';
import { useReturns } from './useReturns';
import { CARD } from '../../../src/ui/register/styles';
import { ReturnForm } from './ReturnForm';
import { LinePicker } from './ReturnLines';
import { ReturnDetail, ReturnList } from './ReturnList';
import { RegisterBody, StatusLine } from '../../../src/ui/register/RegisterLayout';

const t = returnsDe;
function Rules() {
  return (
    <section aria-labelledby="return-rules-title" className={`${CARD} bg-slate-50`}>
      <h2 id="return-rules-title" className="font-semibold text-slate-900">
        {t.rules.title}
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {t.rules.list.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

export function ReturnsPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const data = useReturns(lieferkundeNr);
  const today = todayUtc();
  const [status, setStatus] = useState('');
  const [chosen, setChosen] = useState<ReturnLineRow | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const detail = data?.returns.find((r) => r.id === detailId) ?? null;

  return (
    <PageFrame title={de.screens.returnRegistration} lead={t.intro} testId="returns-page">
      <StatusLine status={status} testId="returns-status" statusRef={statusRef} />
      <RegisterBody
        lieferkundeNr={lieferkundeNr}
        data={data}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {(data) => (
          <>
            <Rules />
            {detail ? <ReturnDetail row={detail} onClose={() => setDetailId(null)} /> : null}
            {chosen ? (
              <ReturnForm
                key={chosen.id}
                line={chosen}
                returns={data.returns}
                today={today}
                onCancel={() => setChosen(null)}
                onDone={(message) => {
                  setStatus(message);
                  setChosen(null);
                  statusRef.current?.focus();
                }}
              />
            ) : (
              <LinePicker
                lines={data.lines}
                returns={data.returns}
                today={today}
                onChoose={setChosen}
              />
            )}
            <ReturnList returns={data.returns} onDetails={(row) => setDetailId(row.id)} />
          </>
        )}
      </RegisterBody>
    </PageFrame>
  );
}
