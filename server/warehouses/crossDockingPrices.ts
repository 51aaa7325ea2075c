import type { CrossDockingPriceItem, CrossDockingResult } from '../../contracts/ozonCrossDocking.js';
import type { Db } from '../db/database.js';
import { roundToKopecks } from '../db/sqlHelpers.js';
import { ValidationError } from '../domain/errors.js';

const key = (name: string) => name.trim().toLowerCase();

/**
 * Replaces the cross-docking tariffs with the uploaded file's, in one transaction. Places are matched
 * to warehouses by name or alias, ignoring case; names that match none are answered, and their lines
 * left out. The same pair twice in the file is refused, naming the second line.
 */
export async function replaceCrossDockingPrices(db: Db, items: CrossDockingPriceItem[]): Promise<CrossDockingResult> {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const pair = `${key(item.x)}\u0000${key(item.d)}`;
    const first = seen.get(pair);
    if (first !== undefined)
      throw new ValidationError(`[${index}]`, `repeats line ${first + 1} (${item.x} → ${item.d})`);
    seen.set(pair, index);
  });

  return db.transaction().execute(async (trx) => {
    const warehouses = await trx.selectFrom('ozon_warehouses').select(['id', 'name', 'aliases']).execute();
    const byName = new Map<string, number>();
    for (const warehouse of warehouses) {
      for (const name of [warehouse.name, ...warehouse.aliases]) byName.set(key(name), warehouse.id);
    }
    const missingCrossDock = new Set<string>();
    const missing = new Set<string>();
    const rows = items.flatMap((item) => {
      const crossDock = byName.get(key(item.x));
      const destination = byName.get(key(item.d));
      if (crossDock === undefined) missingCrossDock.add(item.x.trim());
      if (destination === undefined) missing.add(item.d.trim());
      if (crossDock === undefined || destination === undefined) return [];
      const money = (value: number | null | undefined) =>
        value === null || value === undefined ? null : roundToKopecks(value);
      return [
        {
          cross_dock_warehouse_id: crossDock,
          warehouse_id: destination,
          pallet_price: money(item.p),
          large_box_price: money(item.l),
          medium_box_price: money(item.m),
          small_box_price: money(item.s),
        },
      ];
    });
    // Two names of one warehouse (name and alias) may stand on two lines: the later line wins.
    const unique = [
      ...new Map(rows.map((row) => [`${row.cross_dock_warehouse_id} ${row.warehouse_id}`, row])).values(),
    ];
    await trx.deleteFrom('ozon_cross_docking_prices').execute();
    for (let start = 0; start < unique.length; start += 1000) {
      await trx
        .insertInto('ozon_cross_docking_prices')
        .values(unique.slice(start, start + 1000))
        .execute();
    }
    return { MissingCrossDockWarehouses: [...missingCrossDock].sort(), MissingWarehouses: [...missing].sort() };
  });
}
