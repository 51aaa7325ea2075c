import { Random } from '../random.js';
import { buyerCommentText, sellerAnswerText } from './reviewTexts.js';
import { timeOrderedId, type ReviewRecord } from './reviews.js';
import type { World } from './world.js';

/**
 * Comments under a review: the seller's answer and other buyers' remarks derived from the review,
 * plus those the seller wrote through /v1/review/comment/create (kept in the world's state).
 */
export interface ReviewComment {
  id: string;
  text: string;
  parentCommentId: string;
  /** Written by the seller (is_owner); the seller's answers are official. */
  isOwner: boolean;
  publishedAt: number;
  likes: number;
  dislikes: number;
}

interface CommentState {
  byReview: Map<string, ReviewComment[]>;
  /** Comments created in this session, in order: each gets its own second after `world.now`. */
  created: number;
}

const HOUR = 3_600_000;
const stateOf = (world: World) =>
  world.state<CommentState>('review-comments', () => ({ byReview: new Map(), created: 0 }));

function generated(world: World, review: ReviewRecord): ReviewComment[] {
  const random = new Random(world.seed, 'review-comments', review.id);
  const now = world.now.getTime();
  const comments: ReviewComment[] = [];
  for (let i = 0; i < review.buyerComments; i++) {
    const publishedAt = Math.floor(
      review.publishedAt + Math.min(now - review.publishedAt - 1, random.next() * 400 * HOUR),
    );
    const id = timeOrderedId(publishedAt, random);
    comments.push({
      id,
      text: buyerCommentText(world.seed, id),
      parentCommentId: '',
      isOwner: false,
      publishedAt,
      likes: random.int(0, 3),
      dislikes: 0,
    });
  }
  if (review.answeredAt !== null) {
    comments.push({
      id: timeOrderedId(review.answeredAt, random),
      text: sellerAnswerText(world.seed, review.id, review.rating),
      parentCommentId: '',
      isOwner: true,
      publishedAt: review.answeredAt,
      likes: random.int(0, 4),
      dislikes: random.chance(0.1) ? 1 : 0,
    });
  }
  return comments;
}

/** Every comment of a review, oldest first. */
export function commentsOf(world: World, review: ReviewRecord): ReviewComment[] {
  const created = stateOf(world).byReview.get(review.id) ?? [];
  return [...generated(world, review), ...created].sort((a, b) => a.publishedAt - b.publishedAt);
}

export function commentCount(world: World, review: ReviewRecord): number {
  return (
    review.buyerComments + (review.answeredAt !== null ? 1 : 0) + (stateOf(world).byReview.get(review.id)?.length ?? 0)
  );
}

/** The seller's new comment; Ozon moderates comments, the sandbox publishes them at once. */
export function createComment(
  world: World,
  review: ReviewRecord,
  text: string,
  parentCommentId: string,
): ReviewComment {
  const state = stateOf(world);
  state.created += 1;
  const publishedAt = world.now.getTime() + state.created * 1000;
  const comment: ReviewComment = {
    id: timeOrderedId(publishedAt, new Random(world.seed, 'created-comment', review.id, state.created)),
    text,
    parentCommentId,
    isOwner: true,
    publishedAt,
    likes: 0,
    dislikes: 0,
  };
  if (!state.byReview.has(review.id)) state.byReview.set(review.id, []);
  state.byReview.get(review.id)!.push(comment);
  return comment;
}
