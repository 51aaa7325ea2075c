import { describe, expect, it } from 'vitest';
import { sellerCalendar } from './sellerCalendar.js';

describe("the seller's calendar", () => {
  it('counts Moscow days by default: 21:00 UTC is already the next day', () => {
    const moscow = sellerCalendar();
    expect(moscow.dayStart('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(moscow.dayOf(new Date('2026-02-28T21:00:00Z'))).toBe('2026-03-01');
    expect(moscow.dayOf(new Date('2026-02-28T20:59:59Z'))).toBe('2026-02-28');
    expect(moscow.addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('follows a zone with summer time: its spring day lasts 23 hours', () => {
    const berlin = sellerCalendar('Europe/Berlin');
    expect(berlin.dayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlin.dayEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it("reads an instant at the zone's wall clock, to the millisecond, summer time included", () => {
    expect(sellerCalendar().wallClock(new Date('2026-02-28T21:30:05.250Z')).toISOString()).toBe(
      '2026-03-01T00:30:05.250Z',
    );
    const berlin = sellerCalendar('Europe/Berlin');
    expect(berlin.wallClock(new Date('2026-03-29T00:59:00Z')).toISOString()).toBe('2026-03-29T01:59:00.000Z');
    expect(berlin.wallClock(new Date('2026-03-29T01:00:00Z')).toISOString()).toBe('2026-03-29T03:00:00.000Z');
  });
});
