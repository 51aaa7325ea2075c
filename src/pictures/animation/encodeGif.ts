import type { Size } from '../pictureGeometry.js';
import { nextTask, type CoverEncodingOptions } from './coverEncoding.js';

/** A frame's pixels, RGBA, row by row. */
export type RgbaFrame = Uint8Array | Uint8ClampedArray;

/**
 * Writes frames as a looping GIF with gifenc: each frame gets its own 256-colour palette (pictures
 * change a lot between slides). Between frames the page gets its turn, so Cancel is heard.
 */
export async function encodeGif(
  size: Size,
  total: number,
  delayMs: number,
  frameAt: (frame: number) => RgbaFrame,
  { onProgress, signal }: CoverEncodingOptions = {},
): Promise<Blob> {
  const { GIFEncoder, applyPalette, quantize } = await import('gifenc');
  const gif = GIFEncoder();
  for (let frame = 0; frame < total; frame++) {
    signal?.throwIfAborted();
    const rgba = frameAt(frame);
    const palette = quantize(rgba, 256, { format: 'rgb444' });
    const index = applyPalette(rgba, palette, 'rgb444');
    gif.writeFrame(index, size.width, size.height, { palette, delay: delayMs, repeat: 0 });
    onProgress?.({ done: frame + 1, total });
    await nextTask();
  }
  signal?.throwIfAborted();
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}
