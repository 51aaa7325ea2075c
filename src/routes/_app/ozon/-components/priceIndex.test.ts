import { describe, expect, it } from 'vitest';
import { testIntl } from '../../../../test/intl.js';
import { colorIndexColour, colorIndexLabel, priceIndexColour } from './priceIndex.js';

describe('price index colours', () => {
  it('paints an index green up to the competitors price, yellow up to 10 % above, red beyond', () => {
    expect(priceIndexColour(0.85)).toBe('success');
    expect(priceIndexColour(1)).toBe('success');
    expect(priceIndexColour(1.01)).toBe('warning');
    expect(priceIndexColour(1.1)).toBe('warning');
    expect(priceIndexColour(1.11)).toBe('error');
  });

  it('leaves an index without a competitor uncoloured', () => {
    expect(priceIndexColour(null)).toBe('default');
    expect(priceIndexColour(undefined)).toBe('default');
  });

  it("shows Ozon's colour of the card in its colour and the seller's words, an unknown one as is", () => {
    const ru = testIntl('ru');
    expect(colorIndexColour('RED')).toBe('error');
    expect(colorIndexLabel(ru, 'YELLOW')).toBe('Умеренный');
    expect(colorIndexColour('PURPLE')).toBe('default');
    expect(colorIndexLabel(ru, 'PURPLE')).toBe('PURPLE');
    expect(colorIndexLabel(ru, null)).toBe('');
  });
});
