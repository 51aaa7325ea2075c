import type { World } from '../../sandbox/world/world.js';
import { PurchaseBatchStatus, SalesPlanStatus, type PurchaseBatchInput } from '../../contracts/purchasing.js';
import { UnitOfMeasure } from '../../contracts/enums.js';
import type { Db } from '../db/database.js';
import { insertPackageType } from '../package-types/packageTypeRepository.js';
import { writeBatch } from '../purchasing/purchaseBatchRepository.js';

const FBO_CHANNEL = 1;
const FBS_CHANNEL = 2;

/** Days before `now`, as a calendar day. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo mode: packaging materials with their price history and two purchase batches in sale of the
 * sandbox seller's best sellers, with plans at their Ozon prices, so the purchase screens open on
 * something real and the sales allocation has plans to fill. Only into an empty purchasing: a second
 * start, or a seller's own batches, are left alone.
 */
export async function seedDemoPurchases(db: Db, world: World): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('purchase_batches').select('id').limit(1).executeTakeFirst()) return null;
    const now = world.now;
    const priced = (first: number, later: number) => [
      { Date: daysBefore(now, 200), Price: first },
      { Date: daysBefore(now, 40), Price: later },
    ];
    const box = await insertPackageType(trx, {
      Name: 'Коробка 30×20×10 см',
      UnitOfMeasure: UnitOfMeasure.Piece,
      DecimalPlaces: 0,
      Prices: priced(26, 29.5),
    });
    const film = await insertPackageType(trx, {
      Name: 'Стрейч-плёнка 500 мм',
      UnitOfMeasure: UnitOfMeasure.Meter,
      DecimalPlaces: 2,
      Prices: priced(3.2, 3.6),
    });

    // The best sellers whose card is a package of the own catalogue: their sales fill the plans.
    const cards = world.catalogue.cards
      .filter((card) => card.packageId !== null && !card.isArchived)
      .sort((a, b) => b.popularity - a.popularity || a.packageId! - b.packageId!)
      .slice(0, 6);
    const packages = new Map(
      world.catalogue.products.flatMap((product) => product.packages).map((pkg) => [pkg.id, pkg] as const),
    );
    const batch = (name: string, days: number, chosen: typeof cards): PurchaseBatchInput => ({
      Name: name,
      Date: daysBefore(now, days),
      Status: PurchaseBatchStatus.InSale,
      Items: chosen.map((card) => {
        const pkg = packages.get(card.packageId!)!;
        return {
          ProductID: pkg.productId,
          Count: 300 * pkg.productCount,
          // Bought at about a third of the shelf price, as sellers of these goods do.
          Price: Math.round((card.price / pkg.productCount) * 0.33),
          SalesItems: [
            {
              Name: '',
              ProductPackageID: pkg.id,
              Volume: Math.round((pkg.widthMM * pkg.heightMM * pkg.depthMM) / 1000) / 1000,
              SalesItemPackages: [
                { PackageTypeID: box, Amount: 1, PricePerUom: 29.5 },
                { PackageTypeID: film, Amount: 1.5, PricePerUom: 3.6 },
              ],
              SalesPlans: [
                plan(FBO_CHANNEL, card.price, 200, card.commission.fbo),
                plan(FBS_CHANNEL, card.price, 100, card.commission.fbs),
              ],
            },
          ],
        };
      }),
    });
    await writeBatch(trx, batch('Весенняя закупка', 150, cards.slice(0, 3)));
    await writeBatch(trx, batch('Осенняя закупка', 45, cards.slice(0, 6)));
    return 2;
  });
}

function plan(channel: number, price: number, amount: number, commissionPercent: number) {
  return {
    Status: SalesPlanStatus.InProcess,
    SalesChannelID: channel,
    Price: price,
    Amount: amount,
    SalesPerMonth: Math.round(amount / 4),
    CommissionMultiplier: commissionPercent / 100,
    CommissionAddition: 0,
    ReturnPercentage: 5,
    ReturnCost: 30,
    DeliveryCost: channel === FBO_CHANNEL ? 4500 : 0,
    DeliveryDate: null,
    MarketingBudget: 3000,
  };
}
