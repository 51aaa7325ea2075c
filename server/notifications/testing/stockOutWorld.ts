import type { Kysely } from 'kysely';
import { OzonWarehouseType, PostingStatus } from '../../../contracts/enums.js';
import { sellerCalendar } from '../../../contracts/sellerCalendar.js';
import type { DB } from '../../db/schema.generated.js';

const calendar = sellerCalendar();
const DAY = 86_400_000;

/**
 * A small known world for the stock-out rule: one Ozon warehouse, two packages (2 days to prepare a
 * supply, no minimal stock) that each sold 28 units over the last 28 days (1 a day). The mug has 10 units
 * there: 10 days of stock, 8 days left to ship (no supply history: no transit); the plate 6: 4 days left.
 */
export async function seedStockOutWorld(db: Kysely<DB>): Promise<{ pkg: number; plate: number; warehouseId: number }> {
  const cluster = (
    await db
      .insertInto('ozon_warehouse_clusters')
      .values({ name: 'Казань', ozon_id: 2, type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const warehouseId = (
    await db
      .insertInto('ozon_warehouses')
      .values({
        name: 'КАЗАНЬ_РФЦ',
        ozon_id: 102,
        cluster_id: cluster,
        type: OzonWarehouseType.Fulfillment,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const product = (await db.insertInto('products').values({ name: 'Кружка' }).returning('id').executeTakeFirstOrThrow())
    .id;
  /** A package of the product with its Ozon card. */
  const packageWithCard = async (name: string, card: string, sku: number) => {
    const { id } = await db
      .insertInto('product_packages')
      .values({ product_id: product, name, minimum_warehouse_stock: 0, supply_preparation_time_in_days: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ozon_products')
      .values({ product_package_id: id, ozon_product_id: sku - 4000, sku, name: card })
      .execute();
    return id;
  };
  const pkg = await packageWithCard('Кружка, 1 шт.', 'Кружка', 9001);
  const plate = await packageWithCard('Тарелка, 1 шт.', 'Тарелка', 9002);
  await db
    .insertInto('ozon_product_stocks')
    .values([
      { product_package_id: pkg, warehouse_id: warehouseId, present: 10, reserved: 0 },
      { product_package_id: plate, warehouse_id: warehouseId, present: 6, reserved: 0 },
    ])
    .execute();
  const today = calendar.dayStart(calendar.dayOf(new Date())).getTime();
  for (let order = 1; order <= 56; order++) {
    const day = ((order - 1) % 28) + 1;
    const [packageId, sku] = order <= 28 ? [pkg, 9001] : [plate, 9002];
    const date = new Date(today - day * DAY + 12 * 3_600_000);
    const { id } = await db
      .insertInto('ozon_sales_orders')
      .values({ ozon_order_id: order, ozon_order_number: `N-${order}`, type: 1, date })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ozon_sales_order_items')
      .values({
        order_id: id,
        posting_number: `P-${order}`,
        sku,
        offer_id: String(packageId),
        product_package_id: packageId,
        status: PostingStatus.Delivered,
        currency_code: 'RUB',
        price: 500,
        quantity: 1,
        cluster_to_id: cluster,
        cluster_from_id: cluster,
        ozon_warehouse_id: warehouseId,
        date,
      })
      .execute();
  }
  return { pkg, plate, warehouseId };
}
