import type { Rect, Size } from '../pictureGeometry.js';
import { cornerColour, removeBackground } from './backgroundRemoval.js';

// The changes that rewrite the photo's pixels, each from a Blob to a new Blob (PNG keeps them exact
// between steps; the format is chosen only on export).

function canvasOf(size: Size): [OffscreenCanvas, OffscreenCanvasRenderingContext2D] {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures (no 2D canvas).');
  context.imageSmoothingQuality = 'high';
  return [canvas, context];
}

const asPng = (canvas: OffscreenCanvas) => canvas.convertToBlob({ type: 'image/png' });

/** The size of a picture file, read without keeping it decoded. */
export async function pictureSize(blob: Blob): Promise<Size> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** A part of the photo written at a size (enlarged or reduced). */
export async function cropPhoto(photo: Blob, crop: Rect, size: Size): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  const [canvas, context] = canvasOf(size);
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  bitmap.close();
  return asPng(canvas);
}

/** A quarter turn, clockwise or not. */
export async function turnPhoto(photo: Blob, clockwise: boolean): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  const [canvas, context] = canvasOf({ width: bitmap.height, height: bitmap.width });
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((clockwise ? 1 : -1) * Math.PI) / 2);
  context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  bitmap.close();
  return asPng(canvas);
}

/** A mirror image, left to right or top to bottom. */
export async function flipPhoto(photo: Blob, axis: 'horizontal' | 'vertical'): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  const [canvas, context] = canvasOf(bitmap);
  if (axis === 'horizontal') context.setTransform(-1, 0, 0, 1, bitmap.width, 0);
  else context.setTransform(1, 0, 0, -1, 0, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return asPng(canvas);
}

/** The background joined to the edges made transparent; answers the new photo and the share cleared. */
export async function cutOutBackground(photo: Blob, tolerance: number): Promise<{ photo: Blob; clearedShare: number }> {
  const bitmap = await createImageBitmap(photo);
  const [canvas, context] = canvasOf(bitmap);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const cleared = removeBackground(pixels, cornerColour(pixels), tolerance);
  context.putImageData(pixels, 0, 0);
  return { photo: await asPng(canvas), clearedShare: cleared / (canvas.width * canvas.height) };
}
