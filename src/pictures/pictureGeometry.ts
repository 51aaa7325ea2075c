import { MAX_PICTURE_SIDE, PICTURE_RATIOS, SAFE_ZONE_INSET, type PictureRatio } from './ozonPictureLimits.js';

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** The largest rectangle of the ratio that fits in the picture, centred: the crop a seller starts from. */
export function centredCrop(picture: Size, ratio: PictureRatio): Rect {
  const { width: rw, height: rh } = PICTURE_RATIOS[ratio];
  const width = Math.min(picture.width, Math.floor((picture.height * rw) / rh));
  const height = Math.round((width * rh) / rw);
  return { x: Math.round((picture.width - width) / 2), y: Math.round((picture.height - height) / 2), width, height };
}

/**
 * A crop the seller moved or resized, brought back to the ratio (its width rules) and inside the picture:
 * shrunk when it is larger than the picture allows, then shifted in.
 */
export function fitCrop(crop: Rect, picture: Size, ratio: PictureRatio): Rect {
  const { width: rw, height: rh } = PICTURE_RATIOS[ratio];
  const largest = centredCrop(picture, ratio);
  const width = Math.max(1, Math.min(Math.round(crop.width), largest.width));
  const height = Math.min(Math.round((width * rh) / rw), picture.height);
  const x = Math.min(Math.max(0, Math.round(crop.x)), picture.width - width);
  const y = Math.min(Math.max(0, Math.round(crop.y)), picture.height - height);
  return { x, y, width, height };
}

/**
 * The size a crop is written at: at least Ozon's minimum for the ratio (a smaller crop is enlarged, and
 * `enlarged` says so, since enlarging blurs), at most Ozon's largest side, always exactly the ratio.
 */
export function croppedSize(crop: Size, ratio: PictureRatio): Size & { enlarged: boolean } {
  const rule = PICTURE_RATIOS[ratio];
  // One unit is a 1×1 step of the ratio (3:4 → 3×4 pixels), so every size it gives is exactly the ratio.
  const unit = Math.floor(crop.width / rule.width);
  const minUnit = rule.minWidth / rule.width;
  const maxUnit = Math.floor(MAX_PICTURE_SIDE / Math.max(rule.width, rule.height));
  const chosen = Math.min(Math.max(unit, minUnit), maxUnit);
  return { width: chosen * rule.width, height: chosen * rule.height, enlarged: chosen > crop.width / rule.width };
}

/** Whether a picture meets the size Ozon asks for its ratio (the smallest sides, and no side beyond the largest). */
export function meetsMinimum(size: Size, ratio: PictureRatio): boolean {
  const rule = PICTURE_RATIOS[ratio];
  return (
    size.width >= rule.minWidth &&
    size.height >= rule.minHeight &&
    Math.max(size.width, size.height) <= MAX_PICTURE_SIDE
  );
}

/** The part of the picture Ozon's own marks never cover. */
export function safeZone(size: Size): Rect {
  const left = Math.round(size.width * SAFE_ZONE_INSET.left);
  const top = Math.round(size.height * SAFE_ZONE_INSET.top);
  const right = Math.round(size.width * SAFE_ZONE_INSET.right);
  const bottom = Math.round(size.height * SAFE_ZONE_INSET.bottom);
  return { x: left, y: top, width: size.width - left - right, height: size.height - top - bottom };
}

/** Whether a layer's box lies wholly inside the safe zone. */
export function insideSafeZone(box: Rect, size: Size): boolean {
  const zone = safeZone(size);
  return (
    box.x >= zone.x &&
    box.y >= zone.y &&
    box.x + box.width <= zone.x + zone.width &&
    box.y + box.height <= zone.y + zone.height
  );
}

/** The size after a number of quarter turns. */
export function turnedSize(size: Size, quarterTurns: number): Size {
  return Math.abs(quarterTurns) % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/** A new width with the proportions kept (resize), within Ozon's sides. */
export function resizedTo(size: Size, width: number): Size {
  const scale = Math.min(width / size.width, MAX_PICTURE_SIDE / Math.max(size.width, size.height));
  return { width: Math.round(size.width * scale), height: Math.max(1, Math.round(size.height * scale)) };
}
