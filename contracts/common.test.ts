import { describe, expect, it } from 'vitest';
import { INT32_MAX, id, int32, money, numeric } from './common.js';

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
});
