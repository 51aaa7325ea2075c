import { VIDEO_COVER } from '../ozonPictureLimits.js';
import type { SlideTiming } from './animatorDocument.js';

/** Frames a second of the cover, in the preview and the file. */
export const COVER_FPS = 25;
/** Seconds a caption takes to come in. */
export const CAPTION_REVEAL_SECONDS = 0.6;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
// Durations are typed to the tenth; sums are kept to the millisecond so 5 − 1 + 5 is 9, not 8.999….
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The crossfade played from slide `index` into the next: at most half of either slide (so no three
 * slides ever overlap), none after the last.
 */
export function transitionAfter(slides: readonly SlideTiming[], index: number): number {
  const slide = slides[index];
  const next = slides[index + 1];
  if (!slide || !next) return 0;
  return ms(clamp(slide.transition, 0, Math.min(slide.duration, next.duration) / 2));
}

/** When each slide starts: the previous start, plus its duration, less the crossfade that overlaps them. */
export function slideStarts(slides: readonly SlideTiming[]): number[] {
  const starts: number[] = [];
  let start = 0;
  slides.forEach((slide, index) => {
    starts.push(start);
    start = ms(start + slide.duration - transitionAfter(slides, index));
  });
  return starts;
}

/** The cover's length: the slides' durations less their overlaps. */
export function totalDuration(slides: readonly SlideTiming[]): number {
  if (slides.length === 0) return 0;
  const last = slides.length - 1;
  return ms(slideStarts(slides)[last]! + slides[last]!.duration);
}

/** A slide drawn at a moment, the lowest first. */
export interface SlideLayer {
  index: number;
  /** 1, or less while the slide fades in over the one before. */
  alpha: number;
  /** 0 to 1 across the slide's whole time on screen: how far its motion has gone. */
  motion: number;
  /** 0 to 1: how far its caption has come in (it starts once the slide is fully in). */
  caption: number;
}

/**
 * The slides on screen at time `t` (clamped to the cover): one, or two during a crossfade, where the
 * outgoing slide stays whole under the incoming one, so the picture never dims.
 */
export function layersAt(slides: readonly SlideTiming[], t: number): SlideLayer[] {
  const total = totalDuration(slides);
  const time = clamp(t, 0, total);
  const starts = slideStarts(slides);
  const layers: SlideLayer[] = [];
  slides.forEach((slide, index) => {
    const start = starts[index]!;
    const end = start + slide.duration;
    const last = index === slides.length - 1;
    if (time < start || time > end || (time === end && !last)) return;
    const fadeIn = transitionAfter(slides, index - 1);
    const into = time - start;
    layers.push({
      index,
      alpha: fadeIn > 0 && into < fadeIn ? into / fadeIn : 1,
      motion: clamp(into / slide.duration, 0, 1),
      caption: clamp((into - fadeIn) / CAPTION_REVEAL_SECONDS, 0, 1),
    });
  });
  return layers;
}

/** The frames a cover of the duration holds at the rate: one every 1/fps second, the last before the end. */
export function frameCount(duration: number, fps = COVER_FPS): number {
  return Math.max(0, Math.round(duration * fps));
}

/** Why a cover of this length cannot go to Ozon, or null when it can. */
export type DurationProblem = 'noSlides' | 'tooShort' | 'tooLong';
export function durationProblem(slideCount: number, duration: number): DurationProblem | null {
  if (slideCount === 0) return 'noSlides';
  if (duration < VIDEO_COVER.minSeconds) return 'tooShort';
  if (duration > VIDEO_COVER.maxSeconds) return 'tooLong';
  return null;
}
