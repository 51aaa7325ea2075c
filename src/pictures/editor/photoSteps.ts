import type { PictureRatio } from '../ozonPictureLimits.js';
import { croppedSize, resizedTo, turnedSize, type Rect, type Size } from '../pictureGeometry.js';
import { cropPhoto, cutOutBackground, flipPhoto, pictureSize, turnPhoto } from './photoOperations.js';
import {
  blankDocument,
  layersAfterCrop,
  layersAfterTurn,
  scaleLayer,
  type PictureDocument,
} from './pictureDocument.js';

// The editor's steps that rewrite the photo, each from a document to the next one: the photo's pixels
// and the layers that lie on it change together, so an undo takes back both.

/** Not a picture a browser can open. */
export class NotAPictureError extends Error {}

/** A new document for a picture file; a picture beyond Ozon's largest side is reduced to it (`reduced` says so). */
export async function documentOf(picture: Blob): Promise<{ document: PictureDocument; reduced: boolean }> {
  if (picture.type !== '' && !picture.type.startsWith('image/')) throw new NotAPictureError();
  const size = await pictureSize(picture).catch(() => {
    throw new NotAPictureError();
  });
  const fitting = resizedTo(size, size.width);
  const reduced = fitting.width !== size.width;
  const photo = reduced ? await cropPhoto(picture, { x: 0, y: 0, ...size }, fitting) : picture;
  return { document: { ...blankDocument(fitting), photo }, reduced };
}

/** The photo cut to a frame of the ratio and written at Ozon's size for it; `enlarged` when that blurs it. */
export async function cropped(document: PictureDocument, frame: Rect, ratio: PictureRatio) {
  const size = croppedSize(frame, ratio);
  const next: PictureDocument = {
    ...document,
    size: { width: size.width, height: size.height },
    photo: await cropPhoto(document.photo!, frame, size),
    layers: layersAfterCrop(document.layers, frame, size),
  };
  return { document: next, enlarged: size.enlarged };
}

export async function turned(document: PictureDocument, clockwise: boolean): Promise<PictureDocument> {
  return {
    ...document,
    size: turnedSize(document.size, 1),
    photo: await turnPhoto(document.photo!, clockwise),
    layers: layersAfterTurn(document.layers, document.size, clockwise),
  };
}

/** Mirrored: the photo only, so the text laid over it stays readable. */
export async function flipped(document: PictureDocument, axis: 'horizontal' | 'vertical'): Promise<PictureDocument> {
  return { ...document, photo: await flipPhoto(document.photo!, axis) };
}

export async function resized(document: PictureDocument, size: Size): Promise<PictureDocument> {
  const scale = size.width / document.size.width;
  return {
    ...document,
    size,
    photo: await cropPhoto(document.photo!, { x: 0, y: 0, ...document.size }, size),
    layers: document.layers.map((layer) => scaleLayer(layer, scale)),
  };
}

/** The background cut out by colour, shown on transparency; answers the share of the picture cleared. */
export async function cutOut(document: PictureDocument, tolerance: number) {
  const result = await cutOutBackground(document.photo!, tolerance);
  return {
    document: { ...document, photo: result.photo, background: 'transparent' as const },
    clearedShare: result.clearedShare,
  };
}
