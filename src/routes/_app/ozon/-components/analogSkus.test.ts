import { describe, expect, it } from 'vitest';
import { parseSkus, skusText } from './analogSkus.js';

describe('analog SKUs as typed or pasted', () => {
  it('reads SKUs separated by commas, semicolons, spaces and new lines, dropping repeats', () => {
    expect(parseSkus('1234567890, 987654321;555\n1234567890\t42')).toEqual({
      skus: [1234567890, 987654321, 555, 42],
    });
  });

  it('reads an empty input as no SKUs', () => {
    expect(parseSkus('  \n ')).toEqual({ skus: [] });
  });

  it('names the first token that is not an SKU', () => {
    expect(parseSkus('123, 12a4, -5')).toEqual({ error: { token: '12a4' } });
    expect(parseSkus('0')).toEqual({ error: { token: '0' } });
    expect(parseSkus('1.5')).toEqual({ error: { token: '1.5' } });
    expect(parseSkus('12345678901234567890')).toEqual({ error: { token: '12345678901234567890' } });
  });

  it('writes the list back the way the input shows it', () => {
    expect(skusText([1, 22, 333])).toBe('1, 22, 333');
    expect(skusText([])).toBe('');
  });
});
