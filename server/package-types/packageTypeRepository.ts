import type { PackageType, PackageTypeInput, PackageTypeUpdate } from '../../contracts/packageType.js';
import type { UnitOfMeasure } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';
import { roundToKopecks } from '../db/sqlHelpers.js';

export async function listPackageTypes(db: DbOrTrx): Promise<PackageType[]> {
  const [types, prices] = await Promise.all([
    db
      .selectFrom('package_types')
      .select(['id as ID', 'name as Name', 'unit_of_measure as UnitOfMeasure', 'decimal_places as DecimalPlaces'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('package_type_prices')
      .select(['package_type_id as PackageTypeID', 'date as Date', 'price as Price'])
      .orderBy('package_type_id')
      .orderBy('date', 'desc')
      .execute(),
  ]);
  return types.map((type) => ({
    ...type,
    UnitOfMeasure: type.UnitOfMeasure as UnitOfMeasure,
    Prices: prices.filter((price) => price.PackageTypeID === type.ID),
  }));
}

export async function packageTypeExists(db: DbOrTrx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('package_types').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertPackageType(db: DbOrTrx, input: PackageTypeInput): Promise<number> {
  const row = await db
    .insertInto('package_types')
    .values({ name: input.Name, unit_of_measure: input.UnitOfMeasure, decimal_places: input.DecimalPlaces })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replacePrices(db, row.id, input.Prices);
  return row.id;
}

export async function updatePackageType(db: DbOrTrx, input: PackageTypeUpdate): Promise<void> {
  await db
    .updateTable('package_types')
    .set({ name: input.Name, unit_of_measure: input.UnitOfMeasure, decimal_places: input.DecimalPlaces })
    .where('id', '=', input.ID)
    .execute();
  await replacePrices(db, input.ID, input.Prices);
}

/** The price history is edited as a whole: what the form sends is what is kept. */
async function replacePrices(db: DbOrTrx, packageTypeId: number, prices: PackageTypeInput['Prices']): Promise<void> {
  await db.deleteFrom('package_type_prices').where('package_type_id', '=', packageTypeId).execute();
  if (prices.length === 0) return;
  await db
    .insertInto('package_type_prices')
    .values(
      prices.map((price) => ({ package_type_id: packageTypeId, date: price.Date, price: roundToKopecks(price.Price) })),
    )
    .execute();
}

export async function deletePackageType(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('package_types').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
