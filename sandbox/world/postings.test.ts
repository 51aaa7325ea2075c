import { describe, expect, it } from 'vitest';
import { World } from './world.js';
import { postingsOf } from './postings.js';
import { fbsPostingAnswer } from './postingsAnswer.js';
import { DAY_MS } from './postingsCalendar.js';
import { postingPage, type PostingFilter } from './postingsQuery.js';
import { returnsOf } from './postingsReturns.js';
import { operationsBetween, operationsByIds } from './financeIndex.js';
import { amountOf } from './financeOperations.js';
import { DEFAULT_CABINET } from '../config.js';

const NOW = new Date('2026-11-01T00:00:00Z');
const worldOf = (seed = 20261, scale = 1) => new World(DEFAULT_CABINET, { seed, scale, now: NOW });

const firstPage = (world: World) => {
  const postings = postingsOf(world);
  const filter: PostingFilter = {
    scheme: 'fbs',
    since: NOW.getTime() - 30 * DAY_MS,
    to: NOW.getTime(),
    descending: false,
  };
  return postingPage(postings, filter, 20, '').keys.map((key) =>
    fbsPostingAnswer(postings.posting(key), { analytics_data: true, financial_data: true }, false),
  );
};

describe('postings of the sandbox world', () => {
  it('has a year of about 150k postings at scale 1, three FBO to one FBS', () => {
    const postings = postingsOf(worldOf());
    const total = postings.count('fbo') + postings.count('fbs');
    expect(total).toBeGreaterThan(142_000);
    expect(total).toBeLessThan(158_000);
    expect(postings.count('fbo') / total).toBeCloseTo(0.75, 2);
  });

  it('shapes the year: weekend peaks, a November and December peak, a summer dip', () => {
    const calendar = postingsOf(worldOf()).calendars.fbo;
    const byWeekday = Array.from({ length: 7 }, () => 0);
    const byMonth = Array.from({ length: 12 }, () => 0);
    for (let day = 0; day < calendar.days - 1; day++) {
      const date = new Date(calendar.startOfDay(day));
      byWeekday[date.getUTCDay()] += calendar.countOn(day);
      byMonth[date.getUTCMonth()] += calendar.countOn(day);
    }
    const weekend = (byWeekday[0] + byWeekday[6]) / 2;
    const midweek = (byWeekday[2] + byWeekday[3]) / 2;
    expect(weekend / midweek).toBeGreaterThan(1.1);
    expect(byMonth[10] / byMonth[6]).toBeGreaterThan(1.4); // November against July
    expect(byMonth[11] / byMonth[5]).toBeGreaterThan(1.5); // December against June
  });

  it('numbers postings in time order, and a period is a range of indexes', () => {
    const calendar = postingsOf(worldOf(20261, 0.2)).calendars.fbs;
    let previous = -Infinity;
    for (let index = 0; index < calendar.total; index++) {
      const at = calendar.timeOf(index);
      expect(at).toBeGreaterThanOrEqual(previous);
      expect(at).toBeLessThan(NOW.getTime());
      previous = at;
    }
    const since = NOW.getTime() - 40.3 * DAY_MS;
    const to = NOW.getTime() - 12.7 * DAY_MS;
    const [first, end] = calendar.rangeOf(since, to);
    expect(calendar.timeOf(first)).toBeGreaterThanOrEqual(since);
    expect(calendar.timeOf(first - 1)).toBeLessThan(since);
    expect(calendar.timeOf(end - 1)).toBeLessThanOrEqual(to);
    expect(calendar.timeOf(end)).toBeGreaterThan(to);
  });

  it('gives every posting Ozon-style numbers that lead back to it', () => {
    const postings = postingsOf(worldOf());
    for (const index of [0, 1, 777, postings.count('fbs') - 1]) {
      const key = { scheme: 'fbs' as const, index };
      const numbers = postings.numbers(key);
      expect(numbers.orderNumber).toMatch(/^\d{8}-\d{4}$/);
      expect(numbers.postingNumber).toBe(`${numbers.orderNumber}-1`);
      expect(postings.byPostingNumber(numbers.postingNumber)).toEqual(key);
      expect(postings.byOrderNumber(numbers.orderNumber)).toEqual(key);
      expect(postings.byOrderId(numbers.orderId)).toEqual(key);
    }
    const last = postings.numbers({ scheme: 'fbo', index: postings.count('fbo') - 1 });
    expect(postings.byPostingNumber(last.postingNumber)).not.toBeNull();
    // One past the end, a wrong sequence, garbage: none is a posting.
    expect(
      postings.byPostingNumber(postings.numbers({ scheme: 'fbo', index: postings.count('fbo') }).postingNumber),
    ).toBeNull();
    expect(postings.byPostingNumber(`${last.orderNumber.slice(0, 9)}9999-1`)).toBeNull();
    expect(postings.byPostingNumber('nonsense')).toBeNull();
  });

  it('answers the same first page for the same seed and another for another seed', () => {
    const page = firstPage(worldOf(20261));
    expect(firstPage(worldOf(20261))).toEqual(page);
    expect(firstPage(worldOf(777)).map((posting) => posting.posting_number)).not.toEqual(
      page.map((posting) => posting.posting_number),
    );
  });

  it('sells by popularity: cards without an SKU are never ordered, best sellers often', () => {
    const world = worldOf(20261, 0.2);
    const postings = postingsOf(world);
    const sold = new Map<number, number>();
    for (let index = 0; index < 3000; index++) {
      for (const product of postings.posting({ scheme: 'fbo', index }).products) {
        sold.set(product.card.sku, (sold.get(product.card.sku) ?? 0) + product.quantity);
      }
    }
    expect(sold.has(0)).toBe(false);
    const counts = [...sold.values()].sort((a, b) => b - a);
    const top = counts.slice(0, Math.ceil(counts.length / 10)).reduce((sum, count) => sum + count, 0);
    const all = counts.reduce((sum, count) => sum + count, 0);
    expect(top / all).toBeGreaterThan(0.25);
  });

  it('returns about 5% of postings, after they were delivered', () => {
    const world = worldOf(20261, 0.2);
    const postings = postingsOf(world);
    const returns = returnsOf(world);
    const total = postings.count('fbo') + postings.count('fbs');
    expect(returns.at.length / total).toBeGreaterThan(0.04);
    expect(returns.at.length / total).toBeLessThan(0.055);
    for (let rank = 1; rank < returns.at.length; rank++)
      expect(returns.at[rank]).toBeGreaterThanOrEqual(returns.at[rank - 1]);
  });

  it('answers a page of a scale-7 world quickly, without building the whole year', () => {
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const world = worldOf(20261, 7);
    const postings = postingsOf(world);
    expect(postings.count('fbo') + postings.count('fbs')).toBeGreaterThan(1_000_000);
    const filter: PostingFilter = {
      scheme: 'fbo',
      since: NOW.getTime() - 365 * DAY_MS,
      to: NOW.getTime(),
      descending: false,
    };
    const page = postingPage(postings, filter, 100, '');
    const next = postingPage(postings, filter, 100, page.cursor);
    expect(next.keys[0].index).toBe(page.keys[99].index + 1);
    page.keys.forEach((key) => postings.posting(key));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(60 * 1024 * 1024);
  });

  it('adds up a day of operations from the parts of each operation', () => {
    const world = worldOf(20261, 0.2);
    const from = Date.parse('2026-10-10T00:00:00+03:00');
    const refs = operationsBetween(world, from, from + DAY_MS - 1);
    const operations = operationsByIds(world, refs.id);
    expect(operations).toHaveLength(refs.id.length);
    for (const operation of operations) {
      expect(operation.at).toBeGreaterThanOrEqual(from);
      expect(operation.at).toBeLessThan(from + DAY_MS);
      const parts = operation.lines.flatMap((line) => line.charges).concat(operation.charges);
      expect(parts.length).toBeGreaterThan(0);
      expect(amountOf(operation)).toBe(parts.reduce((sum, charge) => sum + charge.amount, 0));
    }
  });
});
