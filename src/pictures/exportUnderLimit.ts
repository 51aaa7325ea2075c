import { MAX_PICTURE_BYTES, PICTURE_FORMATS, type PictureFormat } from './ozonPictureLimits.js';

/** Writes the picture at a quality (0..1; ignored by lossless formats). */
export type PictureEncoder = (format: PictureFormat, quality: number) => Promise<Blob>;

export interface EncodedPicture {
  blob: Blob;
  /** The quality written (1 for a lossless format). */
  quality: number;
  /** Whether the file is within the limit. */
  fits: boolean;
  /** Whether the quality had to be lowered from the one asked for to fit. */
  lowered: boolean;
}

/** Below this a JPEG or WebP shows its blocks; a picture that does not fit above it is reported, not ruined. */
export const LOWEST_QUALITY = 0.4;
const SEARCH_STEPS = 6;

/**
 * Encodes the picture at the quality asked for and, when a lossy file is over the limit, finds the
 * highest quality that fits by halving the interval (a few encodes, not a scan). A lossless file over
 * the limit cannot be made smaller by quality: it comes back with `fits: false` for the seller to pick
 * another format or a smaller size.
 */
export async function encodeUnderLimit(
  encode: PictureEncoder,
  format: PictureFormat,
  quality: number,
  limitBytes: number = MAX_PICTURE_BYTES,
): Promise<EncodedPicture> {
  const lossy = PICTURE_FORMATS[format].lossy;
  const asked = lossy ? quality : 1;
  const first = await encode(format, asked);
  if (first.size <= limitBytes || !lossy) {
    return { blob: first, quality: asked, fits: first.size <= limitBytes, lowered: false };
  }
  const lowest = await encode(format, LOWEST_QUALITY);
  if (lowest.size > limitBytes) return { blob: lowest, quality: LOWEST_QUALITY, fits: false, lowered: true };

  let best = { blob: lowest, quality: LOWEST_QUALITY };
  let low = LOWEST_QUALITY;
  let high = asked;
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = Math.round(((low + high) / 2) * 100) / 100;
    if (middle <= low || middle >= high) break;
    const blob = await encode(format, middle);
    if (blob.size <= limitBytes) {
      best = { blob, quality: middle };
      low = middle;
    } else {
      high = middle;
    }
  }
  return { ...best, fits: true, lowered: true };
}
