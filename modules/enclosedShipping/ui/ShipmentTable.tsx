// Enclosed shipping's list (issue 15): the announcements, newest wished day first, the status in
// words plus 'Noch nicht gesendet' while queued, and 'Stornieren' while announced.
import type { EnclosedShipmentRow } from '../contract';
import { mayCancel } from '../rules';
import { enclosedShippingDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ScrollBox } from '../../../src/ui/ScrollBox';
import { germanDay } from './logic';
import { TableHead, headCells, srOnlyHead } from '../../../src/ui/TableHead';

const t = enclosedShippingDe;
const CELL = 'px-2 py-1.5 align-top';

function ShipmentRow({
  shipment,
  siteName,
  onCancel,
}: {
  shipment: EnclosedShipmentRow;
  siteName: string;
  onCancel: (shipment: EnclosedShipmentRow) => void;
}) {
  const l = t.list;
  return (
    <tr data-testid="enclosed-shipment-row" className="border-t border-slate-100">
      <td className={CELL}>
        <span className="block">{germanDay(shipment.tourDay)}</span>
        <span className="block text-slate-600">{t.tour[shipment.tour]}</span>
      </td>
      <td className={CELL}>
        <span className="block font-medium">{shipment.description}</span>
        <span className="block text-slate-600">
          {t.variant[shipment.variant]} · {t.kind[shipment.kind]}
        </span>
        {shipment.note ? <span className="block text-slate-600">{shipment.note}</span> : null}
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{shipment.packages}</td>
      <td className={CELL}>{siteName}</td>
      <td className={CELL} data-testid="enclosed-shipment-state">
        <span className="block font-medium">{t.state[shipment.state]}</span>
        {shipment.version === '0' ? (
          <span className="block text-slate-600">{l.pending}</span>
        ) : null}
      </td>
      <td className={CELL}>
        {mayCancel(shipment.state) ? (
          <Button
            type="button"
            variant="secondary"
            aria-label={l.cancelLabel(shipment.description)}
            onClick={() => onCancel(shipment)}
          >
            {l.cancel}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** The table of the announcements; `siteNames` maps a site's id to its name. */
export function ShipmentTable({
  shipments,
  siteNames,
  onCancel,
}: {
  shipments: readonly EnclosedShipmentRow[];
  siteNames: ReadonlyMap<string, string>;
  onCancel: (shipment: EnclosedShipmentRow) => void;
}) {
  const l = t.list;
  return (
    <ScrollBox label={l.title} className="rounded-md border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{l.title}</caption>
        <TableHead
          cells={[
            ...headCells(CELL, l.columns.day, l.columns.kind),
            ...headCells(`${CELL} text-right`, l.columns.packages),
            ...headCells(CELL, l.columns.site, l.columns.state),
            srOnlyHead(l.columns.actions, CELL),
          ]}
        />
        <tbody>
          {shipments.map((shipment) => (
            <ShipmentRow
              key={shipment.id}
              shipment={shipment}
              siteName={siteNames.get(shipment.siteId) ?? l.unknownSite}
              onCancel={onCancel}
            />
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
