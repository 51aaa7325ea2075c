import type { FindNotificationsRequest } from '../../contracts/notifications.js';

/** What the bell reads: the latest ten and the unread count (one query for the badge and its list). */
export const BELL_REQUEST: Partial<FindNotificationsRequest> = { Count: 10 };
