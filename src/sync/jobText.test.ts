import { describe, expect, it } from 'vitest';
import { testIntl } from '../test/intl.js';
import { countsText, durationMs, durationText, startedByText } from './jobText.js';

const intl = testIntl('ru');

describe('startedByText', () => {
  it.each([
    ['user:anna', 'вручную: anna'],
    ['schedule', 'по расписанию'],
    ['first-start', 'первый запуск'],
    ['sync-all:anna', 'синхронизировать всё: anna'],
    ['user:a:b', 'вручную: a:b'],
    ['api', 'api'],
  ])('%s → %s', (startedBy, text) => {
    expect(startedByText(startedBy, intl)).toBe(text);
  });
});

describe('durations', () => {
  it('measures from start to finish, or to now while running, and nothing before the start', () => {
    const StartedAt = '2026-11-23T10:00:00.000Z';
    expect(durationMs({ StartedAt, FinishedAt: '2026-11-23T10:01:05.400Z' })).toBe(65_400);
    expect(durationMs({ StartedAt, FinishedAt: null }, Date.parse('2026-11-23T10:00:02Z'))).toBe(2000);
    expect(durationMs({ StartedAt: null, FinishedAt: null })).toBeNull();
  });

  it.each([
    [null, '—'],
    [400, '0 с'],
    [12_300, '12 с'],
    [65_400, '1 мин 5 с'],
    [3_725_000, '1 ч 2 мин'],
  ])('%s ms reads %s', (ms, text) => {
    expect(durationText(ms, intl)).toBe(text);
  });
});

describe('countsText', () => {
  it('shows the total when it is known, with the locale grouping', () => {
    expect(countsText({ Done: 1200, Total: 3400 }, intl)).toBe('1\u00a0200 из 3\u00a0400');
    expect(countsText({ Done: 7, Total: null }, intl)).toBe('7');
  });
});
