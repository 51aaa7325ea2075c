import type { Size } from '../pictureGeometry.js';

/** How far an export has gone: frames encoded of the frames in the cover. */
export interface CoverProgress {
  done: number;
  total: number;
}

export interface CoverEncodingOptions {
  onProgress?: (progress: CoverProgress) => void;
  /** Aborting stops the encoding and throws the signal's reason (an AbortError). */
  signal?: AbortSignal;
}

export type CoverFormat = 'mp4' | 'gif';

/** An exported cover and what the seller is shown of it. */
export interface EncodedCover {
  blob: Blob;
  format: CoverFormat;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
}

/** Lets the page paint and take clicks (Cancel) between frames. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A frame of `size` drawn at time t into an offscreen canvas, then encoded. */
export type FramePainter = (ctx: OffscreenCanvasRenderingContext2D, t: number) => void;

export interface CoverRender {
  size: Size;
  duration: number;
  paint: FramePainter;
}
