import type { IntlShape } from 'react-intl';
import type { ProductReview } from '../../../../../../contracts/reviews.js';
import { describeError } from '../../../../../api/describeError.js';
import { ReplyDraftingError, type ReplyInput } from '../../../../../reviews/replyDrafting.js';
import type { ProductGroup } from './reviewGroups.js';
import { sellerCommentsOf } from './commentThread.js';

/**
 * What the drafts of a review are written from: its text and stars, the card's name, the product's
 * group (its name and telling phrases) and what the seller has already said under it.
 */
export function replyInputOf(review: ProductReview, group: ProductGroup | null, groupName: string): ReplyInput {
  return {
    reviewText: review.Comment,
    rating: review.Rating,
    productName: review.Product?.Name ?? '',
    productGroup: group ? { name: groupName, highlights: group.highlights } : null,
    sellerComments: sellerCommentsOf(review.Comments),
  };
}

/**
 * Why no drafts came, in the seller's words: the AI service's status and its own message, no answer,
 * or nothing usable; a failure to keep them is the server's problem, described as any other.
 */
export function draftingErrorText(intl: IntlShape, error: unknown): string {
  if (!(error instanceof ReplyDraftingError)) return describeError(error, intl);
  return intl.formatMessage(
    { id: `review.drafting.${error.reason}` },
    { status: error.status ?? '—', detail: error.detail ?? error.message },
  );
}
