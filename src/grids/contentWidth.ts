import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormattedColDef } from './formattedColumns.js';
import { isNumericKind } from './formatters.js';

/** The grid's cell padding (10 px each side) and a pixel for the column separator. */
export const CELL_PADDING_PX = 21;
/** The width the grid gives a column that declares none. */
const GRID_DEFAULT_WIDTH = 100;
/** The grid's text size (the theme's 14 px). */
const FONT_SIZE_PX = 14;

/**
 * Widths at 14 px, rounded up, where nothing can measure text (tests): Arial's, which draws the grid
 * (the theme names Roboto first, but the app does not load it) and is wider than Roboto in figures.
 */
const ESTIMATED_PX: [RegExp, number][] = [
  [/[0-9]/, 7.8],
  [/[\s\u00a0\u202f.,]/, 3.9],
  [/%/, 12.5],
  [/[−–]/, 8.2],
  [/-/, 4.7],
  [/₽/, 9.5],
];
const OTHER_PX = 10;

let measuring: CanvasRenderingContext2D | null | undefined;

/** A canvas set to the grid's font, bold (a tree's total rows are bold, and bold is never narrower). */
function measuringContext(): CanvasRenderingContext2D | null {
  if (measuring !== undefined) return measuring;
  measuring = null;
  if (typeof document === 'undefined') return measuring;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (context && typeof context.measureText === 'function') {
      const family = getComputedStyle(document.body).fontFamily || 'Helvetica, Arial, sans-serif';
      context.font = `600 ${FONT_SIZE_PX}px ${family}`;
      measuring = context;
    }
  } catch {
    // No canvas here (a test's DOM): the estimate serves.
  }
  return measuring;
}

/** How wide a cell's text is drawn, in px: measured by the browser, or estimated on the wide side. */
export function textWidthPx(text: string): number {
  const context = measuringContext();
  if (context) return context.measureText(text).width;
  let width = 0;
  for (const char of text) width += ESTIMATED_PX.find(([pattern]) => pattern.test(char))?.[1] ?? OTHER_PX;
  return width;
}

/**
 * The number columns widened to their longest value as the grid shows it, so no figure is cut to
 * «100,0…» (a cut number reads as another number); never narrower than declared, so a header keeps
 * the width it wraps in.
 */
export function fitNumbersToContent<Row extends GridValidRowModel>(
  columns: FormattedColDef<Row>[],
  rows: readonly Row[],
): FormattedColDef<Row>[] {
  return columns.map((column) => {
    if (!column.format || !isNumericKind(column.format.kind) || column.flex) return column;
    let widest = 0;
    for (const row of rows) {
      const raw: unknown = row[column.field];
      // The grid's own getter and formatter: what the cell shows (a tree's rows keep their figures apart).
      const value: unknown = column.valueGetter
        ? column.valueGetter(raw as never, row, column, undefined as never)
        : raw;
      const text = column.valueFormatter
        ? String(column.valueFormatter(value as never, row, column, undefined as never))
        : String(value ?? '');
      widest = Math.max(widest, textWidthPx(text));
    }
    const needed = Math.ceil(widest + CELL_PADDING_PX);
    return needed > (column.width ?? GRID_DEFAULT_WIDTH) ? { ...column, width: needed } : column;
  });
}
