import { describe, expect, it } from 'vitest';
import type { ProductReview } from '../../../../../../contracts/reviews.js';
import { ReplyDraftingError } from '../../../../../reviews/replyDrafting.js';
import { testIntl } from '../../../../../test/intl.js';
import { draftingErrorText, replyInputOf } from './replyDraft.js';
import type { ProductGroup } from './reviewGroups.js';

const review = {
  ID: 'r-1',
  Sku: 11,
  Comment: 'Кружка удобная, но ручка горячая',
  Rating: 3,
  Product: { ProductPackageID: 5, Name: 'Кружка керамическая 350 мл', OfferID: '5' },
  Comments: [
    {
      CommentID: 'c2',
      ParentCommentID: '',
      AuthorID: null,
      AuthorName: 'Продавец',
      Text: 'Спасибо!',
      PublishedAt: '2026-11-02T10:00:00Z',
      IsOwner: true,
      IsOfficial: false,
      IsPublished: true,
      IsRejected: false,
      WasEdited: false,
    },
  ],
} as unknown as ProductReview;

const group: ProductGroup = { number: 1, name: 'Кружка', highlights: ['удобная ручка'], skus: [11], reviewCount: 3 };

describe('reply drafting from the screen', () => {
  it("writes the drafts from the review, its card, its group and the seller's earlier answers", () => {
    expect(replyInputOf(review, group, 'Кружка')).toEqual({
      reviewText: 'Кружка удобная, но ручка горячая',
      rating: 3,
      productName: 'Кружка керамическая 350 мл',
      productGroup: { name: 'Кружка', highlights: ['удобная ручка'] },
      sellerComments: ['Спасибо!'],
    });
    expect(replyInputOf({ ...review, Product: null }, null, '')).toMatchObject({
      productName: '',
      productGroup: null,
    });
  });

  it("says in Russian why the AI service gave no drafts, with the service's own message", () => {
    const intl = testIntl();
    expect(
      draftingErrorText(
        intl,
        new ReplyDraftingError('http', 'The AI service answered 401: Invalid API key', 401, 'Invalid API key'),
      ),
    ).toBe('ИИ-сервис ответил ошибкой 401: Invalid API key');
    expect(draftingErrorText(intl, new ReplyDraftingError('timeout', 'late'))).toMatch(/^ИИ-сервис не ответил вовремя/);
    expect(draftingErrorText(intl, new ReplyDraftingError('noReplies', 'none'))).toMatch(/пригодных черновиков/);
    expect(draftingErrorText(intl, new ReplyDraftingError('network', 'The AI service could not be reached'))).toMatch(
      /^ИИ-сервис недоступен.*could not be reached$/,
    );
  });

  it("describes the server's refusal to keep them as any other failure", () => {
    const intl = testIntl();
    expect(draftingErrorText(intl, new TypeError('Failed to fetch'))).toBe(
      intl.formatMessage({ id: 'errors.network' }),
    );
  });
});
