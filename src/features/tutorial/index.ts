// The guided tutorial's public surface: the host the app shell mounts (issue 13 item 9).
export { TutorialHost } from './TutorialHost';
