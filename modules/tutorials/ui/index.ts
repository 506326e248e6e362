// The guided tutorial's public surface: the host the app shell mounts (issue 13 item 9), and the
// end of the session's pause for the settings' 'Tutorials erneut anzeigen' (issue 24).
export { TutorialHost } from './TutorialHost';
export { resumeTutorial } from './pause';
