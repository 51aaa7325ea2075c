import { z } from 'zod';
import { dateOnly, id, idParam, int32, money, name, numeric, pageRequest, paged } from './common.js';
import { unitOfMeasure } from './enums.js';
import { purchaseBatchOrderFields } from './sortFields.js';

export { purchaseBatchOrderFields };

/** Purchasing and sales planning (SPEC.md sections 3, 4, 7; docs/unit-economics.md). */

export const PurchaseBatchStatus = { Unknown: 0, Purchased: 1, InSale: 2, Sold: 3 } as const;
export type PurchaseBatchStatus = (typeof PurchaseBatchStatus)[keyof typeof PurchaseBatchStatus];
export const purchaseBatchStatus = z.enum(PurchaseBatchStatus);

export const SalesPlanStatus = { Draft: 0, InProcess: 1, Finalized: 2 } as const;
export type SalesPlanStatus = (typeof SalesPlanStatus)[keyof typeof SalesPlanStatus];
export const salesPlanStatus = z.enum(SalesPlanStatus);

/** Litres of a sellable package (numeric(10, 3)). */
const volume = numeric(10, 3).min(0);
/** How much of a packaging material one package takes, in the material's unit (numeric(14, 6)). */
const packagingAmount = numeric(14, 6).min(0);
/** A share of the price, 0..1 (0.17 is 17 %). */
const share = z.number().min(0).max(1);
const percentage = z.number().min(0).max(100);
const count = int32().min(0);

export const logisticTier = z.object({
  MaxVolume: volume.describe('Litres up to which (inclusive) the tier applies'),
  BasePrice: money,
  PricePerUnit: money.describe('Per litre, or per started litre above the previous tier when Additive'),
  Additive: z.boolean(),
});

export const logisticCoefficient = z.object({
  Name: name,
  Priority: int32().describe('The lowest priority is the one in force'),
  LogisticPriceMultiplier: z.number().min(0).max(100),
  LogisticPriceAddition: money,
  SalesPriceMultiplier: share.describe('A share of the sale price added to the logistics'),
});

export const salesChannel = z.object({
  ID: id,
  Name: z.string(),
  CancelledSaleHandlingPrice: z.number(),
  SupportsCustomCommissionAddition: z.boolean(),
  LogisticPrices: z.array(logisticTier),
  BackwardLogisticPrices: z.array(logisticTier),
  LogisticCoefficients: z.array(logisticCoefficient),
  OzonOrderTypes: z.array(z.number().int()).describe('The Ozon postings sold through it (OzonSalesOrderType)'),
});
export type SalesChannel = z.infer<typeof salesChannel>;

/** A refinement naming the item of a list that repeats an earlier one's `field`. */
const uniqueBy =
  <Item>(key: (item: Item) => unknown, field: string, message: string) =>
  (items: Item[], context: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) context.addIssue({ code: 'custom', message, path: [index, field] });
      seen.add(value);
    });
  };

/** Tiers read by their MaxVolume: two with the same one would leave a volume with two prices. */
const tiers = z
  .array(logisticTier)
  .max(50)
  .superRefine(uniqueBy((tier) => tier.MaxVolume, 'MaxVolume', 'repeats a MaxVolume'));

/** A channel's tariffs as the seller edits them (the postings it sells stay as seeded). */
export const salesChannelUpdate = z.object({
  ID: id,
  Name: name,
  CancelledSaleHandlingPrice: money,
  SupportsCustomCommissionAddition: z.boolean(),
  LogisticPrices: tiers.min(1),
  BackwardLogisticPrices: tiers,
  LogisticCoefficients: z.array(logisticCoefficient).max(20),
});
export type SalesChannelUpdate = z.infer<typeof salesChannelUpdate>;

// ---- A whole batch as the editor writes it: no ID means a new record. ----

const optionalId = id.nullish();

export const salesPlanInput = z.object({
  ID: optionalId,
  Status: salesPlanStatus.default(SalesPlanStatus.Draft),
  SalesChannelID: id,
  Price: money,
  Amount: count.describe('Sellable packages the plan sells'),
  SalesPerMonth: numeric(12, 2).min(0).default(0),
  CommissionMultiplier: share.default(0),
  CommissionAddition: money.default(0),
  ReturnPercentage: percentage.default(0),
  ReturnCost: money.default(0),
  DeliveryCost: money.default(0),
  DeliveryDate: dateOnly.nullable().default(null),
  MarketingBudget: money.default(0),
});
export type SalesPlanInput = z.input<typeof salesPlanInput>;

