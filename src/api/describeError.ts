import type { IntlShape } from 'react-intl';
import { ApiError } from './errors.js';

/** The text a toast shows for a failure: the catalogue message plus what the server said. */
export function describeError(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError) {
    const message = intl.formatMessage({ id: error.messageId });
    return error.detail ? `${message}\n${error.detail}` : message;
  }
  if (error instanceof TypeError) return intl.formatMessage({ id: 'errors.network' });
  return error instanceof Error ? error.message : String(error);
}
