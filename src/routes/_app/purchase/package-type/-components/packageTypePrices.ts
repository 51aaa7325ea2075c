import { priceOn, type PackageType, type PackageTypeUpdate } from '../../../../../../contracts/packageType.js';

/** A price from a day on (YYYY-MM-DD). */
export interface DatedPrice {
  Date: string;
  Price: number;
}

/** A package type as the grid shows it: the price in force today, since when, and how many prices it has had. */
export interface PackageTypeRow extends PackageType {
  CurrentPrice: number | null;
  CurrentPriceDate: string | null;
  PriceCount: number;
}

/** When a price of the history applies, seen from today: not yet, now, or no longer. */
export type PriceState = 'future' | 'current' | 'past';

export interface PriceHistoryEntry extends DatedPrice {
  state: PriceState;
}

/** Whether a name holds the words searched for (case aside, in any order). */
export function matchesSearch(name: string, search: string | undefined): boolean {
  const words = (search ?? '').toLocaleLowerCase('ru').split(/\s+/).filter(Boolean);
  const lower = name.toLocaleLowerCase('ru');
  return words.every((word) => lower.includes(word));
}

/** The grid's rows: the types whose name matches the search, each with its price in force `today`. */
export function packageTypeRows(types: readonly PackageType[], today: string, search?: string): PackageTypeRow[] {
  return types
    .filter((type) => matchesSearch(type.Name, search))
    .map((type) => {
      const current = priceOn(type.Prices, today);
      return {
        ...type,
        CurrentPrice: current?.Price ?? null,
        CurrentPriceDate: current?.Date ?? null,
        PriceCount: type.Prices.length,
      };
    });
}

const newestFirst = <Price extends DatedPrice>(prices: readonly Price[]) =>
  [...prices].sort((a, b) => (a.Date < b.Date ? 1 : a.Date > b.Date ? -1 : 0));

/** The history as the panel lists it: newest first, the one in force today marked, later ones as to come. */
export function priceHistory(prices: readonly DatedPrice[], today: string): PriceHistoryEntry[] {
  const current = priceOn(prices, today);
  return newestFirst(prices).map((price) => ({
    Date: price.Date,
    Price: price.Price,
    state: price.Date > today ? 'future' : price.Date === current?.Date ? 'current' : 'past',
  }));
}

/** The price already set for a day, if any: a day has one price. */
export const priceOfDay = (prices: readonly DatedPrice[], day: string): DatedPrice | undefined =>
  prices.find((price) => price.Date === day);

/**
 * What UpdatePackageType is sent to keep the type as it is with `prices` as its whole history (the
 * server replaces the history with what it gets), newest first.
 */
export function withPrices(type: PackageType, prices: readonly DatedPrice[]): PackageTypeUpdate {
  return {
    ID: type.ID,
    Name: type.Name,
    UnitOfMeasure: type.UnitOfMeasure,
    DecimalPlaces: type.DecimalPlaces,
    Prices: newestFirst(prices).map(({ Date, Price }) => ({ Date, Price })),
  };
}

/** A price typed in roubles («29,50», «1 200», «29.5»); null when it is not a number. */
export function parseRoubles(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
