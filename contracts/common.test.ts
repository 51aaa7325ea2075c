import { describe, expect, it } from 'vitest';
import { INT32_MAX, id, int32, integerParam, money, numeric } from './common.js';

describe('numbers bounded to their columns', () => {
  it('numeric(p, s) holds p - s digits before the point', () => {
    const index = numeric(10, 4);
    expect(index.safeParse(999_999.9999).success).toBe(true);
    expect(index.safeParse(-999_999.9999).success).toBe(true);
    expect(index.safeParse(1_000_000).success).toBe(false);
    expect(money.safeParse(999_999_999_999.99).success).toBe(true);
    expect(money.safeParse(1e12).success).toBe(false);
    expect(money.safeParse(-0.01).success).toBe(false);
  });

  it('integer columns hold 32 bits, IDs start at 1', () => {
    expect(int32().safeParse(INT32_MAX).success).toBe(true);
    expect(int32().safeParse(-INT32_MAX - 1).success).toBe(true);
    expect(int32().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(id.safeParse(0).success).toBe(false);
    expect(id.safeParse(INT32_MAX + 1).success).toBe(false);
  });

  it('reads path and query integers as plain decimal digits, a sign only where asked for', () => {
    const offset = integerParam(int32(), { negative: true });
    expect(offset.parse('-12')).toBe(-12);
    expect(offset.parse('007')).toBe(7);
    for (const loose of ['+1', '0x10', '1e3', '1.0', ' 1', '1 ', '', '--1'])
      expect(offset.safeParse(loose).success, loose).toBe(false);
    expect(integerParam(id).safeParse('-1').success).toBe(false);
    expect(integerParam(id).safeParse(String(INT32_MAX + 1)).success).toBe(false);
  });
});
