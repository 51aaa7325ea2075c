import { encodeGif } from './encodeGif.js';
import { encodableAvc, encodeMp4 } from './encodeMp4.js';
import { frameCount, COVER_FPS } from './timeline.js';
import type { CoverEncodingOptions, CoverRender, EncodedCover } from './coverEncoding.js';

/** A GIF at 25 frames a second of 900×1200 takes minutes to quantize; 10 keep the motion readable. */
export const GIF_FPS = 10;

/**
 * Exports the cover: an MP4 (H.264) where the browser encodes H.264, else a looping GIF. The encoders
 * load here, on the first export, not with the screen.
 */
export async function encodeCover(render: CoverRender, options: CoverEncodingOptions = {}): Promise<EncodedCover> {
  const avc = typeof VideoEncoder === 'undefined' ? null : await encodableAvc(render.size, render.duration, COVER_FPS);
  options.signal?.throwIfAborted();
  if (avc !== null) return encodeMp4(render, COVER_FPS, avc, options);

  const { size, duration, paint } = render;
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true })!;
  const total = frameCount(duration, GIF_FPS);
  const blob = await encodeGif(
    size,
    total,
    1000 / GIF_FPS,
    (frame) => {
      paint(ctx, frame / GIF_FPS);
      return ctx.getImageData(0, 0, size.width, size.height).data;
    },
    options,
  );
  return { blob, format: 'gif', ...size, duration: total / GIF_FPS, fps: GIF_FPS };
}
