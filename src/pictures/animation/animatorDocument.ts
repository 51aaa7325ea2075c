import { PICTURE_RATIOS } from '../ozonPictureLimits.js';
import type { Size } from '../pictureGeometry.js';

/** How the picture moves while its slide shows (Ken Burns). */
export type SlideMotion = 'none' | 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight';
export const SLIDE_MOTIONS: readonly SlideMotion[] = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'none'];

/** How a caption comes in once its slide is fully shown. */
export type CaptionReveal = 'fade' | 'slideUp';
export const CAPTION_REVEALS: readonly CaptionReveal[] = ['fade', 'slideUp'];

/** Where a caption sits, always inside the part of the cover Ozon's marks leave free. */
export type CaptionPosition = 'top' | 'middle' | 'bottom';
export const CAPTION_POSITIONS: readonly CaptionPosition[] = ['top', 'middle', 'bottom'];

export interface SlideCaption {
  text: string;
  reveal: CaptionReveal;
  position: CaptionPosition;
}

/** What the timeline needs of a slide. */
export interface SlideTiming {
  /** Seconds the slide is on screen, its crossfades included. */
  duration: number;
  /** Seconds of crossfade into the next slide. */
  transition: number;
}

export interface AnimatorSlide extends SlideTiming {
  id: string;
  /** The picture as the seller gave it (a file, or an editor project's flattened picture). */
  picture: Blob;
  /** Where the picture came from: the file or the editor project's name. */
  name: string;
  motion: SlideMotion;
  caption: SlideCaption;
}

/** The output's aspect: Ozon's 3:4 (the default, required for clothes and shoes) or 1:1. */
export type CoverAspect = '3:4' | '1:1';
export const COVER_ASPECTS: readonly CoverAspect[] = ['3:4', '1:1'];

/** The size a cover is drawn and written at: Ozon's smallest picture of the ratio (900×1200, 900×900). */
export function coverSize(aspect: CoverAspect): Size {
  const rule = PICTURE_RATIOS[aspect];
  return { width: rule.minWidth, height: rule.minHeight };
}

/** An animator project as it is saved in the browser (pictureProjects.ts), Blobs included. */
export interface AnimatorDocument {
  version: 1;
  aspect: CoverAspect;
  slides: AnimatorSlide[];
}

/**
 * A new slide's settings. Two slides of five seconds with a one-second crossfade make nine seconds:
 * already within Ozon's 8–30 s for a cover.
 */
export const NEW_SLIDE: Omit<AnimatorSlide, 'id' | 'picture' | 'name'> = {
  duration: 5,
  transition: 1,
  motion: 'zoomIn',
  caption: { text: '', reveal: 'fade', position: 'bottom' },
};

/** The settings a seller can type, and their bounds. */
export const SLIDE_DURATION_SECONDS = { min: 1, max: 30 } as const;
export const TRANSITION_SECONDS = { min: 0, max: 3 } as const;

export function emptyDocument(): AnimatorDocument {
  return { version: 1, aspect: '3:4', slides: [] };
}

/** A saved document as it came back from the browser store, checked enough to open without surprises. */
export function isAnimatorDocument(value: unknown): value is AnimatorDocument {
  const document = value as AnimatorDocument | null;
  return (
    typeof document === 'object' &&
    document !== null &&
    document.version === 1 &&
    COVER_ASPECTS.includes(document.aspect) &&
    Array.isArray(document.slides) &&
    document.slides.every((slide) => slide.picture instanceof Blob && typeof slide.duration === 'number')
  );
}
