import type { Size } from '../../../../../pictures/pictureGeometry.js';

/** Picture types a slide takes: what Ozon takes and every browser decodes. */
export const SLIDE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SLIDE_PICTURE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/**
 * The longest side a slide is kept at while the screen is open: the cover is at most 1200 pixels high
 * and zooms by 12 %, so more only costs memory and drawing time.
 */
const LONGEST_SIDE = 2000;

export class SlidePictureError extends Error {
  constructor(
    readonly reason: 'notAPicture' | 'unreadable',
    readonly fileName: string,
  ) {
    super(`${reason}: ${fileName}`);
  }
}

export function isSlidePictureType(type: string): boolean {
  return (SLIDE_PICTURE_TYPES as readonly string[]).includes(type);
}

/** Decodes a slide's picture for drawing, made smaller when it is far larger than the cover needs. */
export async function decodeSlidePicture(blob: Blob, fileName: string): Promise<ImageBitmap> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new SlidePictureError('unreadable', fileName);
  }
  const longest = Math.max(bitmap.width, bitmap.height);
  if (longest <= LONGEST_SIDE) return bitmap;
  const scale = LONGEST_SIDE / longest;
  const smaller = await createImageBitmap(bitmap, {
    resizeWidth: Math.round(bitmap.width * scale),
    resizeHeight: Math.round(bitmap.height * scale),
    resizeQuality: 'high',
  });
  bitmap.close();
  return smaller;
}

/** A small JPEG of a picture, covering the size: the recent projects' thumbnail. */
export async function thumbnailOf(picture: Blob, size: Size): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(picture);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d')!;
    const scale = Math.max(size.width / bitmap.width, size.height / bitmap.height);
    const width = bitmap.width * scale;
    const height = bitmap.height * scale;
    ctx.drawImage(bitmap, (size.width - width) / 2, (size.height - height) / 2, width, height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  } catch {
    return null;
  }
}
