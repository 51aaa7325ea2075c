import type { ProductReview, ReviewComment } from '../../../../../../contracts/reviews.js';

export interface ThreadEntry {
  comment: ReviewComment;
  /** 0 for a comment under the review itself, 1 for an answer to it, and so on. */
  depth: number;
}

const byTime = (a: ReviewComment, b: ReviewComment) =>
  a.PublishedAt.localeCompare(b.PublishedAt) || a.CommentID.localeCompare(b.CommentID);

/**
 * The comments as a thread: those under the review oldest first, each followed by the answers to it
 * (oldest first, to any depth). A comment whose parent is not among them (not read yet, or removed on
 * Ozon) stands under the review, so none is lost.
 */
export function threadOf(comments: readonly ReviewComment[]): ThreadEntry[] {
  const ids = new Set(comments.map((comment) => comment.CommentID));
  const children = new Map<string, ReviewComment[]>();
  for (const comment of comments) {
    const parent =
      comment.ParentCommentID && ids.has(comment.ParentCommentID) && comment.ParentCommentID !== comment.CommentID
        ? comment.ParentCommentID
        : '';
    children.set(parent, [...(children.get(parent) ?? []), comment]);
  }
  const thread: ThreadEntry[] = [];
  const seen = new Set<string>();
  const visit = (parent: string, depth: number) => {
    for (const comment of (children.get(parent) ?? []).sort(byTime)) {
      if (seen.has(comment.CommentID)) continue;
      seen.add(comment.CommentID);
      thread.push({ comment, depth });
      visit(comment.CommentID, depth + 1);
    }
  };
  visit('', 0);
  // A loop of parents (never from Ozon, but cheap to survive) leaves its comments unvisited: under the review.
  for (const comment of [...comments].sort(byTime)) {
    if (!seen.has(comment.CommentID)) {
      seen.add(comment.CommentID);
      thread.push({ comment, depth: 0 });
    }
  }
  return thread;
}

/** The seller's own comments under the review, oldest first: the drafts must not repeat them. */
export const sellerCommentsOf = (comments: readonly ReviewComment[]): string[] =>
  [...comments]
    .filter((comment) => comment.IsOwner && !comment.IsRejected)
    .sort(byTime)
    .map((comment) => comment.Text);

/**
 * Whether the review's thread or photos are still to be read from Ozon: the first sync leaves the
 * settled history (old processed reviews) to be read when the seller opens one.
 */
export const needsDetails = (
  review: Pick<ProductReview, 'CommentsCount' | 'CommentsAmount' | 'Photos' | 'PhotosCount'>,
) => review.CommentsCount < review.CommentsAmount || review.Photos.length < review.PhotosCount;
