import { describe, expect, it } from 'vitest';
import { encodeGif } from './encodeGif.js';

const size = { width: 6, height: 4 };
const solid = (r: number, g: number, b: number) => {
  const rgba = new Uint8Array(size.width * size.height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([r, g, b, 255], i);
  return rgba;
};

describe('the GIF cover', () => {
  it('is a looping GIF89a of the size with one frame per picture, each with its delay', async () => {
    const frames = [solid(255, 0, 0), solid(0, 0, 255), solid(255, 255, 255)];
    const progress: number[] = [];
    const blob = await encodeGif(size, 3, 100, (frame) => frames[frame]!, {
      onProgress: ({ done }) => progress.push(done),
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.type).toBe('image/gif');
    expect(new TextDecoder().decode(bytes.subarray(0, 6))).toBe('GIF89a');
    expect(bytes[6]! | (bytes[7]! << 8)).toBe(6);
    expect(bytes[8]! | (bytes[9]! << 8)).toBe(4);
    expect(new TextDecoder('latin1').decode(bytes)).toContain('NETSCAPE2.0');
    // Graphic control extensions (21 F9 04), one a frame, with the delay in hundredths of a second.
    const delays: number[] = [];
    for (let i = 0; i + 5 < bytes.length; i++) {
      if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 4)
        delays.push(bytes[i + 4]! | (bytes[i + 5]! << 8));
    }
    expect(delays).toEqual([10, 10, 10]);
    expect(bytes[bytes.length - 1]).toBe(0x3b);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('stops when cancelled, with an AbortError', async () => {
    const controller = new AbortController();
    const encoding = encodeGif(
      size,
      50,
      100,
      (frame) => {
        if (frame === 2) controller.abort();
        return solid(0, 0, 0);
      },
      { signal: controller.signal },
    );
    await expect(encoding).rejects.toMatchObject({ name: 'AbortError' });
  });
});
