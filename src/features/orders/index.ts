// The orders feature's public surface for other features: its dashboard widget.
export { LastOrdersWidget } from './LastOrdersWidget';
