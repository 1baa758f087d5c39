// Notifications (spec 3 §2): the top bar's bell and the history modal of a content.
export { NotificationsBell } from './notifications-bell';
export { HistoryModal } from './history-modal';
export { notificationKeys, refreshNotifications } from './notifications-api';
