// The order status as text, with an icon as a supplement (never by colour or icon alone).
import type { OrderStatus } from '../../contract';
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

const STYLE: Record<OrderStatus, string> = {
  wird_gesendet: 'border-amber-300 bg-amber-50 text-amber-900',
  uebermittelt: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const StatusIcon = status === 'wird_gesendet' ? SendingIcon : SentIcon;
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
