import { describe, expect, it } from 'vitest';
import { testIntl } from '../../../../../test/intl.js';
import {
  findPromotionProductsRequestOf,
  findPromotionsRequestOf,
  listSearchOf,
  productSearchOf,
  withProductSearch,
  withPromotion,
} from './actionRequests.js';
import { actionSearch } from './actionSearch.js';
import { actionTypeLabel, discountText, isFrozen } from './promotionColumns.js';

describe('the promotions screen URL', () => {
  it('falls back to the defaults for values a hand-edited URL gets wrong', () => {
    expect(
      actionSearch.parse({ periods: ['Active', 'Someday'], promotion: -3, psort: 'Colour', loss: false, show: 'all' }),
    ).toEqual({});
    expect(actionSearch.parse({ periods: ['Past'], promotion: 7, psort: 'ActionMarginPercent', loss: true })).toEqual({
      periods: ['Past'],
      promotion: 7,
      psort: 'ActionMarginPercent',
      loss: true,
    });
  });

  it('asks for the chosen periods, name and sort of the list', () => {
    expect(findPromotionsRequestOf({ page: 2, periods: ['Active', 'Upcoming'], name: ' Распродажа ' })).toEqual({
      Offset: 50,
      Count: 25,
      Periods: ['Active', 'Upcoming'],
      Name: 'Распродажа',
      OrderField: null,
      OrderAscending: true,
    });
    expect(findPromotionsRequestOf(actionSearch.parse({ sort: 'ParticipatingCount', desc: true }))).toMatchObject({
      OrderField: 'ParticipatingCount',
      OrderAscending: false,
    });
    expect(actionSearch.parse({ sort: 'Description' })).toEqual({});
  });

  it('opens a promotion keeping the list where it was, and closes it back to the list', () => {
    const list = { page: 1, sort: 'DateEnd' as const, periods: ['Active' as const], name: 'скид' };
    const opened = withPromotion({ ...list, ppage: 3, q: 'старое' }, 42);
    expect(opened).toEqual({ ...list, promotion: 42 });
    expect(listSearchOf({ ...opened, ppage: 2, loss: true })).toEqual(list);
  });

  it("keeps the products grid's page, sort and filters under keys of their own", () => {
    const search = {
      page: 1,
      promotion: 42,
      ppage: 2,
      psize: 50,
      psort: 'Price' as const,
      pdesc: true,
      loss: true as const,
    };
    const products = productSearchOf(search);
    expect(products).toEqual({ page: 2, pageSize: 50, sort: 'Price', desc: true, loss: true });
    // A new sort from the grid goes back under psort; an unknown one is dropped with its direction.
    expect(
      withProductSearch(search, { ...products, page: undefined, sort: 'Stock', desc: undefined, q: 'кружка' }),
    ).toEqual({
      page: 1,
      promotion: 42,
      psize: 50,
      psort: 'Stock',
      loss: true,
      q: 'кружка',
    });
    expect(withProductSearch(search, { sort: 'OfferID', desc: true })).toEqual({ page: 1, promotion: 42 });
  });

  it("asks for one promotion's products as the grid's search says", () => {
    expect(
      findPromotionProductsRequestOf(42, { page: 1, show: 'candidates', loss: true, q: ' 701 ', desc: true }),
    ).toEqual({
      Offset: 25,
      Count: 25,
      PromotionID: 42,
      ExcludeCandidates: false,
      CandidatesOnly: true,
      LossOnly: true,
      Name: '701',
      SortField: 'Name',
      SortAscending: false,
    });
    expect(findPromotionProductsRequestOf(42, { show: 'participating', sort: 'ActionPrice' })).toMatchObject({
      ExcludeCandidates: true,
      CandidatesOnly: false,
      LossOnly: false,
      Name: null,
      SortField: 'ActionPrice',
      SortAscending: true,
    });
  });
});

describe('a promotion in the list', () => {
  const ru = testIntl('ru');

  it("names Ozon's type in Russian, a type Ozon added since as Ozon names it, and a promo code", () => {
    expect(actionTypeLabel(ru, { ActionType: 'STOCK_DISCOUNT', IsVoucherAction: false })).toBe('Скидка на сток');
    expect(actionTypeLabel(ru, { ActionType: 'DISCOUNT', IsVoucherAction: true })).toBe('Скидка, по промокоду');
    expect(actionTypeLabel(ru, { ActionType: 'NEW_KIND', IsVoucherAction: false })).toBe('NEW_KIND');
  });

  it("shows the buyer's discount in percent or roubles, with the order amount it needs", () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(discountText(ru, { DiscountType: 'PERCENT', DiscountValue: 10, OrderAmount: 3000 }))).toBe(
      '10 % от 3 000 ₽',
    );
    expect(nbsp(discountText(ru, { DiscountType: 'CURRENCY', DiscountValue: 300, OrderAmount: 0 }))).toBe('300 ₽');
    expect(discountText(ru, { DiscountType: 'UNKNOWN', DiscountValue: 0, OrderAmount: 0 })).toBe('—');
  });

  it('is frozen from its freeze date on', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(isFrozen({ FreezeDate: '2026-11-19T21:00:00Z' }, now)).toBe(true);
    expect(isFrozen({ FreezeDate: '2026-11-21T21:00:00Z' }, now)).toBe(false);
    expect(isFrozen({ FreezeDate: null }, now)).toBe(false);
  });
});
