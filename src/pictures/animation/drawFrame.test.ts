import { describe, expect, it } from 'vitest';
import { safeZone } from '../pictureGeometry.js';
import { NEW_SLIDE, type AnimatorSlide } from './animatorDocument.js';
import { drawFrame, type FrameContext, type SlidePicture } from './drawFrame.js';
import { motionRect } from './motion.js';

const size = { width: 900, height: 1200 };

/** A 2D context that writes down what is drawn, with the alpha it was drawn at. */
function recordingContext() {
  const drawn: { what: string; alpha: number; args: unknown[] }[] = [];
  const state = { globalAlpha: 1, fillStyle: '', font: '16px sans-serif' };
  const stack: (typeof state)[] = [];
  const ctx = {
    ...state,
    save: () => stack.push({ globalAlpha: ctx.globalAlpha, fillStyle: ctx.fillStyle, font: ctx.font }),
    restore: () => Object.assign(ctx, stack.pop()),
    fillRect: (...args: unknown[]) => drawn.push({ what: 'fillRect', alpha: ctx.globalAlpha, args }),
    drawImage: (...args: unknown[]) => drawn.push({ what: 'drawImage', alpha: ctx.globalAlpha, args }),
    fillText: (...args: unknown[]) => drawn.push({ what: 'fillText', alpha: ctx.globalAlpha, args }),
    beginPath: () => undefined,
    roundRect: (...args: unknown[]) => drawn.push({ what: 'band', alpha: ctx.globalAlpha, args }),
    fill: () => undefined,
    // Half the font size a character: enough for line breaking to be real.
    measureText: (text: string) => ({ width: text.length * Number(/(\d+)px/.exec(ctx.font)![1]) * 0.5 }),
  };
  return { ctx: ctx as unknown as FrameContext, drawn };
}

const picture = (name: string, width: number, height: number) => ({ name, width, height }) as unknown as SlidePicture;
const slide = (id: string, caption = ''): AnimatorSlide => ({
  ...NEW_SLIDE,
  id,
  name: `${id}.jpg`,
  picture: new Blob(),
  caption: { ...NEW_SLIDE.caption, text: caption },
});
const a = picture('a', 1200, 1200);
const b = picture('b', 900, 1200);
const pictures = new Map([
  ['a', a],
  ['b', b],
]);

describe('a frame of the cover', () => {
  it('draws the slide on screen over the background, where its motion has brought it', () => {
    const { ctx, drawn } = recordingContext();
    drawFrame(ctx, [slide('a'), slide('b')], pictures, 2, size);
    expect(drawn.map((step) => step.what)).toEqual(['fillRect', 'drawImage']);
    const rect = motionRect(a, size, 'zoomIn', 2 / 5);
    expect(drawn[1]).toEqual({ what: 'drawImage', alpha: 1, args: [a, rect.x, rect.y, rect.width, rect.height] });
  });

  it('during a crossfade draws the outgoing slide whole and the incoming one over it, half-faded midway', () => {
    const { ctx, drawn } = recordingContext();
    drawFrame(ctx, [slide('a'), slide('b')], pictures, 4.5, size);
    const images = drawn.filter((step) => step.what === 'drawImage');
    expect(images.map((step) => [step.args[0], step.alpha])).toEqual([
      [a, 1],
      [b, 0.5],
    ]);
    expect(ctx.globalAlpha).toBe(1);
  });

  it('writes a caption once its slide is in, inside the safe zone, broken into lines that fit', () => {
    const caption = 'Держит тепло двенадцать часов и не протекает';
    const before = recordingContext();
    drawFrame(before.ctx, [slide('a', caption), slide('b')], pictures, 0, size);
    expect(before.drawn.some((step) => step.what === 'fillText')).toBe(false);

    const after = recordingContext();
    drawFrame(after.ctx, [slide('a', caption), slide('b')], pictures, 2, size);
    const lines = after.drawn.filter((step) => step.what === 'fillText');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.args[0]).join(' ')).toBe(caption);
    const [x, y, width, height] = after.drawn.find((step) => step.what === 'band')!.args as number[];
    const zone = safeZone(size);
    expect(x).toBeGreaterThanOrEqual(zone.x);
    expect(x + width).toBeLessThanOrEqual(zone.x + zone.width);
    expect(y + height).toBeCloseTo(zone.y + zone.height);
  });

  it('leaves a slide whose picture is not decoded yet as background', () => {
    const { ctx, drawn } = recordingContext();
    drawFrame(ctx, [slide('c')], pictures, 1, size);
    expect(drawn.map((step) => step.what)).toEqual(['fillRect']);
  });
});
