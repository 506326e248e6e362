// The analytics feature's public surface for other features: the backorders widget.
export { ResiduesWidget } from './ResiduesWidget';
