/** Ozon's SKUs are positive integers; the contract accepts up to this many per list. */
export const MAX_ANALOG_SKUS = 1000;

export type SkuParse = { skus: number[]; error?: undefined } | { skus?: undefined; error: { token: string } };

/**
 * SKUs as a seller types or pastes them: separated by commas, semicolons, spaces or new lines (a column
 * copied from Excel); repeats dropped, order kept. The first token that is not a positive whole number
 * is named, so the seller sees which one to fix.
 */
export function parseSkus(text: string): SkuParse {
  const tokens = text.split(/[\s,;]+/).filter((token) => token !== '');
  const skus: number[] = [];
  for (const token of tokens) {
    const sku = /^\d{1,15}$/.test(token) ? Number(token) : Number.NaN;
    if (!Number.isSafeInteger(sku) || sku < 1) return { error: { token } };
    if (!skus.includes(sku)) skus.push(sku);
  }
  return { skus };
}

/** The list as the input shows it: one line of SKUs separated by comma and space. */
export const skusText = (skus: number[]) => skus.join(', ');
