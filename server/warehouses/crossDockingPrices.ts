import type { CrossDockingPriceItem, CrossDockingResult } from '../../contracts/ozonCrossDocking.js';
import { sql, type Insertable } from 'kysely';
import type { Db, DbOrTrx } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { roundToKopecks } from '../db/sqlHelpers.js';
import { yieldToEventLoop } from '../db/yieldToEventLoop.js';
import { ValidationError } from '../domain/errors.js';

const key = (name: string) => name.trim().toLowerCase();

/** Rows a statement reads or writes: small enough that the server's thread is never held long by one. */
const BATCH = 500;
/** Lines of the file checked or matched between two pauses for the event loop. */
const LINES = 5000;

const pairKey = (crossDock: number, destination: number) => `${crossDock} ${destination}`;

/** The stored pairs (drop-off, destination), page by page. */
async function storedPairs(trx: DbOrTrx): Promise<[number, number][]> {
  const pairs: [number, number][] = [];
  for (let after: [number, number] = [0, 0]; ; await yieldToEventLoop()) {
    const page = await trx
      .selectFrom('ozon_cross_docking_prices')
      .select(['cross_dock_warehouse_id', 'warehouse_id'])
      .where(sql<boolean>`(cross_dock_warehouse_id, warehouse_id) > (${after[0]}, ${after[1]})`)
      .orderBy('cross_dock_warehouse_id')
      .orderBy('warehouse_id')
      .limit(BATCH * 10)
      .execute();
    page.forEach((row) => pairs.push([row.cross_dock_warehouse_id, row.warehouse_id]));
    if (page.length < BATCH * 10) return pairs;
    after = pairs[pairs.length - 1];
  }
}

/**
 * Replaces the cross-docking tariffs with the uploaded file's, in one transaction. Places are matched
 * to warehouses by name or alias, ignoring case; names that match none are answered, and their lines
 * left out. The same pair twice in the file is refused, naming the second line. Writes only the pairs
 * that differ from what is stored and removes those no longer in the file, in batches with pauses
 * between them, so a file of 100,000 lines does not hold the server.
 */
export async function replaceCrossDockingPrices(db: Db, items: CrossDockingPriceItem[]): Promise<CrossDockingResult> {
  const seen = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    if (index % LINES === 0) await yieldToEventLoop();
    const pair = `${key(item.x)}\u0000${key(item.d)}`;
    const first = seen.get(pair);
    if (first !== undefined)
      throw new ValidationError(`[${index}]`, `repeats line ${first + 1} (${item.x} → ${item.d})`);
    seen.set(pair, index);
  }

  return db.transaction().execute(async (trx) => {
    // One upload at a time: the pairs read first stay true while this one writes.
    await sql`LOCK TABLE ozon_cross_docking_prices IN EXCLUSIVE MODE`.execute(trx);
    const warehouses = await trx.selectFrom('ozon_warehouses').select(['id', 'name', 'aliases']).execute();
    const byName = new Map<string, number>();
    for (const warehouse of warehouses) {
      for (const name of [warehouse.name, ...warehouse.aliases]) byName.set(key(name), warehouse.id);
    }
    const missingCrossDock = new Set<string>();
    const missing = new Set<string>();
    const money = (value: number | null | undefined) =>
      value === null || value === undefined ? null : roundToKopecks(value);
    const rows: Insertable<DatabaseSchema['ozon_cross_docking_prices']>[] = [];
    for (const [index, item] of items.entries()) {
      if (index % LINES === 0) await yieldToEventLoop();
      const crossDock = byName.get(key(item.x));
      const destination = byName.get(key(item.d));
      if (crossDock === undefined) missingCrossDock.add(item.x.trim());
      if (destination === undefined) missing.add(item.d.trim());
      if (crossDock === undefined || destination === undefined) continue;
      rows.push({
        cross_dock_warehouse_id: crossDock,
        warehouse_id: destination,
        pallet_price: money(item.p),
        large_box_price: money(item.l),
        medium_box_price: money(item.m),
        small_box_price: money(item.s),
      });
    }
    // Two names of one warehouse (name and alias) may stand on two lines: the later line wins.
    const unique = new Map(rows.map((row) => [pairKey(row.cross_dock_warehouse_id, row.warehouse_id), row]));
    const gone = (await storedPairs(trx)).filter(
      ([crossDock, destination]) => !unique.has(pairKey(crossDock, destination)),
    );
    for (let start = 0; start < gone.length; start += BATCH) {
      await yieldToEventLoop();
      const chunk = gone.slice(start, start + BATCH);
      await trx
        .deleteFrom('ozon_cross_docking_prices')
        .where(
          sql<boolean>`(cross_dock_warehouse_id, warehouse_id) IN (SELECT * FROM unnest(${sql.val(
            chunk.map(([crossDock]) => crossDock),
          )}::int[], ${sql.val(chunk.map(([, destination]) => destination))}::int[]))`,
        )
        .execute();
    }
    const written = [...unique.values()];
    for (let start = 0; start < written.length; start += BATCH) {
      await yieldToEventLoop();
      await trx
        .insertInto('ozon_cross_docking_prices')
        .values(written.slice(start, start + BATCH))
        .onConflict((conflict) =>
          conflict
            .columns(['cross_dock_warehouse_id', 'warehouse_id'])
            .doUpdateSet({
              pallet_price: sql`excluded.pallet_price`,
              large_box_price: sql`excluded.large_box_price`,
              medium_box_price: sql`excluded.medium_box_price`,
              small_box_price: sql`excluded.small_box_price`,
            })
            .where(
              sql<boolean>`(ozon_cross_docking_prices.pallet_price, ozon_cross_docking_prices.large_box_price,
                ozon_cross_docking_prices.medium_box_price, ozon_cross_docking_prices.small_box_price)
                IS DISTINCT FROM (excluded.pallet_price, excluded.large_box_price, excluded.medium_box_price,
                excluded.small_box_price)`,
            ),
        )
        .execute();
    }
    return { MissingCrossDockWarehouses: [...missingCrossDock].sort(), MissingWarehouses: [...missing].sort() };
  });
}
