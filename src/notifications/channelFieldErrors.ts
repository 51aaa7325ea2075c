import type { IntlShape } from 'react-intl';
import type { DeliveryFailure } from '../../contracts/notificationChannels.js';
import { fieldErrorsOf } from '../api/describeError.js';
import { ApiError } from '../api/errors.js';
import { deliveryFailureText } from './deliveryFailureText.js';

/**
 * The fields of a refused change of a channel, in the seller's words: a setting the channel itself
 * refused (a bot token Telegram's getMe turned down: `/problems/channel-check`) comes as the delivery
 * failure's code and is worded as a failed delivery is, with Telegram's words inside; anything else as
 * any form's field errors. None when the failure names no field, so the form shows the failure itself.
 */
export function channelFieldErrors(error: unknown, intl: IntlShape): Record<string, string> | undefined {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (problem?.type === '/problems/channel-check' && typeof problem.Field === 'string') {
    return { [problem.Field]: deliveryFailureText({ Failure: problem.Failure as DeliveryFailure, Error: null }, intl) };
  }
  const byField = fieldErrorsOf(error, intl);
  return Object.keys(byField).length > 0 ? byField : undefined;
}
