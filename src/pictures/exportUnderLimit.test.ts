import { describe, expect, it } from 'vitest';
import { encodeUnderLimit, LOWEST_QUALITY, type PictureEncoder } from './exportUnderLimit.js';

/** A pretend encoder whose file grows with the quality, recording each quality it was asked for. */
function encoderOf(bytesAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode: PictureEncoder = async (_format, quality) => {
    asked.push(quality);
    return new Blob([new Uint8Array(bytesAt(quality))]);
  };
  return { encode, asked };
}

describe('export under Ozon’s size limit', () => {
  it('keeps the quality asked for when the file fits', async () => {
    const { encode, asked } = encoderOf((q) => Math.round(q * 1000));
    const result = await encodeUnderLimit(encode, 'jpeg', 0.9, 1000);
    expect(result).toMatchObject({ quality: 0.9, fits: true, lowered: false });
    expect(result.blob.size).toBe(900);
    expect(asked).toEqual([0.9]);
  });

  it('lowers a JPEG to the highest quality under the limit', async () => {
    const { encode, asked } = encoderOf((q) => Math.round(q * 1000));
    const result = await encodeUnderLimit(encode, 'jpeg', 0.92, 700);
    expect(result.fits).toBe(true);
    expect(result.lowered).toBe(true);
    expect(result.blob.size).toBeLessThanOrEqual(700);
    // Within a step of the best possible (0.70), found in a few encodes.
    expect(result.quality).toBeGreaterThan(0.66);
    expect(asked.length).toBeLessThanOrEqual(8);
  });

  it('says a lossy picture that is too big even at the lowest quality does not fit', async () => {
    const { encode } = encoderOf(() => 5000);
    const result = await encodeUnderLimit(encode, 'webp', 0.9, 1000);
    expect(result).toMatchObject({ quality: LOWEST_QUALITY, fits: false, lowered: true });
  });

  it('never tries qualities on a PNG: over the limit it does not fit', async () => {
    const { encode, asked } = encoderOf(() => 2000);
    const result = await encodeUnderLimit(encode, 'png', 0.5, 1000);
    expect(result).toMatchObject({ quality: 1, fits: false, lowered: false });
    expect(asked).toEqual([1]);
  });

  it('uses Ozon’s 10 MB when no limit is given', async () => {
    const { encode } = encoderOf(() => 10 * 1024 * 1024 + 1);
    expect((await encodeUnderLimit(encode, 'png', 1)).fits).toBe(false);
  });
});
