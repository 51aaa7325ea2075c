import type { IntlShape } from 'react-intl';
import type { DeliveryFailure } from '../../contracts/notificationChannels.js';

/**
 * Why a message was not sent, in the seller's language: the catalogue's sentence of its code, with what
 * Telegram or the mail server said inside it as they said it; a reason kept before codes, as kept.
 */
export function deliveryFailureText(
  { Failure: failure, Error: error }: { Failure: DeliveryFailure | null; Error: string | null },
  intl: IntlShape,
): string {
  if (failure) return intl.formatMessage({ id: `notification.failure.${failure.Code}` }, failure.Params);
  return error ?? '';
}
