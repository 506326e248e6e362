// The availability check of a basket (./BasketPage.tsx): when it last ran or why it cannot run
// now, and 'Alle prüfen' (online only).
import type { BasketItemRow } from '../../contract';
import { de } from '../../../../src/i18n/de';
import { Button } from '../../../../src/ui/Button';
import type { AvailabilityCheck } from './useAvailabilityCheck';

interface Props {
  readonly basketId: string;
  readonly rows: readonly BasketItemRow[];
  readonly online: boolean;
  readonly empty: boolean;
  readonly availability: AvailabilityCheck;
}

export function AvailabilityBar({ basketId, rows, online, empty, availability }: Props) {
  const checking = availability.state === 'checking';
  const check = availability.check;
  const checkHintId = `check-hint-${basketId}`;
  const checkHint = !online
    ? de.shop.availabilityCheck.offline
    : availability.state === 'failed'
      ? de.shop.availabilityCheck.failed
      : checking
        ? de.shop.availabilityCheck.checking
        : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id={checkHintId} className="text-sm text-slate-600" aria-live="polite">
        {checkHint ??
          (availability.checkedAt
            ? de.shop.availabilityCheck.checkedAt(
                new Date(availability.checkedAt).toLocaleTimeString('de-DE', {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              )
            : null)}
      </p>
      <Button
        variant="secondary"
        data-testid="check-all"
        disabled={!online || checking || empty}
        aria-describedby={checkHint ? checkHintId : undefined}
        onClick={() => void check(rows)}
      >
        {de.shop.availabilityCheck.checkAll}
      </Button>
    </div>
  );
}
