// How the order behind a delivery reached the wholesaler (issue 14). Apart from the analytics
// contract (which brings zod) so that the order archive's address parameters, which the route
// tree validates before any screen chunk loads, stay out of the /login bundle.
export const ORDER_CHANNELS = ['web', 'phone', 'software'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