export const salesItemPackageInput = z.object({
  PackageTypeID: id,
  Amount: packagingAmount,
  PricePerUom: money,
});

export const salesItemInput = z.object({
  ID: optionalId,
  Name: z.string().trim().max(300).default(''),
  ProductPackageID: id,
  Volume: volume,
  SalesItemPackages: z
    .array(salesItemPackageInput)
    .max(100)
    .default([])
    .superRefine(uniqueBy((item) => item.PackageTypeID, 'PackageTypeID', 'names this package type twice')),
  SalesPlans: z.array(salesPlanInput).max(100).default([]),
});

export const purchaseBatchItemInput = z.object({
  ID: optionalId,
  ProductID: id,
  Count: count.describe('Units of the product bought'),
  Price: money.describe('The purchase price of one unit'),
  SalesItems: z.array(salesItemInput).max(100).default([]),
});

export const purchaseBatchInput = z.object({
  ID: optionalId,
  Name: name,
  Date: dateOnly,
  Status: purchaseBatchStatus.default(PurchaseBatchStatus.Unknown),
  Items: z.array(purchaseBatchItemInput).max(1000).default([]),
});
export type PurchaseBatchInput = z.infer<typeof purchaseBatchInput>;
export type PurchaseBatchInputDraft = z.input<typeof purchaseBatchInput>;

// ---- A batch as it is read back. ----

export const salesPlan = salesPlanInput.extend({ ID: id, SalesItemID: id, DeliveryDate: dateOnly.nullable() });
export type SalesPlan = z.infer<typeof salesPlan>;

export const salesItemPackage = salesItemPackageInput.extend({
  SalesItemID: id,
  PackageType: z.object({ ID: id, Name: z.string(), UnitOfMeasure: unitOfMeasure, DecimalPlaces: z.number().int() }),
});

export const salesItem = z.object({
  ID: id,
  Name: z.string(),
  Volume: z.number(),
  PackagingPrice: z.number().describe('The packaging of one package: Σ Amount × PricePerUom'),
  PurchaseBatchItemID: id,
  ProductPackageID: id,
  ProductPackage: z.object({
    ID: id,
    Name: z.string(),
    ProductCount: z.number().int().describe('Units of the product in the package'),
  }),
  SalesItemPackages: z.array(salesItemPackage),
  SalesPlans: z.array(salesPlan),
});
export type SalesItem = z.infer<typeof salesItem>;

export const purchaseBatchItem = z.object({
  ID: id,
  Count: z.number().int(),
  Price: z.number(),
  ProductID: id,
  PurchaseBatchID: id,
  Product: z.object({ ID: id, Name: z.string() }),
  SalesItems: z.array(salesItem),
});
export type PurchaseBatchItem = z.infer<typeof purchaseBatchItem>;

export const purchaseBatch = z.object({
  ID: id,
  Name: z.string(),
  Date: dateOnly,
  Status: purchaseBatchStatus,
  Items: z.array(purchaseBatchItem),
});
export type PurchaseBatch = z.infer<typeof purchaseBatch>;

export const getPurchaseBatchQuery = z.object({ model: idParam.describe("The batch's ID") });

// ---- The list. ----

export const findPurchaseBatchesRequest = z.object({
  ...pageRequest,
  DateFrom: dateOnly.nullable().default(null),
  DateTo: dateOnly.nullable().default(null),
  ProductPackageIDs: z.array(id).max(1000).default([]),
  Article: z.string().trim().max(100).default('').describe("The seller's article (a package ID) of an item"),
  Name: z.string().trim().max(300).default(''),
  OrderField: z
    .enum(purchaseBatchOrderFields)
    .default('Date')
    .describe('Ties by ID; a figure there is none of yet (no plan, no sale) last either way'),
  OrderAscending: z.boolean().default(false).describe('Largest (newest) first unless ascending'),
});
export type FindPurchaseBatchesRequest = z.input<typeof findPurchaseBatchesRequest>;

