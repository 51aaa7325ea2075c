import { describe, expect, it } from 'vitest';
import { REPLY_MAX_LENGTH, responseSuggestion } from '../../contracts/reviews.js';
import { clip, sentimentForRating, templateReplies, type ReplyInput } from './replyTemplates.js';

const GROUP = { name: 'Посуда', highlights: ['безопасная керамика', 'аккуратная упаковка'] };
const input = (rating: number, overrides: Partial<ReplyInput> = {}): ReplyInput => ({
  reviewText: 'Кружка удобная.',
  rating,
  productName: 'Кружка керамическая 350 мл',
  productGroup: GROUP,
  ...overrides,
});

describe('template replies', () => {
  it.each([
    [1, 'Apologetic'],
    [2, 'Apologetic'],
    [3, 'Neutral'],
    [4, 'Grateful'],
    [5, 'Grateful'],
  ] as const)('for %i stars give the three styles, each %s, in Russian, naming the product', (rating, sentiment) => {
    const replies = templateReplies(input(rating));
    expect(replies.map((reply) => reply.Style)).toEqual(['Formal', 'Friendly', 'Brief']);
    expect(replies.every((reply) => reply.Sentiment === sentiment)).toBe(true);
    expect(sentimentForRating(rating)).toBe(sentiment);
    for (const reply of replies) {
      expect(responseSuggestion.parse(reply)).toEqual(reply);
      expect(reply.Text).toContain('«Кружка керамическая 350 мл»');
      expect(reply.Text).toMatch(/^[А-ЯЁ]/);
      expect(reply.Text).not.toMatch(/https?:|\+7|@|\{|\}|undefined|null/);
    }
  });

  it("differ by band, and mention the group's first highlight where it reads naturally", () => {
    const texts = [1, 3, 5].map((rating) => templateReplies(input(rating)).map((reply) => reply.Text));
    expect(new Set(texts.flat()).size).toBe(9);
    for (const band of texts) {
      expect(band[0]).toContain('безопасная керамика');
      expect(band[0]).toContain('«Посуда»');
      expect(band[1]).toContain('безопасная керамика');
      expect(band.join(' ')).not.toContain('аккуратная упаковка');
    }
  });

  it('name as the merit only a thing the reviews talk about, never a verb they used, or no merit at all', () => {
    const withHighlights = (highlights: string[]) =>
      [1, 3, 5].flatMap((rating) =>
        templateReplies(input(rating, { productGroup: { name: 'Ночники', highlights } })).map((reply) => reply.Text),
      );
    const replies = withHighlights(['залила', 'подвело', 'работает', 'яркость', 'батарея']);
    expect(replies.join(' ')).not.toMatch(/залила|подвело —|работает/);
    expect(replies.filter((text) => text.includes('яркость'))).toHaveLength(6);
    expect(replies.join(' ')).not.toContain('батарея');
    expect(replies.find((text) => text.startsWith('Спасибо за тёплые'))).toContain('главное — яркость — не подвело');

    const noMerit = withHighlights(['залила', 'подвело', 'работает']);
    expect(noMerit.join(' ')).not.toMatch(/главн|залила|работает/);
    expect(noMerit.join(' ')).not.toMatch(/ {2}|\s[.,!]/);
  });

  it('read well without a group, or without a product name', () => {
    for (const rating of [1, 3, 5]) {
      const replies = templateReplies(input(rating, { productGroup: null }));
      expect(replies).toHaveLength(3);
      for (const reply of replies) expect(reply.Text).not.toMatch(/ {2}|группы|главн|\s[.,!]/);
      const nameless = templateReplies(
        input(rating, { productName: '  ', productGroup: { name: 'Посуда', highlights: [] } }),
      );
      for (const reply of nameless) expect(reply.Text).not.toMatch(/«»| {2}|\s[.,!]/);
    }
  });

  it('are deterministic, and keep within the limits even for huge names', () => {
    expect(templateReplies(input(4))).toEqual(templateReplies(input(4)));
    const huge = templateReplies(
      input(2, {
        productName: 'Очень '.repeat(1000),
        productGroup: { name: 'Г'.repeat(5000), highlights: ['х'.repeat(5000)] },
      }),
    );
    for (const reply of huge) {
      expect(reply.Text.length).toBeLessThanOrEqual(REPLY_MAX_LENGTH);
      expect(reply.Text.length).toBeLessThan(1000);
    }
  });

  it('clip cuts at a word with an ellipsis', () => {
    expect(clip('  один   два  ', 20)).toBe('один два');
    expect(clip('один два три четыре', 12)).toBe('один два…');
  });
});
