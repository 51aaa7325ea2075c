/** Pixels as a canvas holds them: RGBA, row by row. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The colour of the picture's corners, the most common of the four: a studio background's colour. */
export function cornerColour({ data, width, height }: Pixels): [number, number, number] {
  const corners = [0, width - 1, (height - 1) * width, height * width - 1].map((at) => [
    data[at * 4],
    data[at * 4 + 1],
    data[at * 4 + 2],
  ]);
  const closest = corners.map((colour) =>
    corners.reduce((sum, other) => sum + colourDistance(colour as never, other as never), 0),
  );
  return corners[closest.indexOf(Math.min(...closest))] as [number, number, number];
}

/** Distance of two colours, 0 (same) to 100 (black and white). */
export function colourDistance(a: [number, number, number], b: [number, number, number]): number {
  return (Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / Math.hypot(255, 255, 255)) * 100;
}

/**
 * Makes the background transparent: the pixels within `tolerance` (0..100) of the colour that are
 * joined to the picture's edge, so the same colour inside the product stays. Changes `pixels` in place
 * and answers how many pixels were cleared.
 */
export function removeBackground(pixels: Pixels, colour: [number, number, number], tolerance: number): number {
  const { data, width, height } = pixels;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const near = (at: number) => colourDistance([data[at * 4], data[at * 4 + 1], data[at * 4 + 2]], colour) <= tolerance;
  const visit = (at: number) => {
    if (seen[at]) return;
    seen[at] = 1;
    if (near(at)) stack.push(at);
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  let cleared = 0;
  while (stack.length) {
    const at = stack.pop()!;
    data[at * 4 + 3] = 0;
    cleared++;
    const x = at % width;
    if (x > 0) visit(at - 1);
    if (x < width - 1) visit(at + 1);
    if (at >= width) visit(at - width);
    if (at < (height - 1) * width) visit(at + width);
  }
  return cleared;
}
