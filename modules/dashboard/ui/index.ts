// The dashboard feature's public surface: the widgets with their editing mode.
export { Dashboard } from './Dashboard';
