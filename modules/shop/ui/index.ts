// The shop's public surface for the shell and other modules: what they put into a basket or read
// of orders, and the dashboard's widgets. The screens are imported by their routes only, so each
// stays in its route's lazy chunk.
export * from './baskets';
export * from './orders';
export { CartMenu } from './baskets/CartMenu';
