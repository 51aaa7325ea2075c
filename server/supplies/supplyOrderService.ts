import type { FindOzonSupplyOrdersRequest, OzonSupplyOrderPage } from '../../contracts/supplyOrders.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import { findWarehouse } from '../warehouses/warehouseRepository.js';
import {
  countSupplyOrders,
  countSupplyOrdersByState,
  findSupplyOrderPage,
  setCrossDockWarehouse,
} from './supplyOrderQueries.js';

/** The seller's FBO supply orders: a page under the filters, and the cross-dock warehouse set by hand. */
export function supplyOrderService({ db }: { db: Db }) {
  return {
    async find(request: FindOzonSupplyOrdersRequest): Promise<OzonSupplyOrderPage> {
      const [total, items, stateCounts] = await Promise.all([
        countSupplyOrders(db, request),
        findSupplyOrderPage(db, request),
        countSupplyOrdersByState(db, request),
      ]);
      return { TotalCount: total, Items: items, StateCounts: stateCounts };
    },

    setCrossDockWarehouse: (supplyOrderId: number, warehouseId: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await findWarehouse(trx, warehouseId))) {
          throw new NotFoundError(`There is no warehouse with ID ${warehouseId}.`, {
            kind: 'OzonWarehouse',
            id: warehouseId,
          });
        }
        if (!(await setCrossDockWarehouse(trx, supplyOrderId, warehouseId))) {
          throw new NotFoundError(`There is no supply order with ID ${supplyOrderId}.`, {
            kind: 'OzonSupplyOrder',
            id: supplyOrderId,
          });
        }
      }),
  };
}
export type SupplyOrderService = ReturnType<typeof supplyOrderService>;
