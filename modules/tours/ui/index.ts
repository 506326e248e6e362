// The tours feature's public surface for other features: the basket's cut-off countdown, the
// dashboard widget and the tours of the session's customer (the calendar).
export { CutoffCountdown } from './CutoffCountdown';
export { NextDeliveryWidget } from './NextDeliveryWidget';
export { useCustomerTours, useNow } from './data';
