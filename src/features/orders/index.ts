// The orders feature's public surface for other features: its dashboard widget, and the
// reorder into the primary basket (the order archive, issue 14).
export { LastOrdersWidget } from './LastOrdersWidget';
export { useReorder, type Reorder } from './useOrders';
