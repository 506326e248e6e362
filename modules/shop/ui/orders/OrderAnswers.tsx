// The wholesaler's answers to a web order (issue 29), as the order detail shows them: the order's
// way as a small timeline with times, its ERP order number and delivery note, and per article
// line the confirmed parts, each as text with an icon (never by colour alone).
import { Link } from '@tanstack/react-router';
import type { ConfirmationPartKind } from '../../../../src/api/erpAnswers';
import { de } from '../../../../src/i18n/de';
import { Icon, type IconProps } from '../../../../src/ui/icons';
import type { OrderLineConfirmation } from '../../contract';
import type { OrderAnswersOf } from './OrderDetail';
import { formatDateTime, partText, timeline } from './logic';
import { STATUS_ICON, TruckIcon } from './OrderStatusBadge';

const t = de.shop.orders;

const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </Icon>
);

const CrossIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
);

const PART_ICON: Record<ConfirmationPartKind, typeof CheckIcon> = {
  normal: CheckIcon,
  verbund: TruckIcon,
  nachlieferung: ClockIcon,
  dispo: PauseIcon,
  nicht_lieferbar: CrossIcon,
};

const PART_STYLE: Record<ConfirmationPartKind, string> = {
  normal: 'text-emerald-800',
  verbund: 'text-emerald-800',
  nachlieferung: 'text-amber-900',
  dispo: 'text-amber-900',
  nicht_lieferbar: 'text-red-800',
};

/** One article line's confirmed parts; 'noch offen' while the order is not confirmed. */
export function ConfirmedParts({ line }: { line: OrderLineConfirmation | undefined }) {
  if (!line) return <span className="text-xs text-slate-500 italic">{t.notConfirmed}</span>;
  return (
    <ul className="space-y-0.5 text-xs" data-testid="order-line-parts">
      {line.parts.map((part, index) => {
        const PartIcon = PART_ICON[part.kind];
        return (
          <li
            // The parts are the wholesaler's answer as received: their index is a stable key.
            key={index}
            data-testid="order-line-part"
            data-kind={part.kind}
            className={`flex items-start gap-1 ${PART_STYLE[part.kind]}`}
          >
            <PartIcon width={14} height={14} className="mt-px shrink-0" />
            <span>
              <span className="font-semibold tabular-nums">{t.partQuantity(part.quantity)}</span>{' '}
              {partText(part)}
              {part.reasonText ? (
                <span className="block text-slate-600">{part.reasonText}</span>
              ) : null}
              {part.substitutePzn ? (
                <span className="block text-slate-700">{t.substitute(part.substitutePzn)}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The order's way, its ERP number and delivery note, above the lines. */
export function OrderAnswers({ order }: { order: OrderAnswersOf }) {
  const steps = timeline(order);
  if (steps.length === 0) return null;
  return (
    <section aria-label={t.historyTitle} className="mb-3 text-sm" data-testid="order-answers">
      <h3 className="text-xs font-semibold text-slate-600 uppercase">{t.historyTitle}</h3>
      <ol className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-testid="order-timeline">
        {steps.map((step, index) => {
          const StepIcon = STATUS_ICON[step.status];
          return (
            <li
              key={`${step.status}-${index}`}
              data-testid="order-timeline-step"
              data-status={step.status}
              className="flex items-center gap-1 text-slate-800"
            >
              <StepIcon width={14} height={14} />
              <span className="font-medium">{step.text}</span>
              <time dateTime={step.at} className="text-slate-600 tabular-nums">
                {formatDateTime(step.at)}
              </time>
            </li>
          );
        })}
      </ol>
      {order.erpOrderNo ? (
        <p className="mt-1 text-slate-700" data-testid="order-erp-no">
          {t.erpOrderNo(order.erpOrderNo)}
        </p>
      ) : null}
      {order.confirmation === null ? (
        <p className="mt-1 text-slate-600" data-testid="order-unconfirmed">
          {t.unconfirmed}
        </p>
      ) : null}
      {order.deliveryNoteNo ? (
        <p className="mt-1">
          <Link
            to="/analytics/order-archive"
            search={{ period: 'all', q: order.deliveryNoteNo }}
            aria-label={t.deliveryNoteLabel(order.deliveryNoteNo)}
            data-testid="order-delivery-note"
            className="text-brand-700 underline"
          >
            {t.deliveryNote(order.deliveryNoteNo)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
