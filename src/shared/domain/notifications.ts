/** docs/product/learner-side.md section 9: the notification panel shows the 50 most recent; the badge caps at 9+. */
export const NOTIFICATION_LIMIT = 50;
