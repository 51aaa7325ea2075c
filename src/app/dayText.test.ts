import { describe, expect, it } from 'vitest';
import { dayText } from './dayText.js';

describe('a day as the seller reads it', () => {
  it('is the day itself, in the interface language', () => {
    expect(dayText('2026-03-12', 'ru')).toBe('12.03.2026');
    expect(dayText('2026-03-01', 'en')).toBe('03/01/2026');
  });

  it('names a month when asked', () => {
    expect(dayText('2026-03', 'ru', { month: 'long', year: 'numeric' })).toBe('март 2026 г.');
    expect(dayText('2026-03-01', 'ru', { day: '2-digit', month: '2-digit' })).toBe('01.03');
  });

  it('shows what is no day as it is, rather than failing the screen', () => {
    expect(dayText('2026-11-01/2026-11-30', 'ru')).toBe('2026-11-01/2026-11-30');
  });
});
