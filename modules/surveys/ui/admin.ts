// The surveys' panel of /admin (lint/modulePlace.js: an entry apart from ./index.ts).
export { SurveysAdmin } from './SurveysAdmin';
