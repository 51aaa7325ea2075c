import jpeg from 'jpeg-js';
import { Random } from '../random.js';

/** The sandbox's product photos: square, as most Ozon cards outside clothing, and large enough to crop to 3:4. */
export const PICTURE_SIDE = 1200;

/**
 * A deterministic "product photo" for a CDN file name: a light studio background with a soft floor
 * shadow and a coloured product shape (a box, a bottle or a round item), so the editor has something
 * to crop, cut out and label. JPEG like Ozon's own.
 */
export function productPicture(fileName: string, side = PICTURE_SIDE): Buffer {
  const random = new Random('picture', fileName);
  const hue = random.int(0, 359);
  const shape = (['box', 'bottle', 'round'] as const)[random.int(0, 2)];
  const [pr, pg, pb] = hsl(hue, 0.55, 0.5);
  const [br, bg, bb] = hsl((hue + 180) % 360, 0.15, 0.95);
  const data = Buffer.alloc(side * side * 4);
  const centre = side / 2;
  const itemWidth = side * (shape === 'bottle' ? 0.22 : 0.42);
  const itemHeight = side * (shape === 'round' ? 0.42 : 0.55);
  const top = centre - itemHeight / 2;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const at = (y * side + x) * 4;
      const dx = (x - centre) / (itemWidth / 2);
      const dy = (y - centre) / (itemHeight / 2);
      const inside =
        shape === 'round'
          ? dx * dx + dy * dy <= 1
          : Math.abs(dx) <= 1 &&
            Math.abs(dy) <= 1 &&
            !(shape === 'bottle' && y < top + itemHeight * 0.2 && Math.abs(dx) > 0.45);
      // The floor's shadow under the item, fading out sideways.
      const shadowY = (y - (top + itemHeight + side * 0.02)) / (side * 0.02);
      const shadow = Math.max(0, 1 - shadowY * shadowY - dx * dx * 0.3) * 0.25;
      let [r, g, b] = inside ? [pr, pg, pb] : [br * (1 - shadow), bg * (1 - shadow), bb * (1 - shadow)];
      if (inside) {
        // Light from the upper left.
        const light = 1.15 - 0.3 * ((dx + 1) / 2) - 0.15 * ((dy + 1) / 2);
        [r, g, b] = [r * light, g * light, b * light];
      }
      data[at] = clamp(r);
      data[at + 1] = clamp(g);
      data[at + 2] = clamp(b);
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: side, height: side }, 88).data;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const part = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const base = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, part, 0]
      : hue < 120
        ? [part, chroma, 0]
        : hue < 180
          ? [0, chroma, part]
          : hue < 240
            ? [0, part, chroma]
            : hue < 300
              ? [part, 0, chroma]
              : [chroma, 0, part];
  return [(r + base) * 255, (g + base) * 255, (b + base) * 255];
}
