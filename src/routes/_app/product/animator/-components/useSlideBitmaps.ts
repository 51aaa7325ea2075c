import { useEffect, useRef, useState } from 'react';
import type { AnimatorSlide } from '../../../../../pictures/animation/animatorDocument.js';
import { decodeSlidePicture } from './slidePictures.js';

/**
 * The slides' pictures decoded for drawing, by slide id; a slide appears once decoded, and each is
 * decoded once. Bitmaps of removed slides are kept, not closed: an export running from a snapshot of
 * the slides may still draw them.
 */
export function useSlideBitmaps(slides: readonly AnimatorSlide[]): ReadonlyMap<string, ImageBitmap> {
  const [bitmaps, setBitmaps] = useState<ReadonlyMap<string, ImageBitmap>>(new Map());
  const requested = useRef(new Set<string>());
  useEffect(() => {
    for (const slide of slides) {
      if (requested.current.has(slide.id)) continue;
      requested.current.add(slide.id);
      decodeSlidePicture(slide.picture, slide.name)
        .then((bitmap) => setBitmaps((before) => new Map(before).set(slide.id, bitmap)))
        // A picture is checked when it is added; one that stops decoding is drawn as background.
        .catch(() => undefined);
    }
  }, [slides]);
  return bitmaps;
}
