// The deliveries of one institution: the list, and one delivery with its lines.
import type { SupplyDeliveryRow, SupplyRecipientRow } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { Spinner } from '../../../src/ui/Spinner';
import { DetailHead } from '../../../src/ui/DetailHead';
import { supplyLinesOf } from './deliveryPharmacy';
import { CELL, NUM, QUANTITY, t } from './screenParts';
import { TableHead, headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { RowButtonCell } from '../../../src/ui/RowButtonCell';

export function DeliveryDetail({
  delivery,
  recipient,
  onBack,
}: {
  delivery: SupplyDeliveryRow;
  recipient: SupplyRecipientRow;
  onBack: () => void;
}) {
  const db = useDb();
  const lines = useLiveQuery(
    async () => (db ? supplyLinesOf(db, delivery.id) : undefined),
    [db, delivery.id],
  );
  const c = t.lineColumns;
  return (
    <div data-testid="supply-detail" className="space-y-3">
      <DetailHead
        level={3}
        title={t.detailTitle(delivery.noteNo)}
        meta={t.detailMeta(formatDay(delivery.day), t.supplies[delivery.supply], recipient.name)}
        backLabel={t.back}
        onBack={onBack}
        backClassName="print:hidden"
      />
      {lines === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t.linesCaption(delivery.noteNo)}</caption>
            <TableHead
              cells={[
                ...headCells(NUM, c.position),
                ...headCells(CELL, c.name, c.pzn),
                ...headCells(NUM, c.quantity, c.price, c.net, c.vat),
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.id} data-testid="supply-line">
                  <td className={NUM}>{line.position}</td>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {line.name}
                  </th>
                  <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                  <td className={NUM}>{QUANTITY.format(line.quantity)}</td>
                  <td className={NUM}>{formatEuro(line.unitPriceCents)}</td>
                  <td className={NUM}>{formatEuro(line.unitPriceCents * line.quantity)}</td>
                  <td className={NUM}>{t.vatRate(line.vatRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="border-t border-slate-200 px-2 py-1.5 text-right text-sm font-medium">
            {t.detailTotal(delivery.packs, formatEuro(delivery.netCents))}
          </p>
        </div>
      )}
    </div>
  );
}

export function DeliveryList({
  recipient,
  deliveries,
  onOpen,
}: {
  recipient: SupplyRecipientRow;
  deliveries: readonly SupplyDeliveryRow[];
  onOpen: (d: SupplyDeliveryRow) => void;
}) {
  const c = t.columns;
  return (
    <PlainTable
      box="overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0"
      caption={t.caption(recipient.name)}
      head={[
        ...headCells(CELL, c.day, c.noteNo, c.supply),
        ...headCells(NUM, c.lines, c.packs, c.net),
        srOnlyHead(c.open, `${CELL} print:hidden`),
      ]}
    >
      {deliveries.map((d) => (
        <tr key={d.id} data-testid="supply-delivery">
          <td className={`${CELL} whitespace-nowrap`}>{formatDay(d.day)}</td>
          <th scope="row" className={`${CELL} font-normal tabular-nums`}>
            {d.noteNo}
          </th>
          <td className={CELL}>{t.supplies[d.supply]}</td>
          <td className={NUM}>{QUANTITY.format(d.lineCount)}</td>
          <td className={NUM}>{QUANTITY.format(d.packs)}</td>
          <td className={NUM}>{formatEuro(d.netCents)}</td>
          <RowButtonCell
            className="print:hidden"
            aria-label={t.openLabel(d.noteNo, formatDay(d.day))}
            data-delivery-id={d.id}
            onClick={() => onOpen(d)}
          >
            {t.open}
          </RowButtonCell>
        </tr>
      ))}
    </PlainTable>
  );
}
