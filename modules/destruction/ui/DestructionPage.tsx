// Declarations of destruction (Vernichtungserklärung, issue 15) of the current delivery
// customer: the declarations with their status in words (valid, replaced, replacing another) and
// a PDF each, and the form for a new declaration or a correction: lines from the delivery lines
// (with batch and expiry) or the catalogue, quantity, batch and expiry per line, reason, date,
// witness and declarant. Append-only: a correction is a new declaration replacing the earlier
// one, which stays. Reads and writes the local database, so it works offline; the PDF is made by
// the server (online, once the declaration is sent).
import { useRef, useState } from 'react';
import { type DestructionRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { destructionDe } from '../texts.de';
import { useMe } from '../../../src/features/auth';
import { useDestructions } from './useDestructions';
import { DeclarationForm } from './DeclarationForm';
import { DeclarationList } from './DeclarationList';
import { PageFrame } from '../../../src/ui/PageFrame';
import { RegisterBody, StatusLine } from '../../../src/ui/register/RegisterLayout';

const t = destructionDe;

export function DestructionPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const userName = me?.user.benutzerandruckname ?? '';
  const data = useDestructions(lieferkundeNr);
  const [status, setStatus] = useState('');
  const [correcting, setCorrecting] = useState<DestructionRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  return (
    <PageFrame title={de.screens.destruction} lead={t.intro} testId="destruction-page">
      <StatusLine status={status} testId="destruction-status-line" statusRef={statusRef} />
      <RegisterBody
        lieferkundeNr={lieferkundeNr}
        data={data}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {(data, lieferkundeNr) => (
          <>
            <DeclarationList
              declarations={data.declarations}
              onCorrect={(row) => {
                setCorrecting(row);
                setFormKey((k) => k + 1);
              }}
            />
            <DeclarationForm
              key={formKey}
              lieferkundeNr={lieferkundeNr}
              lines={data.lines}
              correcting={correcting}
              userName={userName}
              onCancel={() => {
                setCorrecting(null);
                setFormKey((k) => k + 1);
              }}
              onDone={(message) => {
                setStatus(message);
                setCorrecting(null);
                setFormKey((k) => k + 1);
                statusRef.current?.focus();
              }}
            />
          </>
        )}
      </RegisterBody>
    </PageFrame>
  );
}
