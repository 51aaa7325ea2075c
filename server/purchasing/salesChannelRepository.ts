import { z } from 'zod';
import {
  logisticCoefficient,
  logisticTier,
  type SalesChannel,
  type SalesChannelUpdate,
} from '../../contracts/purchasing.js';
import type { DbOrTrx } from '../db/database.js';

// The tariffs are JSON in the table: read through their schema, so a hand edit that breaks them is caught.
const tiers = z.array(logisticTier);
const coefficients = z.array(logisticCoefficient);

/** The sales channels with their tariffs, by name. */
export async function listSalesChannels(db: DbOrTrx): Promise<SalesChannel[]> {
  const rows = await db.selectFrom('sales_channels').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({
    ID: row.id,
    Name: row.name,
    CancelledSaleHandlingPrice: row.cancelled_sale_handling_price,
    SupportsCustomCommissionAddition: row.supports_custom_commission_addition,
    LogisticPrices: tiers.parse(row.logistic_prices),
    BackwardLogisticPrices: tiers.parse(row.backward_logistic_prices),
    LogisticCoefficients: coefficients.parse(row.logistic_coefficients),
    OzonOrderTypes: row.ozon_order_types,
  }));
}

/** Writes a channel's tariffs; false when there is no such channel. */
export async function updateSalesChannel(db: DbOrTrx, update: SalesChannelUpdate): Promise<boolean> {
  const byVolume = (list: SalesChannelUpdate['LogisticPrices']) => [...list].sort((a, b) => a.MaxVolume - b.MaxVolume);
  const result = await db
    .updateTable('sales_channels')
    .set({
      name: update.Name,
      cancelled_sale_handling_price: update.CancelledSaleHandlingPrice,
      supports_custom_commission_addition: update.SupportsCustomCommissionAddition,
      logistic_prices: JSON.stringify(byVolume(update.LogisticPrices)),
      backward_logistic_prices: JSON.stringify(byVolume(update.BackwardLogisticPrices)),
      logistic_coefficients: JSON.stringify(update.LogisticCoefficients),
    })
    .where('id', '=', update.ID)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
