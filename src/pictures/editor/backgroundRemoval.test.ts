import { describe, expect, it } from 'vitest';
import { cornerColour, removeBackground, type Pixels } from './backgroundRemoval.js';

/** A picture drawn from rows of letters: w white, r red, o off-white (near white). */
function pixelsOf(rows: string[]): Pixels {
  const colours = { w: [255, 255, 255], r: [220, 20, 20], o: [240, 244, 236] } as const;
  const width = rows[0].length;
  const data = new Uint8ClampedArray(width * rows.length * 4);
  rows
    .join('')
    .split('')
    .forEach((letter, at) => {
      data.set([...colours[letter as keyof typeof colours], 255], at * 4);
    });
  return { data, width, height: rows.length };
}
const transparentMap = (pixels: Pixels) =>
  Array.from({ length: pixels.height }, (_, y) =>
    Array.from({ length: pixels.width }, (_, x) =>
      pixels.data[(y * pixels.width + x) * 4 + 3] === 0 ? '.' : '#',
    ).join(''),
  );

describe('background removal by colour', () => {
  it('clears the background joined to the edges, and keeps the same colour inside the product', () => {
    const pixels = pixelsOf(['wwwww', 'wrrrw', 'wrwrw', 'wrrrw', 'wwwww']);
    expect(removeBackground(pixels, [255, 255, 255], 5)).toBe(16);
    expect(transparentMap(pixels)).toEqual(['.....', '.###.', '.###.', '.###.', '.....']);
  });

  it('takes in near colours only within the tolerance', () => {
    const strict = pixelsOf(['wwoww', 'wrrrw', 'wwwww']);
    removeBackground(strict, [255, 255, 255], 2);
    expect(transparentMap(strict)[0]).toBe('..#..');
    const lenient = pixelsOf(['wwoww', 'wrrrw', 'wwwww']);
    removeBackground(lenient, [255, 255, 255], 10);
    expect(transparentMap(lenient)[0]).toBe('.....');
  });

  it('finds the background colour in the corners even when one corner is covered', () => {
    expect(cornerColour(pixelsOf(['rwwo', 'wrrw', 'owwo']))).toEqual([240, 244, 236]);
  });
});
