/**
 * At most this many rows go to PostgreSQL as the one JSON value of a statement (`jsonb_to_recordset`).
 * PostgreSQL holds the whole value and its parsed form in its memory while the statement runs; on the
 * embedded database that memory is WebAssembly's, which grows and never shrinks: a day of a large
 * cabinet's operations written at once (16 MB of JSON) took it from 154 to 319 MB. 2 000 rows are about
 * a megabyte, and as fast to write (docs/history.md, "Memory").
 */
export const ROWS_PER_STATEMENT = 2_000;

/**
 * The rows as JSON texts of at most `perStatement` rows each, each made only when the one before it was
 * written: one set's text is held at a time, not the whole batch's.
 */
export function* jsonRowSets<Item>(
  items: readonly Item[],
  toRow: (item: Item) => object,
  perStatement = ROWS_PER_STATEMENT,
): Generator<string> {
  for (let start = 0; start < items.length; start += perStatement) {
    yield JSON.stringify(items.slice(start, start + perStatement).map(toRow));
  }
}
