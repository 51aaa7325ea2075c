import { describe, expect, it } from 'vitest';
import {
  collect,
  cursorPages,
  lastIdPages,
  numberedPages,
  offsetPages,
  PagingLoopError,
  splitPeriod,
} from './paging.js';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paging helpers', () => {
  it('reads a cursor list once, stopping when has_next is false', async () => {
    const calls: string[] = [];
    const read = await collect(
      cursorPages('test', async (cursor) => {
        calls.push(cursor);
        const start = cursor ? Number(cursor) : 0;
        const next = start + 10;
        return {
          items: items.slice(start, next),
          cursor: next < items.length ? String(next) : '',
          hasNext: next < items.length,
        };
      }),
    );
    expect(read).toEqual(items);
    expect(calls).toEqual(['', '10', '20']);
  });

  it('stops a cursor that comes back instead of looping', async () => {
    await expect(
      collect(cursorPages('test', async () => ({ items: [1], cursor: 'same', hasNext: true }))),
    ).rejects.toBeInstanceOf(PagingLoopError);
  });

  it('reads a last_id list once, stopping at an empty page or has_next false', async () => {
    const page = async (lastId: number) => {
      const rest = items.filter((item) => item > lastId).slice(0, 10);
      return { items: rest, lastId: rest[rest.length - 1] ?? lastId };
    };
    expect(await collect(lastIdPages('test', 0, page))).toEqual(items);
    const withFlag = async (lastId: number) => ({ ...(await page(lastId)), hasNext: lastId + 10 < items.length });
    expect(await collect(lastIdPages('test', 0, withFlag))).toEqual(items);
  });

  it('reads offset and numbered pages once', async () => {
    expect(
      await collect(offsetPages(async (offset, limit) => ({ items: items.slice(offset, offset + limit) }), 10)),
    ).toEqual(items);
    expect(
      await collect(offsetPages(async (offset, limit) => ({ items: items.slice(offset, offset + limit) }), 23)),
    ).toEqual(items);
    const pages: number[] = [];
    const read = await collect(
      numberedPages(async (page) => {
        pages.push(page);
        return { items: items.slice((page - 1) * 10, page * 10), pageCount: 3 };
      }),
    );
    expect(read).toEqual(items);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('splits a long period into back-to-back pieces of at most a year', () => {
    const from = new Date('2024-02-29T10:00:00.000Z');
    const to = new Date('2026-11-01T00:00:00.000Z');
    const pieces = splitPeriod(from, to, { years: 1 });
    expect(pieces).toHaveLength(3);
    expect(pieces[0].from).toEqual(from);
    expect(pieces[pieces.length - 1].to).toEqual(to);
    for (let i = 0; i < pieces.length; i++) {
      const yearLater = new Date(pieces[i].from);
      yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
      expect(pieces[i].to.getTime()).toBeLessThanOrEqual(yearLater.getTime());
      if (i > 0) expect(pieces[i].from.getTime()).toBe(pieces[i - 1].to.getTime() + 1);
    }
    expect(splitPeriod(from, from, { months: 1 })).toEqual([{ from, to: from }]);
    expect(splitPeriod(to, from, { months: 1 })).toEqual([]);
  });
});
