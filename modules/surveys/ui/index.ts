// The surveys' public surface: the dialog host of the app shell (issue 13 item 6); the admin's
// section of /admin is ./admin.ts.
export { SurveyHost } from './SurveyHost';
