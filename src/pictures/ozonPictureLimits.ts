// Ozon's rules for product pictures and video covers that the editor and the animator enforce.
// Where each number comes from is in docs/pictures.md; change them there and here together.

/** The largest picture file Ozon accepts. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Ozon's smallest and largest side of a picture. */
export const MIN_PICTURE_SIDE = 200;
export const MAX_PICTURE_SIDE = 7000;

/** The aspect ratios Ozon's cards show without bands: 3:4 (portrait, required for clothing and shoes) and 1:1. */
export const PICTURE_RATIOS = {
  '3:4': { width: 3, height: 4, minWidth: 900, minHeight: 1200 },
  '1:1': { width: 1, height: 1, minWidth: 900, minHeight: 900 },
} as const;
export type PictureRatio = keyof typeof PICTURE_RATIOS;

/** Picture formats Ozon takes that a browser can write. */
export const PICTURE_FORMATS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', lossy: true },
  png: { mime: 'image/png', extension: 'png', lossy: false },
  webp: { mime: 'image/webp', extension: 'webp', lossy: true },
} as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/**
 * The share of each side Ozon's card covers with its own marks (favourites heart, badges, price
 * stickers): text and badges inside the safe zone stay visible.
 */
export const SAFE_ZONE_INSET = { top: 0.1, right: 0.1, bottom: 0.12, left: 0.08 } as const;

/** Video cover: MP4, 8 to 30 seconds, at most 20 MB. */
export const VIDEO_COVER = { minSeconds: 8, maxSeconds: 30, maxBytes: 20 * 1024 * 1024 } as const;
