import { describe, expect, it } from 'vitest';
import { fileSizeText } from './fileSizeText.js';

describe('file sizes', () => {
  it('writes sizes the way a seller reads them', () => {
    expect(fileSizeText(831_000, 'ru')).toBe('812 КБ');
    expect(fileSizeText(10_066_330, 'ru')).toBe('9,6 МБ');
    expect(fileSizeText(10_066_330, 'en')).toBe('9.6 MB');
  });
});
