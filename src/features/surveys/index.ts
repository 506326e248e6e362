// The surveys feature's public surface: the dialog host of the app shell (issue 13 item 6).
export { SurveyHost } from './SurveyHost';
