// The integration's panel of /admin (lint/modulePlace.js: an entry apart from an index.ts).
export { ServiceAccountsAdmin } from './ServiceAccountsAdmin';
