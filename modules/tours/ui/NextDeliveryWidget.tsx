// The dashboard widget 'Nächste Lieferung' (issue 15): the next tour whose cut-off is ahead,
// with the countdown and the delivery window, from the local database.
import { Spinner } from '../../../src/ui/Spinner';
import { toursDe } from '../texts.de';
import { CutoffCountdown } from './CutoffCountdown';
import { useCustomerTours } from './data';

export function NextDeliveryWidget() {
  const data = useCustomerTours();
  if (data === undefined) return <Spinner label={toursDe.widget.loading} />;
  if (data === null) return <p className="text-sm text-slate-600">{toursDe.widget.noCustomer}</p>;
  if (data.tours.length === 0)
    return <p className="text-sm text-slate-600">{toursDe.widget.empty}</p>;
  return <CutoffCountdown compact={false} />;
}