export const purchaseBatchRow = z.object({
  ID: id,
  Name: z.string(),
  Date: dateOnly,
  Status: purchaseBatchStatus,
  ItemCount: z.number().int(),
  Units: z.number().int().describe('Units of products bought'),
  PurchaseSum: z.number(),
  PlanCount: z.number().int(),
  PlannedRevenue: z.number(),
  PlannedProfit: z.number().describe("The plans' total profit by their unit economics"),
  SoldCount: z.number().int().describe('Packages sold (returns deducted)'),
  PlannedCount: z.number().int().describe('Packages the plans sell'),
  ActualProfit: z.number().nullable().describe('Profit of what sold so far; null before the first sale'),
});
export type PurchaseBatchRow = z.infer<typeof purchaseBatchRow>;
export const purchaseBatchPage = paged(purchaseBatchRow);

export const deletePurchaseBatchesRequest = z.array(id).min(1).max(1000);

export const findPurchaseBatchProductPackagesRequest = z.object({
  Count: z.number().int().min(1).max(1000).default(20),
  Name: z.string().trim().max(300).default('').describe("Part of the package's name, its product's or its article"),
  IDs: z.array(id).max(1000).default([]).describe('Only these packages (the ones the filter holds); empty: any'),
});
export const purchaseBatchProductPackage = z.object({
  ID: id,
  Name: z.string(),
  ProductID: id,
  ProductName: z.string(),
  PrimaryImage: z.string().nullable().describe("The primary picture of the package's Ozon card"),
});
export type PurchaseBatchProductPackage = z.infer<typeof purchaseBatchProductPackage>;

// ---- The fact. ----

export const getSalesPlansSummariesRequest = z.object({
  SalesPlanIDs: z.array(id).max(10_000).default([]).describe('Empty: every plan'),
  PurchaseBatchIDs: z.array(id).max(1000).default([]).describe('Also the plans of these batches'),
});
export type GetSalesPlansSummariesRequest = z.input<typeof getSalesPlansSummariesRequest>;

export const salesPlanSummary = z.object({
  ID: id.describe("The sales plan's ID"),
  SalesCount: z.number().int().describe('Packages delivered to buyers'),
  ReturnCount: z.number().int().describe('Of them, returned'),
  CommissionPercent: z.number().nullable().describe("Ozon's sale commission over the sales sum, in percent"),
  CommissionAddition: z.number().nullable().describe("Ozon's other charges per package sold (logistics, acquiring...)"),
  ReturnSum: z.number(),
  SalesSum: z.number(),
  RefusalCount: z.number().int().describe('Refused postings that came back, charged to this plan (docs/money.md)'),
  RefusalHandling: z.number().describe("Their handling: the channel's CancelledSaleHandlingPrice per refused posting"),
  Profit: z
    .number()
    .describe('Sales − returns − Ozon charges − refusal handling − the cost of the packages kept by buyers'),
});
export type SalesPlanSummary = z.infer<typeof salesPlanSummary>;

// ---- The product tree: products → packages → batches → sales items → plans. ----

export const purchaseTreeRequest = z.object({
  ProductName: z.string().trim().max(300).default('').describe('Products whose name contains this'),
});
export type PurchaseTreeRequest = z.input<typeof purchaseTreeRequest>;

export const purchaseTreePlan = z.object({
  ID: id,
  SalesChannelID: id,
  Status: salesPlanStatus,
  Price: z.number(),
  Amount: z.number().int(),
  PlannedRevenue: z.number(),
  PlannedProfit: z.number(),
  MarginPercent: z.number().nullable(),
  SoldCount: z.number().int().describe('Packages sold, returns deducted'),
  ActualProfit: z.number().nullable(),
});

/** One sales item of one batch, with the product and package it sells and its plans. */
export const purchaseTreeRow = z.object({
  ProductID: id,
  ProductName: z.string(),
  ProductPackageID: id,
  ProductPackageName: z.string(),
  PurchaseBatchID: id,
  PurchaseBatchName: z.string(),
  PurchaseBatchDate: dateOnly,
  PurchaseBatchStatus: purchaseBatchStatus,
  SalesItemID: id,
  SalesItemName: z.string(),
  Count: z.number().int().describe('Units of the product the batch item bought'),
  PurchasePrice: z.number(),
  Plans: z.array(purchaseTreePlan),
});
export type PurchaseTreeRow = z.infer<typeof purchaseTreeRow>;
