import type { Rect, Size } from '../pictureGeometry.js';

/**
 * A picture being edited: the photo (already cropped, turned, cut out: those change its pixels) and
 * the layers drawn over it, bottom first. Plain data with Blobs, so a step of the undo history and a
 * saved project are the same thing.
 */
export interface PictureDocument {
  size: Size;
  background: PictureBackground;
  /** The photo at exactly `size`; null for a blank picture. */
  photo: Blob | null;
  layers: PictureLayer[];
}

export type PictureBackground = 'white' | 'transparent';

interface LayerBase {
  id: string;
  name: string;
  x: number;
  y: number;
  rotation: number;
  hidden: boolean;
}

/** Text on the picture; `width` wraps it. */
export interface TextLayer extends LayerBase {
  kind: 'text';
  text: string;
  fontSize: number;
  color: string;
  bold: boolean;
  width: number;
}

/** A label on a coloured plate with rounded corners: a price, «Хит», «−20%». */
export interface BadgeLayer extends LayerBase {
  kind: 'badge';
  text: string;
  fontSize: number;
  color: string;
  fill: string;
}

export interface ShapeLayer extends LayerBase {
  kind: 'rect' | 'ellipse';
  width: number;
  height: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
}

export type PictureLayer = TextLayer | BadgeLayer | ShapeLayer;
export type LayerKind = PictureLayer['kind'];

export const blankDocument = (size: Size = { width: 900, height: 1200 }): PictureDocument => ({
  size,
  background: 'white',
  photo: null,
  layers: [],
});

const newId = () => crypto.randomUUID();

/** The badges a seller adds most: a sale, a best seller, a price. */
export const BADGE_PRESETS = [
  { text: 'Хит', fill: '#F91155', color: '#FFFFFF' },
  { text: '−20%', fill: '#10C44C', color: '#FFFFFF' },
  { text: '1 990 ₽', fill: '#005BFF', color: '#FFFFFF' },
] as const;

/**
 * A new layer of a kind, sized to the picture and placed inside the safe zone; `stack` (the layers
 * already there) moves each new one down a step, so they do not land on one another.
 */
export function newLayer(kind: LayerKind, size: Size, name: string, text?: string, stack = 0): PictureLayer {
  const unit = Math.round(Math.min(size.width, size.height) / 15);
  const step = (stack % 6) * unit * 1.6;
  const base = {
    id: newId(),
    name,
    x: Math.round(size.width * 0.12),
    y: Math.round(size.height * 0.14 + step),
    rotation: 0,
    hidden: false,
  };
  switch (kind) {
    case 'text':
      return {
        ...base,
        kind,
        text: text ?? name,
        fontSize: unit,
        color: '#1A1A1A',
        bold: true,
        width: Math.round(size.width * 0.6),
      };
    case 'badge': {
      const preset = BADGE_PRESETS.find((item) => item.text === text) ?? BADGE_PRESETS[0];
      return { ...base, kind, text: text ?? preset.text, fontSize: unit, color: preset.color, fill: preset.fill };
    }
    default:
      return {
        ...base,
        kind,
        width: unit * 4,
        height: unit * 4,
        fill: 'rgba(255, 214, 0, 0.85)',
        stroke: '#1A1A1A',
        strokeWidth: 0,
      };
  }
}

export function addLayer(document: PictureDocument, layer: PictureLayer): PictureDocument {
  return { ...document, layers: [...document.layers, layer] };
}

export function updateLayer(document: PictureDocument, id: string, change: Partial<PictureLayer>): PictureDocument {
  return {
    ...document,
    layers: document.layers.map((layer) => (layer.id === id ? ({ ...layer, ...change } as PictureLayer) : layer)),
  };
}

export function removeLayer(document: PictureDocument, id: string): PictureDocument {
  return { ...document, layers: document.layers.filter((layer) => layer.id !== id) };
}

/** Moves a layer one step up (over the next) or down; at the end it stays. */
export function moveLayer(document: PictureDocument, id: string, direction: 'up' | 'down'): PictureDocument {
  const from = document.layers.findIndex((layer) => layer.id === id);
  const to = direction === 'up' ? from + 1 : from - 1;
  if (from < 0 || to < 0 || to >= document.layers.length) return document;
  const layers = [...document.layers];
  [layers[from], layers[to]] = [layers[to], layers[from]];
  return { ...document, layers };
}

/**
 * The layers after the photo was cut to `crop` and written at `size`: each keeps its place on the
 * photo, and grows or shrinks with it.
 */
export function layersAfterCrop(layers: PictureLayer[], crop: Rect, size: Size): PictureLayer[] {
  const scale = size.width / crop.width;
  return layers.map((layer) => scaleLayer({ ...layer, x: layer.x - crop.x, y: layer.y - crop.y }, scale));
}

/** The layers after a quarter turn of the picture (clockwise or not): positions follow the photo. */
export function layersAfterTurn(layers: PictureLayer[], before: Size, clockwise: boolean): PictureLayer[] {
  return layers.map((layer) =>
    clockwise
      ? { ...layer, x: before.height - layer.y, y: layer.x, rotation: layer.rotation + 90 }
      : { ...layer, x: layer.y, y: before.width - layer.x, rotation: layer.rotation - 90 },
  );
}

export function scaleLayer(layer: PictureLayer, scale: number): PictureLayer {
  const scaled = { ...layer, x: Math.round(layer.x * scale), y: Math.round(layer.y * scale) };
  switch (scaled.kind) {
    case 'text':
      return {
        ...scaled,
        fontSize: Math.max(4, Math.round(scaled.fontSize * scale)),
        width: Math.round(scaled.width * scale),
      };
    case 'badge':
      return { ...scaled, fontSize: Math.max(4, Math.round(scaled.fontSize * scale)) };
    default:
      return {
        ...scaled,
        width: Math.round(scaled.width * scale),
        height: Math.round(scaled.height * scale),
        strokeWidth: scaled.strokeWidth * scale,
      };
  }
}
