// The notifications feature's public surface for other features: its dashboard widget.
export { NotificationsWidget } from './NotificationsWidget';
