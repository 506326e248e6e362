// The conditions' panel of /admin (lint/modulePlace.js: an entry apart from ./index.ts).
export { ConditionsAdmin } from './ConditionsAdmin';
