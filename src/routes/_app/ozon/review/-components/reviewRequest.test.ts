import { describe, expect, it } from 'vitest';
import { findReviewsRequestOf } from './reviewRequest.js';
import { reviewSearch } from './reviewSearch.js';

describe('reviews search and request', () => {
  it('asks for the first page of every review, newest first, with their cards', () => {
    expect(findReviewsRequestOf(reviewSearch.parse({}))).toEqual({
      Offset: 0,
      Count: 25,
      DateFrom: null,
      DateTo: null,
      Processed: null,
      HasText: null,
      HasGeneratedResponses: null,
      HasNotProcessedComments: null,
      Statuses: [],
      Ratings: [],
      Skus: [],
      Text: null,
      SortField: 'PublishedAt',
      SortAscending: false,
      IncludeProducts: true,
    });
  });

  it('maps every filter: the yes/no flags both ways, statuses, stars, a group’s SKUs, the text trimmed, the days', () => {
    const search = reviewSearch.parse({
      page: 1,
      pageSize: 50,
      processed: false,
      withText: true,
      drafted: false,
      unanswered: true,
      statuses: [1, 2],
      stars: [1, 2],
      skus: [1001, 1002],
      text: '  ручка ',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(findReviewsRequestOf(search)).toMatchObject({
      Offset: 50,
      Count: 50,
      Processed: false,
      HasText: true,
      HasGeneratedResponses: false,
      HasNotProcessedComments: true,
      Statuses: [1, 2],
      Ratings: [1, 2],
      Skus: [1001, 1002],
      Text: 'ручка',
      // The seller's days (Moscow by default): from the first day's start to the day after the last.
      DateFrom: '2026-10-31T21:00:00.000Z',
      DateTo: '2026-11-30T21:00:00.000Z',
    });
  });

  it('sorts by a column ascending unless it says descending', () => {
    expect(findReviewsRequestOf(reviewSearch.parse({ sort: 'Rating' }))).toMatchObject({
      SortField: 'Rating',
      SortAscending: true,
    });
    expect(findReviewsRequestOf(reviewSearch.parse({ sort: 'CommentsAmount', desc: true }))).toMatchObject({
      SortField: 'CommentsAmount',
      SortAscending: false,
    });
  });

  it('asks for no text when the search box holds only spaces', () => {
    expect(findReviewsRequestOf(reviewSearch.parse({ text: '   ' })).Text).toBeNull();
  });

  it('drops a bad value of a hand-edited URL instead of breaking the screen', () => {
    expect(
      reviewSearch.parse({
        sort: 'Comment',
        processed: 'yes',
        statuses: [7],
        stars: [0, 6],
        from: '01.11.2026',
        review: 'r-1',
        text: 'ok',
      }),
    ).toEqual({ review: 'r-1', text: 'ok' });
  });
});
