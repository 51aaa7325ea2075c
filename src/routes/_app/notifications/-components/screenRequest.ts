import type { FindNotificationsRequest } from '../../../../../contracts/notifications.js';

/** What the screen lists: the latest fifty (older ones are in the database for the record). */
export const SCREEN_REQUEST: Partial<FindNotificationsRequest> = { Count: 50 };
