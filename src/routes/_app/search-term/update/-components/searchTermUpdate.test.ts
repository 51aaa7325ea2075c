import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SearchTermStatus } from '../../../../../../contracts/searchTermQueue.js';
import { queuedCount } from '../../../../../queries/searchTerms.js';
import {
  daysSince,
  DEFAULT_MIN_DAYS,
  enqueueCountOf,
  minDaysOf,
  STATUS_ORDER,
  statusHintId,
  statusLabelId,
  statusRows,
  updateSearchOf,
} from './searchTermUpdate.js';

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../../../public/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const ru = catalogue('ru');
const intl = createIntl({ locale: 'ru', messages: ru, onError: (error) => expect.fail(String(error)) });

describe('the days of the address', () => {
  it('takes a whole number of days and falls back to 30 for anything else', () => {
    expect(minDaysOf({})).toBe(DEFAULT_MIN_DAYS);
    expect(minDaysOf({ days: 0 })).toBe(0);
    expect(minDaysOf({ days: 90 })).toBe(90);
    for (const bad of [-1, 2.5, 36_501, '7', null]) {
      expect(minDaysOf({ days: bad as number })).toBe(DEFAULT_MIN_DAYS);
    }
  });

  it('leaves the default out of the address', () => {
    expect(updateSearchOf(DEFAULT_MIN_DAYS)).toEqual({});
    expect(updateSearchOf(7)).toEqual({ days: 7 });
  });
});

describe('the statuses', () => {
  it('gives a row per status in the reading order, 0 where the server listed none', () => {
    const rows = statusRows({
      HistoryStatusCounts: [
        { Status: SearchTermStatus.Ready, Count: 5 },
        { Status: SearchTermStatus.Unknown, Count: 12 },
      ],
      PhraseStatusCounts: [
        { Status: SearchTermStatus.Unknown, Count: 10 },
        { Status: SearchTermStatus.QueuedForUpdate, Count: 7 },
      ],
    });
    expect(rows).toEqual([
      { status: SearchTermStatus.Unknown, history: 12, phrases: 10 },
      { status: SearchTermStatus.Ready, history: 5, phrases: 0 },
      { status: SearchTermStatus.QueuedForUpdate, history: 0, phrases: 7 },
      { status: SearchTermStatus.Downloaded, history: 0, phrases: 0 },
    ]);
  });

  it('names every status and what it means in both languages', () => {
    expect(STATUS_ORDER.map((status) => ru[statusLabelId(status)])).toEqual([
      'Нет данных',
      'Готово',
      'В очереди',
      'Загружено',
    ]);
    const en = catalogue('en');
    for (const status of STATUS_ORDER) {
      for (const id of [statusLabelId(status), statusHintId(status)]) {
        expect(ru[id], id).toBeTruthy();
        expect(en[id], id).toBeTruthy();
      }
    }
  });

  it('counts a term as queued when its history or its phrases wait', () => {
    const counts = (history: number, phrases: number) => ({
      HistoryStatusCounts: [{ Status: SearchTermStatus.QueuedForUpdate, Count: history }],
      PhraseStatusCounts: [{ Status: SearchTermStatus.QueuedForUpdate, Count: phrases }],
    });
    expect(queuedCount(counts(40, 50))).toBe(50);
    expect(queuedCount({ HistoryStatusCounts: [], PhraseStatusCounts: [] })).toBe(0);
  });
});

describe('days since an update', () => {
  const now = new Date('2026-11-20T09:00:00Z');
  it('counts whole days, none for never', () => {
    expect(daysSince(null, now)).toBeNull();
    expect(daysSince('2026-11-20T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-19T09:00:00Z', now)).toBe(1);
    expect(daysSince('2026-10-20T10:00:00Z', now)).toBe(30);
    // A clock a little ahead of the browser's is not a negative age.
    expect(daysSince('2026-11-20T09:05:00Z', now)).toBe(0);
  });
});

describe('the number of terms to queue', () => {
  it('takes a whole number from 1 to 1 000 000, the server rule', () => {
    expect(enqueueCountOf(' 50 ', intl)).toEqual({ count: 50 });
    expect(enqueueCountOf('1000000', intl)).toEqual({ count: 1_000_000 });
  });

  it('says in Russian what is wrong with anything else', () => {
    expect(enqueueCountOf('', intl)).toEqual({ error: 'Обязательное поле' });
    expect(enqueueCountOf('0', intl)).toEqual({ error: 'Не меньше 1' });
    expect(enqueueCountOf('1000001', intl)).toEqual({ error: 'Не больше 1000000' });
    expect(enqueueCountOf('2.5', intl)).toEqual({ error: 'Введите целое число' });
    expect(enqueueCountOf('-3', intl)).toEqual({ error: 'Введите целое число' });
  });
});
