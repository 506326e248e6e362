// The surveys' public surface: the dialog host of the app shell (issue 13 item 6) and the admin's
// section of /admin.
export { SurveyHost } from './SurveyHost';
export { SurveysAdmin } from './SurveysAdmin';
