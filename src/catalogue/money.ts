// Kept for its many importers: the day and money formatting live in src/api (issue 25), where the
// screens, the worker and the server share one copy. New code imports those directly.
export { formatDay } from '../api/days';
export { formatEuro, formatNumber } from '../api/money';
