import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../../contracts/reviews.js';
import { needsDetails, sellerCommentsOf, threadOf } from './commentThread.js';

const comment = (id: string, parent: string, at: string, extra: Partial<ReviewComment> = {}): ReviewComment => ({
  CommentID: id,
  ParentCommentID: parent,
  AuthorID: null,
  AuthorName: extra.IsOwner ? 'Продавец' : 'Покупатель',
  Text: `text ${id}`,
  PublishedAt: `2026-11-${at}T10:00:00Z`,
  IsOwner: false,
  IsOfficial: false,
  IsPublished: true,
  IsRejected: false,
  WasEdited: false,
  ...extra,
});

const order = (comments: ReviewComment[]) =>
  threadOf(comments).map(({ comment, depth }) => `${comment.CommentID}@${depth}`);

describe('comment thread', () => {
  it('puts the comments under the review oldest first, each followed by its answers', () => {
    const comments = [
      comment('answer-b', 'b', '05', { IsOwner: true }),
      comment('b', '', '04'),
      comment('a', '', '01'),
      comment('answer-a2', 'a', '03'),
      comment('answer-a1', 'a', '02', { IsOwner: true }),
      comment('deep', 'answer-a1', '06'),
    ];
    expect(order(comments)).toEqual(['a@0', 'answer-a1@1', 'deep@2', 'answer-a2@1', 'b@0', 'answer-b@1']);
  });

  it('keeps a comment whose parent was not read (or is gone) under the review', () => {
    expect(order([comment('late', 'missing', '02'), comment('a', '', '01')])).toEqual(['a@0', 'late@0']);
  });

  it('survives a comment that names itself or a loop of parents', () => {
    expect(order([comment('self', 'self', '01')])).toEqual(['self@0']);
    expect(order([comment('x', 'y', '01'), comment('y', 'x', '02')])).toEqual(['x@0', 'y@0']);
  });

  it("gives the seller's own comments oldest first, without the rejected ones", () => {
    const comments = [
      comment('2', '', '03', { IsOwner: true, Text: 'второй' }),
      comment('1', '', '02', { IsOwner: true, Text: 'первый' }),
      comment('r', '', '04', { IsOwner: true, IsRejected: true, Text: 'отклонён' }),
      comment('b', '', '01', { Text: 'покупатель' }),
    ];
    expect(sellerCommentsOf(comments)).toEqual(['первый', 'второй']);
  });

  it('asks Ozon for the details while comments or photos are missing', () => {
    const review = { CommentsCount: 2, CommentsAmount: 2, Photos: [], PhotosCount: 0 };
    expect(needsDetails(review)).toBe(false);
    expect(needsDetails({ ...review, CommentsCount: 0 })).toBe(true);
    expect(needsDetails({ ...review, PhotosCount: 1 })).toBe(true);
  });
});
