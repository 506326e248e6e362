// Whether a customer's data is on this device (issue 26), said in words (never by colour alone),
// and for a representative the 'Offline verfügbar' switch that keeps it there.
import { formatDateTime } from '../../api/days';
import type { DeviceCustomers } from '../../db/workingSet';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';

export function offlineState(device: DeviceCustomers, nr: number): string {
  if (device.trimmed.has(nr)) return de.selector.offlineTrimmed;
  if (!device.kept.has(nr)) return de.selector.onlineOnly;
  const at = device.syncedAt.get(nr);
  return at ? de.selector.offlineSince(formatDateTime(at)) : de.selector.offlineLoading;
}

export function OfflineMark({
  device,
  lieferkundeNr,
  name,
  onMark,
}: {
  device: DeviceCustomers;
  lieferkundeNr: number;
  name: string;
  onMark: (marked: boolean) => void;
}) {
  const marked = device.marked.has(lieferkundeNr);
  return (
    <div className="mt-1 flex flex-wrap items-center justify-between gap-2 px-1 text-sm">
      <span className="text-slate-700" data-testid={`offline-state-${lieferkundeNr}`}>
        {offlineState(device, lieferkundeNr)}
      </span>
      {device.markable ? (
        <Button
          variant="secondary"
          className="px-2 py-1"
          aria-pressed={marked}
          aria-label={de.selector.markOfflineFor(name)}
          onClick={() => onMark(!marked)}
        >
          <span aria-hidden="true">{marked ? '☑' : '☐'}</span>
          {de.selector.markOffline}
        </Button>
      ) : null}
    </div>
  );
}
