// The drug book's open receipts: narcotic lines of the delivery notes not yet in the book, each
// taken over as a receipt with one click.
import type { DrugDeliveryRow } from '../contract';
import { mutate, newId } from '../../../src/db';
import { drugBookDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { formatDay } from './logic';
import { errorText } from '../../../src/ui/register/formHelpers';
import { CELL, HEAD, TABLE_BOX, EMPTY } from '../../../src/ui/register/styles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = drugBookDe;

export function OpenReceipts({
  open,
  onStatus,
}: {
  open: readonly DrugDeliveryRow[];
  onStatus: (message: string) => void;
}) {
  const take = async (line: DrugDeliveryRow) => {
    try {
      await mutate('drugBook.enter', {
        id: newId(),
        lieferkundeNr: line.lieferkundeNr,
        pzn: line.pzn,
        kind: 'receipt',
        day: line.day,
        quantity: line.quantity,
        document: line.noteNo,
        deliveryLineId: line.id,
      });
      onStatus(t.receipts.taken(line.name, line.quantity));
    } catch (error) {
      onStatus(errorText(error));
    }
  };
  return (
    <TitledSection
      titleId="drug-receipts-title"
      title={t.receipts.title}
      className="space-y-2 print:hidden"
    >
      {open.length === 0 ? (
        <p className={EMPTY}>{t.receipts.empty}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t.receipts.hint}</p>
          <PlainTable
            box={TABLE_BOX}
            testId="drug-receipts"
            caption={t.receipts.caption}
            head={[
              ...headCells(HEAD, t.col.day, t.col.note, t.col.pzn, t.col.article),
              ...headCells(`${HEAD} text-right`, t.col.quantity),
              ...headCells(HEAD, t.col.batch),
              srOnlyHead(t.col.actions, HEAD),
            ]}
          >
            {open.map((line) => (
              <tr key={line.id}>
                <td className={CELL}>{formatDay(line.day)}</td>
                <td className={CELL}>{line.noteNo}</td>
                <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                <td className={CELL}>{line.name}</td>
                <td className={`${CELL} text-right tabular-nums`}>{line.quantity}</td>
                <td className={CELL}>{line.batch ?? '–'}</td>
                <td className={`${CELL} text-right`}>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'px-2 py-1')}
                    aria-label={t.receipts.takeRow(line.noteNo, line.name)}
                    onClick={() => void take(line)}
                  >
                    {t.receipts.take}
                  </button>
                </td>
              </tr>
            ))}
          </PlainTable>
        </>
      )}
    </TitledSection>
  );
}
