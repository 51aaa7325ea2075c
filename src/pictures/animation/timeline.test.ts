import { describe, expect, it } from 'vitest';
import {
  COVER_FPS,
  durationProblem,
  frameCount,
  layersAt,
  slideStarts,
  totalDuration,
  transitionAfter,
} from './timeline.js';

const slide = (duration: number, transition: number) => ({ duration, transition });

describe('the cover timeline', () => {
  it('lasts the slides’ durations less the crossfades between them; the last slide fades into nothing', () => {
    const slides = [slide(5, 1), slide(5, 1)];
    expect(slideStarts(slides)).toEqual([0, 4]);
    expect(totalDuration(slides)).toBe(9);
    expect(totalDuration([slide(3, 0.5), slide(2.5, 0.5), slide(4, 2)])).toBe(8.5);
    expect(totalDuration([])).toBe(0);
    expect(totalDuration([slide(4, 1)])).toBe(4);
  });

  it('keeps a crossfade to half of the shorter slide, so at most two slides overlap', () => {
    const slides = [slide(4, 3), slide(2, 1.5), slide(6, 0)];
    expect(transitionAfter(slides, 0)).toBe(1);
    expect(transitionAfter(slides, 1)).toBe(1);
    expect(transitionAfter(slides, 2)).toBe(0);
    expect(totalDuration(slides)).toBe(10);
    for (let t = 0; t <= 10; t += 0.1) expect(layersAt(slides, t).length).toBeLessThanOrEqual(2);
  });

  it('shows one slide outside a crossfade, and two during one, the incoming fading in over the whole outgoing', () => {
    const slides = [slide(5, 1), slide(5, 1)];
    expect(layersAt(slides, 2)).toEqual([{ index: 0, alpha: 1, motion: 0.4, caption: 1 }]);
    const crossing = layersAt(slides, 4.25);
    expect(crossing.map((layer) => layer.index)).toEqual([1 - 1, 1]);
    expect(crossing[0]!.alpha).toBe(1);
    expect(crossing[1]!.alpha).toBeCloseTo(0.25);
    expect(crossing[0]!.motion).toBeCloseTo(0.85);
    expect(crossing[1]!.motion).toBeCloseTo(0.05);
    expect(layersAt(slides, 5)).toEqual([{ index: 1, alpha: 1, motion: 0.2, caption: 0 }]);
  });

  it('brings a caption in once its slide is fully in, over the reveal time', () => {
    const slides = [slide(5, 1), slide(5, 1)];
    expect(layersAt(slides, 0)[0]!.caption).toBe(0);
    expect(layersAt(slides, 0.3)[0]!.caption).toBeCloseTo(0.5);
    expect(layersAt(slides, 5.3)[0]!.caption).toBeCloseTo(0.5);
    expect(layersAt(slides, 6)[0]!.caption).toBe(1);
  });

  it('holds the first and last frames outside the cover, and ends on the last slide at its full motion', () => {
    const slides = [slide(5, 1), slide(5, 1)];
    expect(layersAt(slides, -1)).toEqual(layersAt(slides, 0));
    expect(layersAt(slides, 9)).toEqual([{ index: 1, alpha: 1, motion: 1, caption: 1 }]);
    expect(layersAt(slides, 12)).toEqual(layersAt(slides, 9));
    expect(layersAt([], 1)).toEqual([]);
  });

  it('counts 25 frames a second', () => {
    expect(COVER_FPS).toBe(25);
    expect(frameCount(9)).toBe(225);
    expect(frameCount(8.52)).toBe(213);
    expect(frameCount(0)).toBe(0);
  });

  it('names why a cover cannot go to Ozon: no slides, under 8 s or over 30 s', () => {
    expect(durationProblem(0, 0)).toBe('noSlides');
    expect(durationProblem(1, 5)).toBe('tooShort');
    expect(durationProblem(2, 8)).toBeNull();
    expect(durationProblem(6, 30)).toBeNull();
    expect(durationProblem(7, 30.5)).toBe('tooLong');
  });
});
