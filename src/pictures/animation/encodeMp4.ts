import { VIDEO_COVER } from '../ozonPictureLimits.js';
import type { Size } from '../pictureGeometry.js';
import { frameCount } from './timeline.js';
import type { CoverEncodingOptions, CoverRender, EncodedCover } from './coverEncoding.js';

/**
 * H.264 codec strings tried after the one mediabunny builds from the size: its level table names
 * Level 3.2 for 900×1200, which some browsers refuse while they take Level 4.0 (Chromium 156).
 */
const FALLBACK_AVC_CODECS = ['avc1.640028', 'avc1.4d0028', 'avc1.42e028'];
/** Plenty for pictures that move slowly; at 30 s it keeps the file near 15 MB, under Ozon's 20 MB (a number alone would be a quality level to mediabunny, not bits a second). */
const MAX_BITRATE = 4_000_000;

function bitrateFor(duration: number): number {
  const fitting = Math.floor((VIDEO_COVER.maxBytes * 8 * 0.85) / Math.max(duration, 1));
  return Math.min(MAX_BITRATE, fitting);
}

/** The H.264 codec string the browser encodes at this size, or null when it encodes none (no WebCodecs, or no H.264). */
export async function encodableAvc(size: Size, duration: number, fps: number): Promise<string | undefined | null> {
  const { canEncodeVideo, Quality } = await import('mediabunny');
  const options = { ...size, frameRate: fps, quality: new Quality({ bitrate: bitrateFor(duration) }) };
  if (await canEncodeVideo('avc', options)) return undefined; // mediabunny's own string
  for (const fullCodecString of FALLBACK_AVC_CODECS) {
    if (await canEncodeVideo('avc', { ...options, fullCodecString })) return fullCodecString;
  }
  return null;
}

/**
 * Encodes the frames as H.264 in an MP4 (mediabunny over WebCodecs), frame by frame into an offscreen
 * canvas, waiting for the encoder between frames. Aborting cancels the output and throws.
 */
export async function encodeMp4(
  render: CoverRender,
  fps: number,
  fullCodecString: string | undefined,
  { onProgress, signal }: CoverEncodingOptions = {},
): Promise<EncodedCover> {
  const { BufferTarget, CanvasSource, Mp4OutputFormat, Output, Quality } = await import('mediabunny');
  const { size, duration, paint } = render;
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d', { alpha: false })!;
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const source = new CanvasSource(canvas, {
    codec: 'avc',
    quality: new Quality({ bitrate: bitrateFor(duration) }),
    ...(fullCodecString ? { fullCodecString } : {}),
  });
  output.addVideoTrack(source, { frameRate: fps });
  const total = frameCount(duration, fps);
  try {
    await output.start();
    for (let frame = 0; frame < total; frame++) {
      signal?.throwIfAborted();
      paint(ctx, frame / fps);
      await source.add(frame / fps, 1 / fps);
      onProgress?.({ done: frame + 1, total });
    }
    signal?.throwIfAborted();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => undefined);
    throw error;
  }
  return {
    blob: new Blob([target.buffer!], { type: 'video/mp4' }),
    format: 'mp4',
    ...size,
    duration: total / fps,
    fps,
  };
}
