import { describe, expect, it } from 'vitest';
import type { PromotionProduct } from '../../../../../../contracts/promotions.js';
import {
  additionsOf,
  economicsAt,
  editsAfter,
  editWith,
  marginTone,
  outcomeOf,
  refusalsAfter,
  removalsOf,
  shownProduct,
} from './promotionProductRows.js';

/** A product taking part at 900 ₽ of 1 000 ₽; Ozon-based economics: 20 % commission, 100 ₽ logistics. */
const participating: PromotionProduct = {
  ID: 11,
  PromotionID: 5,
  ActionPrice: 900,
  Stock: 12,
  AddMode: 'MANUAL',
  MaxActionPrice: 950,
  MinStock: 5,
  Price: 1000,
  IsCandidate: false,
  Confirmed: true,
  ProductPackageID: 701,
  Name: 'Кружка',
  OfferID: '701',
  Economics: {
    Source: 'Ozon',
    RegularProfit: 700,
    RegularMarginPercent: 70,
    ActionProfit: 620,
    ActionMarginPercent: 68.89,
  },
};

/** A candidate judged at its max action price of 800 ₽ (Ozon only knows candidates with action price 0). */
const candidate: PromotionProduct = {
  ...participating,
  ID: 12,
  ActionPrice: 0,
  Stock: 0,
  AddMode: 'NOT_SET',
  MaxActionPrice: 800,
  MinStock: 3,
  IsCandidate: true,
  Confirmed: false,
  Name: 'Тарелка',
  Economics: { ...participating.Economics!, ActionProfit: 540, ActionMarginPercent: 67.5 },
};

const byId = new Map([participating, candidate].map((product) => [product.ID, product]));

describe('the margin colour', () => {
  it('is red for a loss, amber below 10 %, green from 10 %', () => {
    expect(marginTone(-0.01, 5)).toBe('loss');
    expect(marginTone(-50, null)).toBe('loss');
    expect(marginTone(10, 9.99)).toBe('thin');
    expect(marginTone(0, 0)).toBe('thin');
    expect(marginTone(100, 10)).toBe('good');
    expect(marginTone(100, null)).toBe('good');
  });

  it('leaves a product without economics uncoloured', () => {
    expect(marginTone(null, null)).toBeNull();
    expect(marginTone(undefined, undefined)).toBeNull();
  });
});

describe('a row as shown', () => {
  it('prices a candidate at its max action price and min stock until the seller types others', () => {
    const row = shownProduct(candidate);
    expect(row).toMatchObject({ ActionPrice: 800, Stock: 3, Edited: {}, Refusal: null });
    expect(row.Economics).toBe(candidate.Economics);
    expect(shownProduct(participating)).toMatchObject({ ActionPrice: 900, Stock: 12 });
  });

  it('works the action economics out at the typed price on the line through the two the server gave', () => {
    // Profit = 0.8 × price − 100: at 500 ₽, 300 ₽ (60 %); at 100 ₽ a loss of 20 ₽; at 130 ₽, 4 ₽ (thin).
    expect(economicsAt(participating, 500)).toMatchObject({
      RegularProfit: 700,
      ActionProfit: 300,
      ActionMarginPercent: 60,
    });
    expect(economicsAt(candidate, 100)).toMatchObject({ ActionProfit: -20, ActionMarginPercent: -20 });
    const row = shownProduct(participating, { ActionPrice: 130, Stock: 20 }, 'stock too low');
    expect(row).toMatchObject({ ActionPrice: 130, Stock: 20, Refusal: 'stock too low' });
    expect(marginTone(row.Economics!.ActionProfit, row.Economics!.ActionMarginPercent)).toBe('thin');
  });

  it('has no economics for a card not imported, nor a line through one point', () => {
    expect(economicsAt({ ...participating, Economics: null }, 500)).toBeNull();
    expect(economicsAt({ ...participating, Price: 900 }, 500)).toBeNull();
    expect(economicsAt({ ...participating, Price: 900 }, 900)).toBe(participating.Economics);
  });
});

describe('a typed value', () => {
  it('becomes the edit: the price to the kopeck, the stock whole, a comma read as the decimal point', () => {
    expect(editWith(participating, {}, 'ActionPrice', 850.456)).toEqual({ ActionPrice: 850.46 });
    expect(editWith(participating, { ActionPrice: 850 }, 'Stock', '20,4')).toEqual({ ActionPrice: 850, Stock: 20 });
  });

  it('equal to what the product goes in with anyway is no edit', () => {
    expect(editWith(candidate, { ActionPrice: 700 }, 'ActionPrice', 800)).toEqual({});
    expect(editWith(participating, { ActionPrice: 850, Stock: 20 }, 'Stock', 12)).toEqual({ ActionPrice: 850 });
  });

  it('is refused when it is no number or below zero', () => {
    expect(editWith(participating, {}, 'ActionPrice', -1)).toBeUndefined();
    expect(editWith(participating, {}, 'ActionPrice', null)).toBeUndefined();
    expect(editWith(participating, {}, 'Stock', 'много')).toBeUndefined();
  });
});

describe('the update body', () => {
  it('adds the selected products at their edited price and stock, a candidate at its max action price and min stock', () => {
    expect(additionsOf([12, 11], byId, { 11: { ActionPrice: 850 } })).toEqual([
      { ID: 12, ActionPrice: 800, Stock: 3 },
      { ID: 11, ActionPrice: 850, Stock: 12 },
    ]);
    expect(additionsOf([12], byId, { 12: { ActionPrice: 1200, Stock: 4 } })).toEqual([
      { ID: 12, ActionPrice: 1200, Stock: 4 },
    ]);
  });

  it('removes only the selected products taking part, at action price 0', () => {
    expect(removalsOf([11, 12, 99], byId)).toEqual([{ ID: 11, ActionPrice: 0, Stock: 0 }]);
  });

  it('leaves out a selected product it never saw', () => {
    expect(additionsOf([99], byId, {})).toEqual([]);
  });
});

describe("Ozon's answer", () => {
  const sent = [{ ID: 11 }, { ID: 12 }, { ID: 13 }];

  it('gives each refused product its reason and the others as accepted', () => {
    const { refused, accepted } = outcomeOf(sent, {
      AdditionErrors: { '12': 'action_price 1200 is above max_action_price 800' },
      DeletionErrors: { '13': 'product is not taking part in the promotion' },
    });
    expect([...refused]).toEqual([
      [12, 'action_price 1200 is above max_action_price 800'],
      [13, 'product is not taking part in the promotion'],
    ]);
    expect(accepted).toEqual([11]);
  });

  it('replaces the refusals of the products sent and keeps the others', () => {
    const previous = new Map([
      [11, 'stock 1 is below min_stock 5'],
      [20, 'promotion is frozen'],
    ]);
    const next = refusalsAfter(previous, sent, new Map([[12, 'above max_action_price']]));
    expect([...next]).toEqual([
      [20, 'promotion is frozen'],
      [12, 'above max_action_price'],
    ]);
  });

  it('drops the edits of the accepted products and keeps the refused ones', () => {
    expect(editsAfter({ 11: { ActionPrice: 850 }, 12: { ActionPrice: 1200 } }, [11])).toEqual({
      12: { ActionPrice: 1200 },
    });
  });
});
