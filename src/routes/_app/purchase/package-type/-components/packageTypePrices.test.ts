import { describe, expect, it } from 'vitest';
import { UnitOfMeasure } from '../../../../../../contracts/enums.js';
import type { PackageType } from '../../../../../../contracts/packageType.js';
import {
  matchesSearch,
  packageTypeRows,
  parseRoubles,
  priceHistory,
  priceOfDay,
  withPrices,
} from './packageTypePrices.js';
import { dayOfPicked, pickedOfDay } from '../../../../../screens/dates/pickedDays.js';

const prices = [
  { PackageTypeID: 7, Date: '2026-03-01', Price: 30 },
  { PackageTypeID: 7, Date: '2026-01-15', Price: 25 },
  { PackageTypeID: 7, Date: '2026-11-01', Price: 32.5 },
];
const box: PackageType = {
  ID: 7,
  Name: 'Коробка 20×20×20',
  UnitOfMeasure: UnitOfMeasure.Piece,
  DecimalPlaces: 0,
  Prices: prices,
};
const film: PackageType = {
  ID: 8,
  Name: 'Стрейч-плёнка',
  UnitOfMeasure: UnitOfMeasure.Meter,
  DecimalPlaces: 2,
  Prices: [],
};

describe("the grid's rows", () => {
  it('carry the price in force today, its date and the size of the history', () => {
    const [boxRow, filmRow] = packageTypeRows([box, film], '2026-06-10');
    expect(boxRow).toMatchObject({ ID: 7, CurrentPrice: 30, CurrentPriceDate: '2026-03-01', PriceCount: 3 });
    expect(filmRow).toMatchObject({ ID: 8, CurrentPrice: null, CurrentPriceDate: null, PriceCount: 0 });
  });

  it('keep the types whose name holds every word searched, case aside', () => {
    expect(packageTypeRows([box, film], '2026-06-10', '  коробка ').map((row) => row.ID)).toEqual([7]);
    expect(packageTypeRows([box, film], '2026-06-10', 'ПЛЁНКА стрейч').map((row) => row.ID)).toEqual([8]);
    expect(packageTypeRows([box, film], '2026-06-10', '').map((row) => row.ID)).toEqual([7, 8]);
    expect(matchesSearch('Скотч', 'коробка')).toBe(false);
  });
});

describe('the price history', () => {
  it('lists the newest first, the one in force today marked and later ones as to come', () => {
    expect(priceHistory(prices, '2026-06-10')).toEqual([
      { Date: '2026-11-01', Price: 32.5, state: 'future' },
      { Date: '2026-03-01', Price: 30, state: 'current' },
      { Date: '2026-01-15', Price: 25, state: 'past' },
    ]);
    expect(priceHistory(prices, '2026-01-01').map((entry) => entry.state)).toEqual(['future', 'future', 'future']);
  });

  it("finds a day's price", () => {
    expect(priceOfDay(prices, '2026-03-01')?.Price).toBe(30);
    expect(priceOfDay(prices, '2026-03-02')).toBeUndefined();
  });

  it('is sent whole, newest first, with the type as it is', () => {
    expect(withPrices(box, [...prices, { Date: '2026-06-10', Price: 31 }])).toEqual({
      ID: 7,
      Name: 'Коробка 20×20×20',
      UnitOfMeasure: UnitOfMeasure.Piece,
      DecimalPlaces: 0,
      Prices: [
        { Date: '2026-11-01', Price: 32.5 },
        { Date: '2026-06-10', Price: 31 },
        { Date: '2026-03-01', Price: 30 },
        { Date: '2026-01-15', Price: 25 },
      ],
    });
  });
});

describe('the fields of a new price', () => {
  it('turn a picked day into YYYY-MM-DD and back', () => {
    expect(dayOfPicked(new Date(2026, 10, 5))).toBe('2026-11-05');
    expect(dayOfPicked(pickedOfDay('2026-01-31'))).toBe('2026-01-31');
    expect(dayOfPicked(null)).toBeNull();
    expect(dayOfPicked(new Date(Number.NaN))).toBeNull();
    const yearTwenty = new Date(2000, 0, 1);
    yearTwenty.setFullYear(20);
    expect(dayOfPicked(yearTwenty)).toBeNull();
  });

  it('read roubles as the seller types them', () => {
    expect(parseRoubles('29,50')).toBe(29.5);
    expect(parseRoubles('1 200 ₽')).toBe(1200);
    expect(parseRoubles('3.6')).toBe(3.6);
    expect(parseRoubles(',5')).toBe(0.5);
    expect(parseRoubles('')).toBeNull();
    expect(parseRoubles('-5')).toBeNull();
    expect(parseRoubles('12,3,4')).toBeNull();
    expect(parseRoubles('abc')).toBeNull();
  });
});
