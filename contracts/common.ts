import { z } from 'zod';
import { MAX_PAGE_SIZE } from './pageSize.js';

/** A calendar day on the wire: 'YYYY-MM-DD'. */
export const dateOnly = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/** The largest value of PostgreSQL's integer (int4) columns. */
export const INT32_MAX = 2_147_483_647;

/** A whole number an integer column holds. (A bigint column is covered by z.number().int(): JSON numbers are exact only to 2^53.) */
export const int32 = () =>
  z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);

/** A number a numeric(precision, scale) column holds once rounded to `scale` decimals. */
export const numeric = (precision: number, scale: number) => {
  const limit = Number((10 ** (precision - scale) - 10 ** -scale).toFixed(scale));
  return z.number().min(-limit).max(limit);
};

/** Money in roubles (or the row's currency), rounded to kopecks where it is stored (numeric(14, 2)). */
export const money = numeric(14, 2).min(0);

/** A record's ID: an integer identity column. */
export const id = int32().min(1);

/**
 * An integer in a path or a query string: plain decimal digits only, with a leading '-' where
 * `negative` numbers make sense. Never '0x10', '+1', '1e3', '1.0' or ' 1', which Number() would read.
 */
export const integerParam = (bounds: z.ZodNumber, { negative = false } = {}) =>
  z
    .string()
    .regex(negative ? /^-?\d+$/ : /^\d+$/, 'must be a whole number in decimal digits')
    .transform(Number)
    .pipe(bounds);

/** A record's ID in a path or a query string. */
export const idParam = integerParam(id);

/** A display name: trimmed, never blank. */
export const name = z.string().trim().min(1, 'must not be blank').max(300);

/** Millimetres and grams: whole, non-negative, unknown as null. */
export const measure = z.number().int().min(0).max(100_000_000).nullable();

export { MAX_PAGE_SIZE };

/** Offset/Count of every find-request; Count defaults to a page a seller can read. */
export const pageRequest = {
  Offset: z.number().int().min(0).default(0),
  Count: z.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
};

/** Above this many matches a search grid stops counting: «более 1 000», the exact count on demand (ExactCount). */
export const COUNT_CAP = 1000;

/** Asks a search grid for the exact count of its matches instead of counting up to COUNT_CAP. */
export const exactCount = z
  .boolean()
  .default(false)
  .describe(`Count every match; by default counting stops past ${COUNT_CAP} and TotalCountCapped says so`);

export const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({
    TotalCount: z.number().int().min(0),
    TotalCountCapped: z
      .boolean()
      .optional()
      .describe('True when more rows match than TotalCount: counting stopped there (send ExactCount for all)'),
    Items: z.array(item),
  });

export interface Paged<Item> {
  TotalCount: number;
  /** More rows match than TotalCount: counting stopped there. */
  TotalCountCapped?: boolean;
  Items: Item[];
}
