/**
 * The notification bell and its panel in English (docs/product.md#notifications,
 * docs/decisions/0038-hindi-with-typed-dictionaries.md). The notices' own words are core's
 * (notifications/messages).
 */
export default {
  bell: "Notifications",
  bellUnread: "Notifications, {count} unread",
  heading: "Notifications",
  markAllRead: "Mark all read",
  clearAll: "Clear all",
  clearTitle: "Clear notifications",
  clearConfirmation: "Are you sure you want to clear all notifications?",
  empty: "No notifications",
  emptyHint: "You're all caught up!",
  unread: " (unread)",
  "type.maturity": "Maturity",
  "type.warning": "Warning",
  "type.milestone": "Milestone",
  "type.reminder": "Reminder",
  "type.success": "Success",
  delete: "Delete notification: {title}",
} as const;
