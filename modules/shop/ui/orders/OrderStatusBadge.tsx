// The order status as text, with an icon as a supplement (never by colour or icon alone). Web
// orders have the wholesaler's statuses too (issue 29); supplier orders use the first two.
import type { WebOrderStatus } from '../../contract';
import { Icon, type IconProps } from '../../../../src/ui/icons';
import { statusText } from './logic';

const SendingIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

const SentIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
);

/** A clipboard with a tick: the wholesaler confirmed the lines. */
const ConfirmedIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 3h6v3H9z" />
    <path d="M9 13l2 2 4-4" />
  </Icon>
);

/** A box: picked and packed. */
export const PickedIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
    <path d="M3 7l9 4 9-4M12 11v10" />
  </Icon>
);

/** A van: on its way with the tour. */
export const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

/** A house with a tick: delivered. */
const DeliveredIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11l9-8 9 8" />
    <path d="M5 10v10h14V10" />
    <path d="M9 15l2 2 4-4" />
  </Icon>
);

export const STATUS_ICON: Record<WebOrderStatus, typeof SentIcon> = {
  wird_gesendet: SendingIcon,
  uebermittelt: SentIcon,
  bestaetigt: ConfirmedIcon,
  kommissioniert: PickedIcon,
  unterwegs: TruckIcon,
  geliefert: DeliveredIcon,
};

const STYLE: Record<WebOrderStatus, string> = {
  wird_gesendet: 'border-amber-300 bg-amber-50 text-amber-900',
  uebermittelt: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  bestaetigt: 'border-sky-300 bg-sky-50 text-sky-900',
  kommissioniert: 'border-sky-300 bg-sky-50 text-sky-900',
  unterwegs: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  geliefert: 'border-emerald-400 bg-emerald-100 text-emerald-950',
};

export function OrderStatusBadge({ status }: { status: WebOrderStatus }) {
  const StatusIcon = STATUS_ICON[status];
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${STYLE[status]}`}
    >
      <StatusIcon width={14} height={14} />
      {statusText(status)}
    </span>
  );
}
