import { safeZone, type Size } from '../pictureGeometry.js';
import type { AnimatorSlide, SlideCaption } from './animatorDocument.js';
import { motionRect } from './motion.js';
import { layersAt } from './timeline.js';

export type FrameContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
/** A slide's decoded picture, by slide id. */
export type SlidePicture = CanvasImageSource & Size;
export type SlidePictures = ReadonlyMap<string, SlidePicture>;

/** Behind the pictures where none is decoded yet, and Ozon's card background. */
const BACKGROUND = '#ffffff';
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * Draws the cover at time `t` (seconds) into a context of `size`: the slides on screen with their
 * motion and crossfade, and their captions. The preview and the export both draw through here, so
 * the file shows what the seller watched.
 */
export function drawFrame(
  ctx: FrameContext,
  slides: readonly AnimatorSlide[],
  pictures: SlidePictures,
  t: number,
  size: Size,
): void {
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  for (const layer of layersAt(slides, t)) {
    const slide = slides[layer.index]!;
    const picture = pictures.get(slide.id);
    if (!picture) continue;
    ctx.globalAlpha = layer.alpha;
    const rect = motionRect(picture, size, slide.motion, layer.motion);
    ctx.drawImage(picture, rect.x, rect.y, rect.width, rect.height);
    if (slide.caption.text.trim()) drawCaption(ctx, slide.caption, layer.caption, layer.alpha, size);
  }
  ctx.restore();
}

/** The caption's lines, broken between words to fit the width (a word longer than the line keeps its line). */
function wrapLines(ctx: FrameContext, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(candidate).width > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** White text on a dark band, inside the safe zone, coming in as the reveal goes (0 to 1). */
function drawCaption(ctx: FrameContext, caption: SlideCaption, reveal: number, alpha: number, size: Size): void {
  if (reveal <= 0) return;
  const zone = safeZone(size);
  const fontSize = Math.round(size.width * 0.06);
  const padding = Math.round(fontSize * 0.5);
  const lineHeight = Math.round(fontSize * 1.25);
  ctx.font = `600 ${fontSize}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  const lines = wrapLines(ctx, caption.text, zone.width - padding * 2);
  const bandWidth = Math.min(zone.width, Math.max(...lines.map((line) => ctx.measureText(line).width)) + padding * 2);
  const bandHeight = lines.length * lineHeight + padding * 2;
  const top =
    caption.position === 'top'
      ? zone.y
      : caption.position === 'middle'
        ? zone.y + (zone.height - bandHeight) / 2
        : zone.y + zone.height - bandHeight;
  const eased = easeOut(reveal);
  const rise = caption.reveal === 'slideUp' ? (1 - eased) * size.height * 0.05 : 0;
  const x = (size.width - bandWidth) / 2;
  const y = top + rise;
  ctx.globalAlpha = alpha * eased;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.beginPath();
  ctx.roundRect(x, y, bandWidth, bandHeight, padding / 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, index) => {
    ctx.fillText(line, size.width / 2, y + padding + lineHeight * (index + 0.5), zone.width - padding * 2);
  });
}
