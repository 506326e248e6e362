// The orders feature's public surface for other features: its dashboard widget, and the
// reorder into the primary basket (the order archive, issue 14); the order's lines, status and
// the reorder rule, which the supplier orders show and apply alike (issue 15).
export { LastOrdersWidget } from './LastOrdersWidget';
export { useReorder, type Reorder } from './useOrders';
export { OrderDetail, type OrderWithLines } from './OrderDetail';
export { OrderStatusBadge } from './OrderStatusBadge';
export { formatDateTime, newestFirst, reorderRows, totalText } from './logic';
