import type { Rect, Size } from '../pictureGeometry.js';
import type { SlideMotion } from './animatorDocument.js';

/** How much larger than "just covering the frame" a moving picture gets: enough to see, not to blur. */
export const MOTION_ZOOM = 1.12;

/**
 * Where the picture is drawn in the frame when its motion has gone `progress` (0 to 1) of the way.
 * The picture always covers the whole frame (cropped, never banded); zooms stay centred, pans cross
 * the extra width the zoom gives from one edge to the other (pan left: the picture drifts leftwards).
 */
export function motionRect(picture: Size, frame: Size, motion: SlideMotion, progress: number): Rect {
  const p = Math.min(1, Math.max(0, progress));
  const cover = Math.max(frame.width / picture.width, frame.height / picture.height);
  const zoom =
    motion === 'zoomIn'
      ? 1 + (MOTION_ZOOM - 1) * p
      : motion === 'zoomOut'
        ? MOTION_ZOOM - (MOTION_ZOOM - 1) * p
        : motion === 'none'
          ? 1
          : MOTION_ZOOM;
  const width = picture.width * cover * zoom;
  const height = picture.height * cover * zoom;
  const spare = width - frame.width;
  const x = motion === 'panLeft' ? -spare * p : motion === 'panRight' ? -spare * (1 - p) : -spare / 2;
  // + 0 turns the −0 of an unmoved picture into 0.
  return { x: x + 0, y: (frame.height - height) / 2 + 0, width, height };
}
