import { z } from 'zod';

/** A calendar day on the wire: 'YYYY-MM-DD'. */
export const dateOnly = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/** Money in roubles (or the row's currency), rounded to kopecks where it is stored. */
export const money = z.number().finite().min(0);

export const id = z.number().int().min(1);

/** A display name: trimmed, never blank. */
export const name = z.string().trim().min(1, 'must not be blank').max(300);

/** Millimetres and grams: whole, non-negative, unknown as null. */
export const measure = z.number().int().min(0).max(100_000_000).nullable();

export const MAX_PAGE_SIZE = 1000;

/** Offset/Count of every find-request; Count defaults to a page a seller can read. */
export const pageRequest = {
  Offset: z.number().int().min(0).default(0),
  Count: z.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
};

export const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({ TotalCount: z.number().int().min(0), Items: z.array(item) });

export interface Paged<Item> {
  TotalCount: number;
  Items: Item[];
}
