import type { IntlShape } from 'react-intl';

/** A colour of the app's palette that a price index is painted in. */
export type IndexColour = 'success' | 'warning' | 'error' | 'default';

/** Ozon's ColorIndex of a card, as the palette's colours. */
const COLOUR_OF_COLOR_INDEX: Record<string, IndexColour> = {
  GREEN: 'success',
  YELLOW: 'warning',
  RED: 'error',
  WITHOUT_INDEX: 'default',
};

/** Ozon's colour of the card as a whole; an unknown value (a new one of Ozon's) stays neutral. */
export function colorIndexColour(colorIndex: string | null): IndexColour {
  return (colorIndex !== null && COLOUR_OF_COLOR_INDEX[colorIndex]) || 'default';
}

/** Ozon's colour name in the seller's words; an unknown one as Ozon spelled it. */
export function colorIndexLabel(intl: IntlShape, colorIndex: string | null): string {
  const known = colorIndex !== null && colorIndex in COLOUR_OF_COLOR_INDEX;
  return known ? intl.formatMessage({ id: `ozonProduct.color.${colorIndex}` }) : (colorIndex ?? '');
}

/**
 * The colour of one price index value, by the rule Ozon uses for the card as a whole: at or below
 * the competitors' price (≤ 1.00) is green, up to 10 % above (≤ 1.10) is yellow, more is red.
 * No value (no competitor found) has no colour.
 */
export function priceIndexColour(value: number | null | undefined): IndexColour {
  if (value === null || value === undefined) return 'default';
  if (value <= 1) return 'success';
  return value <= 1.1 ? 'warning' : 'error';
}
