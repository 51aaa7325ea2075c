import { describe, expect, it } from 'vitest';
import {
  centredCrop,
  croppedSize,
  fitCrop,
  insideSafeZone,
  meetsMinimum,
  resizedTo,
  safeZone,
  turnedSize,
} from './pictureGeometry.js';

describe('crop to Ozon ratio', () => {
  it('takes the largest centred 3:4 of a square picture and of a wide one', () => {
    expect(centredCrop({ width: 1200, height: 1200 }, '3:4')).toEqual({ x: 150, y: 0, width: 900, height: 1200 });
    expect(centredCrop({ width: 4000, height: 1000 }, '3:4')).toEqual({ x: 1625, y: 0, width: 750, height: 1000 });
    expect(centredCrop({ width: 800, height: 2000 }, '1:1')).toEqual({ x: 0, y: 600, width: 800, height: 800 });
  });

  it('brings a moved or stretched crop back to the ratio and inside the picture', () => {
    const picture = { width: 1200, height: 1200 };
    expect(fitCrop({ x: 500, y: -40, width: 600, height: 500 }, picture, '3:4')).toEqual({
      x: 500,
      y: 0,
      width: 600,
      height: 800,
    });
    expect(fitCrop({ x: 900, y: 900, width: 600, height: 800 }, picture, '3:4')).toEqual({
      x: 600,
      y: 400,
      width: 600,
      height: 800,
    });
    expect(fitCrop({ x: 0, y: 0, width: 5000, height: 10 }, picture, '3:4')).toEqual({
      x: 0,
      y: 0,
      width: 900,
      height: 1200,
    });
  });

  it('writes a crop at least at 900×1200 (enlarging and saying so) and exactly 3:4', () => {
    expect(croppedSize({ width: 600, height: 800 }, '3:4')).toEqual({ width: 900, height: 1200, enlarged: true });
    expect(croppedSize({ width: 1500, height: 2000 }, '3:4')).toEqual({ width: 1500, height: 2000, enlarged: false });
    // A crop off by a pixel is trimmed to the ratio, not stretched.
    expect(croppedSize({ width: 1001, height: 1335 }, '3:4')).toEqual({ width: 999, height: 1332, enlarged: false });
    expect(croppedSize({ width: 500, height: 500 }, '1:1')).toEqual({ width: 900, height: 900, enlarged: true });
  });

  it('never writes a side beyond Ozon’s 7000 pixels', () => {
    expect(croppedSize({ width: 9000, height: 12000 }, '3:4')).toEqual({ width: 5250, height: 7000, enlarged: false });
    expect(croppedSize({ width: 8000, height: 8000 }, '1:1')).toEqual({ width: 7000, height: 7000, enlarged: false });
  });

  it('tells a picture below the minimum of its ratio', () => {
    expect(meetsMinimum({ width: 900, height: 1200 }, '3:4')).toBe(true);
    expect(meetsMinimum({ width: 899, height: 1200 }, '3:4')).toBe(false);
    expect(meetsMinimum({ width: 900, height: 900 }, '1:1')).toBe(true);
  });
});

describe('safe zone', () => {
  it('leaves the margins Ozon covers with its marks', () => {
    expect(safeZone({ width: 900, height: 1200 })).toEqual({ x: 72, y: 120, width: 738, height: 936 });
  });

  it('tells whether a layer lies wholly inside', () => {
    const size = { width: 900, height: 1200 };
    expect(insideSafeZone({ x: 100, y: 200, width: 300, height: 100 }, size)).toBe(true);
    expect(insideSafeZone({ x: 700, y: 60, width: 150, height: 80 }, size)).toBe(false);
    expect(insideSafeZone({ x: 100, y: 1000, width: 300, height: 100 }, size)).toBe(false);
  });
});

describe('turn and resize', () => {
  it('swaps the sides on a quarter turn only', () => {
    expect(turnedSize({ width: 900, height: 1200 }, 1)).toEqual({ width: 1200, height: 900 });
    expect(turnedSize({ width: 900, height: 1200 }, 2)).toEqual({ width: 900, height: 1200 });
    expect(turnedSize({ width: 900, height: 1200 }, -1)).toEqual({ width: 1200, height: 900 });
  });

  it('keeps the proportions and Ozon’s largest side', () => {
    expect(resizedTo({ width: 900, height: 1200 }, 1500)).toEqual({ width: 1500, height: 2000 });
    expect(resizedTo({ width: 900, height: 1200 }, 9000)).toEqual({ width: 5250, height: 7000 });
  });
});
