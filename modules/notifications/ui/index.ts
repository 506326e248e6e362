// The notifications' public surface: the bell of the navigation bar and the dashboard widget.
export { NotificationBell } from './NotificationBell';
export { NotificationsWidget } from './NotificationsWidget';
