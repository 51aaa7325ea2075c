import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewImportResult } from '../../contracts/promotionReviewResults.js';
import { ReviewProcessingStatus, type ProductReview, type ProductReviewPage } from '../../contracts/reviews.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { REVIEW_METHODS, reviewApi } from '../ozon/api/reviews.js';
import { httpTransport, type OzonTransport } from '../ozon/transport.js';
import { importOzonProductReviews, REVIEWS_PER_WRITE } from './reviewImport.js';
import { postJson } from '../test/postJson.js';
import { buildDemoTestApp } from '../test/testApp.js';
import { csvBlob } from '../../src/grids/export/writeFiles.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

describe('reviews against the sandbox: sync, filters, drafted replies and answers', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  let firstSync: ReviewImportResult;

  const call = postJson(() => t);
  const sync = () => call<ReviewImportResult>('/v1/OzonProductReview/UpdateOzonProductReviews');
  const find = (body: object) => call<ProductReviewPage>('/v1/OzonProductReview/FindOzonProductReviews', body);
  const ozonReviews = () => reviewApi(httpTransport(t.ozon.credentials, { methodLimits: {} }));

  beforeAll(async () => {
    t = await buildDemoTestApp({ SANDBOX_SCALE: '0.25' });
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    await call('/v1/OzonProduct/ImportOzonProducts');
    firstSync = await sync();
  });
  afterAll(() => t?.close());

  it("exports buyers' texts that a spreadsheet would run as formulas as text (the grids' CSV)", async () => {
    const page = await find({ Count: 1000 });
    const formulaLike = page.Items.filter((review) => /^[=+]/.test(review.Comment)).map((review) => review.Comment);
    expect(formulaLike.length).toBeGreaterThan(0);
    const csv = await (
      await csvBlob({
        locale: 'ru',
        columns: [{ header: 'Отзыв', format: { kind: 'text' } }],
        rows: formulaLike.map((text) => [text]),
      })
    ).text();
    const cells = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1);
    // Quoted after a ', as OWASP advises: shown as the buyer typed it, never run.
    expect(cells).toEqual(formulaLike.map((text) => `"'${text}"`));
  });

  it('keeps every review Ozon lists with its comments, and a second sync changes nothing', async () => {
    expect(firstSync.Available).toBe(true);
    const count = await ozonReviews().count();
    expect(firstSync.ReviewCount).toBe(count.total);
    expect(firstSync.CommentCount).toBeGreaterThan(0);

    const page = await find({ Count: 1000 });
    expect(page.TotalCount).toBe(count.total);
    const byStatus = Object.fromEntries(page.StatusCounts.map((entry) => [entry.Status, entry.Count]));
    expect(byStatus).toEqual({
      [ReviewProcessingStatus.NotViewed]: count.new,
      [ReviewProcessingStatus.Viewed]: count.viewed,
      [ReviewProcessingStatus.Processed]: count.processed,
    });
    // Comments and photos were read where Ozon counts them, but for the settled history (processed,
    // over 30 days old), which waits for the seller to open it.
    const historyBefore = Date.now() - 30 * 86_400_000;
    let history = 0;
    for (const review of page.Items) {
      const settled =
        review.ProcessingStatus === ReviewProcessingStatus.Processed && Date.parse(review.PublishedAt) < historyBefore;
      if (settled) {
        history += review.CommentsAmount > 0 && review.CommentsCount === 0 ? 1 : 0;
        continue;
      }
      expect(review.CommentsCount).toBe(review.CommentsAmount);
      expect(review.Photos.length).toBe(review.PhotosCount);
    }
    expect(history).toBeGreaterThan(0);

    const again = await sync();
    expect(again).toMatchObject({ UpdatedReviewCount: 0, CommentCount: 0 });
  });

  it("filters by SPEC.md's flags, stars, text and status, and sorts", async () => {
    const processed = await find({ Count: 1000, Processed: true });
    expect(processed.Items.every((review) => review.ProcessingStatus === ReviewProcessingStatus.Processed)).toBe(true);
    const notProcessed = await find({ Count: 1000, Processed: false });
    expect(processed.TotalCount + notProcessed.TotalCount).toBe((await find({ Count: 1 })).TotalCount);

    const silent = await find({ Count: 1000, HasText: false });
    expect(silent.TotalCount).toBeGreaterThan(0);
    expect(silent.Items.every((review) => review.Comment.trim() === '')).toBe(true);

    const bad = await find({ Count: 1000, Ratings: [1, 2], SortField: 'Rating', SortAscending: true });
    expect(bad.Items.map((review) => review.Rating)).toEqual([...bad.Items.map((review) => review.Rating)].sort());
    expect(bad.Items.every((review) => review.Rating <= 2)).toBe(true);

    const waiting = await find({ Count: 1000, HasNotProcessedComments: true });
    for (const review of waiting.Items) {
      const lastOwner = Math.max(0, ...review.Comments.filter((c) => c.IsOwner).map((c) => Date.parse(c.PublishedAt)));
      expect(review.Comments.some((c) => !c.IsOwner && Date.parse(c.PublishedAt) > lastOwner)).toBe(true);
    }

    const word = bad.Items.find((review) => review.Comment.length > 20)!.Comment.split(/\s+/)[1]!;
    const byText = await find({ Count: 1000, Text: word });
    expect(byText.Items.every((review) => review.Comment.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const withProducts = await find({ Count: 5, IncludeProducts: true });
    expect(withProducts.Items.some((review) => review.Product?.Name)).toBe(true);
  });

  it('keeps drafted replies, finds reviews by them, and refuses a bad draft by its field', async () => {
    const [review] = (await find({ Count: 1, HasText: true, HasGeneratedResponses: false })).Items;
    const drafts = [
      { Text: 'Спасибо за отзыв!', Style: 'Friendly', Sentiment: 'Grateful' },
      { Text: 'Благодарим вас за оценку.', Style: 'Formal', Sentiment: 'Neutral' },
    ];
    await call(
      '/v1/OzonProductReview/UpdateOzonProductReviewSuggestedResponses',
      [{ ReviewID: review!.ID, ProductGroup: 'Свечи', Responses: drafts }],
      204,
    );
    const withDrafts = await find({ Count: 1000, HasGeneratedResponses: true });
    expect(withDrafts.Items.map((item) => [item.ID, item.SuggestedResponses, item.ProductGroup])).toEqual([
      [review!.ID, drafts, 'Свечи'],
    ]);

    const bad = await t.call({
      method: 'POST',
      url: '/v1/OzonProductReview/UpdateOzonProductReviewSuggestedResponses',
      payload: [{ ReviewID: review!.ID, Responses: [{ Text: 'x', Style: 'Rude', Sentiment: 'Grateful' }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['[0].Responses[0].Style']);
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/OzonProductReview/UpdateOzonProductReviewSuggestedResponses',
      payload: [{ ReviewID: 'no-such-review', Responses: [] }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("publishes an answer as the seller's comment on Ozon and marks the review processed", async () => {
    const [review] = (await find({ Count: 1, Statuses: [ReviewProcessingStatus.NotViewed], HasText: true })).Items;
    const text = 'Спасибо, что выбрали наш товар! Рады, что он вам подошёл.';
    const answered = await call<ProductReview>('/v1/OzonProductReview/PublishOzonProductReviewComment', {
      ReviewID: review!.ID,
      Text: text,
    });
    expect(answered.ProcessingStatus).toBe(ReviewProcessingStatus.Processed);
    const mine = answered.Comments.find((comment) => comment.Text === text)!;
    expect(mine).toMatchObject({ IsOwner: true, IsPublished: true, IsRejected: false });

    // On Ozon: the comment is in the review's list and the review is processed.
    const onOzon = await ozonReviews().commentList({ review_id: review!.ID });
    expect(onOzon.comments.map((comment) => [comment.id, comment.text, comment.is_owner])).toContainEqual([
      mine.CommentID,
      text,
      true,
    ]);
    expect((await ozonReviews().info(review!.ID)).status).toBe('PROCESSED');

    // The next sync agrees: nothing to change.
    expect(await sync()).toMatchObject({ UpdatedReviewCount: 0, CommentCount: 0 });

    // An answer to a comment the review does not have: 404 naming the field, and nothing sent to Ozon.
    const orphan = await t.call({
      method: 'POST',
      url: '/v1/OzonProductReview/PublishOzonProductReviewComment',
      payload: { ReviewID: review!.ID, Text: 'Ответ', ParentCommentID: 'no-such-comment' },
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.headers['content-type']).toContain('application/problem+json');
    expect(orphan.json()).toMatchObject({ Entity: 'OzonProductReviewComment', ID: 'no-such-comment' });
    expect(orphan.json().detail).toContain('ParentCommentID');
    const after = await ozonReviews().commentList({ review_id: review!.ID });
    expect(after.comments.some((comment) => comment.text === 'Ответ')).toBe(false);
  });

  it('marks reviews processed in bulk, on Ozon first', async () => {
    const waiting = (await find({ Count: 3, Statuses: [ReviewProcessingStatus.Viewed] })).Items.map((r) => r.ID);
    expect(waiting).toHaveLength(3);
    await call(
      '/v1/OzonProductReview/ChangeOzonProductReviewsStatus',
      { ReviewIDs: waiting, Status: ReviewProcessingStatus.Processed },
      204,
    );
    const after = await find({ IDs: waiting, Count: 3 });
    expect(after.Items.every((review) => review.ProcessingStatus === ReviewProcessingStatus.Processed)).toBe(true);
    for (const id of waiting) expect((await ozonReviews().info(id)).status).toBe('PROCESSED');
    const bad = await t.call({
      method: 'POST',
      url: '/v1/OzonProductReview/ChangeOzonProductReviewsStatus',
      payload: { ReviewIDs: waiting, Status: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Status']);
  });

  it("reads a review's photos and comments on request, the history's thread included", async () => {
    const [review] = (await find({ Count: 1, SortField: 'PhotosCount', Processed: false })).Items;
    const details = await call<{ ReviewID: string; Photos: unknown[] }[]>(
      '/v1/OzonProductReview/UpdateOzonProductReviewDetails',
      { ReviewIDs: [review!.ID] },
    );
    expect(details).toEqual([{ ReviewID: review!.ID, Visibility: review!.Visibility, Photos: review!.Photos }]);

    const unread = (
      await find({ Count: 1000, Processed: true, SortField: 'PublishedAt', SortAscending: true })
    ).Items.find((item) => item.CommentsAmount > 0 && item.CommentsCount === 0)!;
    await call('/v1/OzonProductReview/UpdateOzonProductReviewDetails', { ReviewIDs: [unread.ID] });
    const [read] = (await find({ IDs: [unread.ID], Count: 1 })).Items;
    expect(read!.CommentsCount).toBe(unread.CommentsAmount);
    expect(read!.Comments.some((comment) => comment.IsOwner)).toBe(true);
    expect(read!.Photos.length).toBe(read!.PhotosCount);
    expect(await sync()).toMatchObject({ UpdatedReviewCount: 0, CommentCount: 0 });
  });
});

describe('reviews of a cabinet without the reviews subscription', () => {
  it("completes the sync with Ozon's reason instead of failing", async () => {
    const t = await buildDemoTestApp({
      SANDBOX_CABINETS: `${DEFAULT_CABINET.clientId}:${DEFAULT_CABINET.apiKey}:basic`,
      SANDBOX_SCALE: '0.1',
    });
    try {
      const response = await t.call({ method: 'POST', url: '/v1/OzonProductReview/UpdateOzonProductReviews' });
      expect(response.statusCode).toBe(200);
      const result = response.json<ReviewImportResult>();
      expect(result).toMatchObject({ Available: false, ReviewCount: 0 });
      expect(result.UnavailableReason).toContain('Premium Pro');
    } finally {
      await t.close();
    }
  });
});

describe("a cabinet's reviews, a thousand at a time", () => {
  it('keeps the sets written before a failure, and the next import ends as one in one go', async () => {
    const t = await buildDemoTestApp({ SANDBOX_SCALE: '0.75' });
    try {
      const db = t.database.db;
      const ozon = httpTransport(t.ozon.credentials, { methodLimits: {} });
      const { total } = await reviewApi(ozon).count();
      expect(total).toBeGreaterThan(2 * REVIEWS_PER_WRITE);
      // Ozon stops answering the list in the middle of the third set (pages of a hundred).
      let listCalls = 0;
      const failing: OzonTransport = {
        ...ozon,
        async post(path, body, schema, options) {
          if (path === REVIEW_METHODS.list && ++listCalls === 25) throw new Error('Ozon went away');
          return ozon.post(path, body, schema, options);
        },
      };
      const progress: [number, number | undefined][] = [];
      await expect(
        importOzonProductReviews(db, failing, { progress: { advance: (done, of) => progress.push([done, of]) } }),
      ).rejects.toThrow('Ozon went away');
      const storedCount = async () =>
        Number(
          (await db.selectFrom('ozon_product_reviews').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
        );
      expect(await storedCount()).toBe(2 * REVIEWS_PER_WRITE);
      // The total is known from the first call: Ozon's count of reviews.
      expect(progress[0]).toEqual([0, total]);

      const resumed = await importOzonProductReviews(db, ozon);
      expect(resumed).toMatchObject({
        Available: true,
        ReviewCount: total,
        UpdatedReviewCount: total - 2 * REVIEWS_PER_WRITE,
      });
      expect(await storedCount()).toBe(total);
      expect(await importOzonProductReviews(db, ozon)).toMatchObject({
        ReviewCount: total,
        UpdatedReviewCount: 0,
        CommentCount: 0,
      });
    } finally {
      await t.close();
    }
  });
});
