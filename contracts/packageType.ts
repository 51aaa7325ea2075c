import { z } from 'zod';
import { dateOnly, id, idParam, money, name } from './common.js';
import { unitOfMeasure } from './enums.js';

export const packageTypePrice = z.object({ Date: dateOnly, Price: money });

/** The complaint about a second price on one day (translated by the web app's forms). */
export const REPEATED_DATE = 'repeats the date of another price';

const packageTypeFields = {
  Name: name,
  UnitOfMeasure: unitOfMeasure,
  DecimalPlaces: z.number().int().min(0).max(6).default(0),
  Prices: z
    .array(packageTypePrice)
    .max(1000)
    .default([])
    // A day has one price: the second price of a day is named by its Date, so a form shows it there.
    .superRefine((prices, context) => {
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        if (seen.has(price.Date)) context.addIssue({ code: 'custom', message: REPEATED_DATE, path: [index, 'Date'] });
        seen.add(price.Date);
      });
    }),
};

export const packageTypeInput = z.object(packageTypeFields);
export type PackageTypeInput = z.infer<typeof packageTypeInput>;
export const packageTypeUpdate = z.object({ ID: id, ...packageTypeFields });
export type PackageTypeUpdate = z.infer<typeof packageTypeUpdate>;

export const packageType = z.object({
  ID: id,
  Name: z.string(),
  UnitOfMeasure: unitOfMeasure,
  DecimalPlaces: z.number().int(),
  Prices: z.array(packageTypePrice.extend({ PackageTypeID: id })),
});
export type PackageType = z.infer<typeof packageType>;

export const removePackageTypeQuery = z.object({ packageTypeID: idParam });

/** The price in force on `day` (YYYY-MM-DD): the latest dated on or before it, in whatever order the history comes; null before the first. */
export function priceOn<Price extends { Date: string }>(prices: readonly Price[], day: string): Price | null {
  let found: Price | null = null;
  for (const price of prices) if (price.Date <= day && (!found || price.Date > found.Date)) found = price;
  return found;
}
