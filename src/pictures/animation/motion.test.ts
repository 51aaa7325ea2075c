import { describe, expect, it } from 'vitest';
import { motionRect, MOTION_ZOOM } from './motion.js';

const frame = { width: 900, height: 1200 };
const covers = (rect: { x: number; y: number; width: number; height: number }) =>
  rect.x <= 0.001 && rect.y <= 0.001 && rect.x + rect.width >= 899.999 && rect.y + rect.height >= 1199.999;

describe('Ken Burns motion', () => {
  it('covers the frame, cropping a square picture at the sides rather than banding it', () => {
    const still = motionRect({ width: 1200, height: 1200 }, frame, 'none', 0.5);
    expect(still).toEqual({ x: -150, y: 0, width: 1200, height: 1200 });
  });

  it('zooms in from covering to the zoom, and out the other way, around the centre', () => {
    const picture = { width: 900, height: 1200 };
    expect(motionRect(picture, frame, 'zoomIn', 0)).toEqual({ x: 0, y: 0, width: 900, height: 1200 });
    const end = motionRect(picture, frame, 'zoomIn', 1);
    expect(end.width).toBeCloseTo(900 * MOTION_ZOOM);
    expect(end.x + end.width / 2).toBeCloseTo(450);
    expect(motionRect(picture, frame, 'zoomOut', 0)).toEqual(end);
    expect(motionRect(picture, frame, 'zoomOut', 1)).toEqual(motionRect(picture, frame, 'zoomIn', 0));
  });

  it('pans across the picture from one edge to the other, covering the frame all the way', () => {
    const picture = { width: 1200, height: 1200 };
    const start = motionRect(picture, frame, 'panLeft', 0);
    const end = motionRect(picture, frame, 'panLeft', 1);
    expect(start.x).toBe(0);
    expect(end.x + end.width).toBeCloseTo(900);
    expect(motionRect(picture, frame, 'panRight', 0)).toEqual(end);
    for (const progress of [0, 0.3, 0.7, 1]) {
      for (const motion of ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'none'] as const) {
        expect(covers(motionRect(picture, frame, motion, progress)), `${motion} ${progress}`).toBe(true);
      }
    }
  });
});
