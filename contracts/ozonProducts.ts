import { z } from 'zod';
import { ozonProductOrderFields } from './sortFields.js';
import { id, idParam, pageRequest, paged } from './common.js';
import { ozonWarehouse } from './ozonWarehouses.js';

/**
 * The seller's product cards on Ozon as the back-office keeps them (SPEC.md section 3). A card is
 * keyed by the ID of the product package its offer_id names; Ozon's ids come along as OzonProductID
 * and Sku.
 */
const ozonId = z.number().int().min(1);
const amount = z.number().nullable();

/** Ozon's sales schemes, as commissions name them. */
export const commissionSchema = z.enum(['FBO', 'FBS', 'RFBS']);

export const ozonProductCommission = z.object({
  Schema: commissionSchema,
  DeliveryCost: z.number(),
  CommissionPercent: z.number(),
  ReturnCost: z.number(),
  CommissionCost: z.number(),
});
export type OzonProductCommission = z.infer<typeof ozonProductCommission>;

export const ozonProductStock = z.object({
  ProductID: id.describe('The ProductPackageID of the card'),
  WarehouseID: id,
  Present: z.number().int(),
  Reserved: z.number().int(),
  DiscountedPresent: z.number().int(),
  DiscountedReserved: z.number().int(),
  Warehouse: ozonWarehouse.omit({ WarehouseCluster: true }).nullable(),
});
export type OzonProductStock = z.infer<typeof ozonProductStock>;

/** Ozon's colour of the price indexes; a card whose colour is RED has a bad price index. */
export const colorIndex = z.string().nullable().describe('WITHOUT_INDEX, GREEN, YELLOW or RED');

export const ozonProduct = z.object({
  ProductPackageID: id,
  Name: z.string(),
  PrimaryImage: z.string().nullable(),
  CategoryID: z.number().int().nullable(),
  OzonProductID: ozonId,
  Sku: z.number().int().nullable().describe('null while Ozon is still creating the card'),
  IsKgt: z.boolean(),
  IsArchived: z.boolean(),
  IsAutoArchived: z.boolean(),
  RespectMinPriceInActions: z.boolean().nullable(),
  CurrentRespectMinPriceInActions: z.boolean().nullable(),
  RespectMinPriceInActionsExpirationDate: z.string().nullable(),
  Barcodes: z.array(z.string()),
  MarketingPrice: amount,
  MinPrice: amount,
  OldPrice: amount,
  PremiumPrice: amount,
  Price: amount,
  RecommendedPrice: amount,
  ExternalMinimalPrice: amount.describe('Lowest price in other shops and marketplaces'),
  ExternalMinimalPriceCurrency: z.string().nullable(),
  ExternalPriceIndexValue: amount,
  OzonMinimalPrice: amount.describe('Lowest price of other sellers on Ozon'),
  OzonMinimalPriceCurrency: z.string().nullable(),
  OzonPriceIndexValue: amount,
  SelfMinimalPrice: amount.describe("Lowest price of the seller's own offers on other marketplaces"),
  SelfMinimalPriceCurrency: z.string().nullable(),
  SelfPriceIndexValue: amount,
  ColorIndex: colorIndex,
  LastNonZeroPriceIndex: amount,
  EnableGeoTargeting: z.boolean(),
  OzonSearchQuery: z.string().nullable(),
  OzonNegativeAnalogSkus: z.array(z.number().int()),
  OzonPositiveAnalogSkus: z.array(z.number().int()),
  Stocks: z.array(ozonProductStock),
  Commissions: z.array(ozonProductCommission),
});
export type OzonProduct = z.infer<typeof ozonProduct>;
export const ozonProductPage = paged(ozonProduct);

const skuList = z.array(ozonId).max(1000);

/** The seller's settings of a card: all that UpdateOzonProducts writes. */
export const updateOzonProductItem = z.object({
  ProductPackageID: id,
  EnableGeoTargeting: z.boolean(),
  OzonSearchQuery: z.string().trim().max(500).nullable(),
  OzonNegativeAnalogSkus: skuList,
  OzonPositiveAnalogSkus: skuList,
});
export type UpdateOzonProductItem = z.infer<typeof updateOzonProductItem>;
export const updateOzonProductsRequest = z.array(updateOzonProductItem).min(1).max(1000);

export const ozonProductOrderField = z.enum(ozonProductOrderFields);

export const findOzonProductsRequest = z.object({
  ...pageRequest,
  ProductName: z.string().trim().max(300).nullable().default(null),
  ProductPackageID: id.nullable().default(null),
  IDs: z.array(id).max(10_000).default([]),
  Skus: z.array(ozonId).max(10_000).default([]),
  OzonProductIDs: z.array(ozonId).max(10_000).default([]),
  IncludeStocks: z.boolean().default(false),
  HasAnyPriceIndex: z.boolean().nullable().default(null),
  EnableGeoTargeting: z.boolean().nullable().default(null),
  HasBadPriceIndex: z.boolean().nullable().default(null),
  OrderField: ozonProductOrderField.default('ProductPackageID'),
  OrderAscending: z.boolean().default(true),
});
export type FindOzonProductsRequest = z.infer<typeof findOzonProductsRequest>;

export const findActiveOzonProductsRequest = z.object({
  ...pageRequest,
  MinimumClusterCount: z.number().int().min(1).max(1000).default(1),
});
export type FindActiveOzonProductsRequest = z.infer<typeof findActiveOzonProductsRequest>;

export const removeOzonProductQuery = z.object({ productPackageID: idParam });

export const changedPriceIndex = z.object({
  ProductPackageID: id,
  LastNonZeroPriceIndex: amount,
  OldPriceIndex: amount,
  NewPriceIndex: amount,
});

export const productImportResult = z.object({
  MissingProductPackageIDs: z.array(z.number().int()).describe('offer_ids that are numbers naming no package'),
  BadProductPackageIDs: z.array(z.string()).describe('offer_ids that are not package IDs'),
  ProductsWithoutSkus: z
    .array(z.object({ OzonProductID: ozonId, OfferID: z.string() }))
    .describe('Cards Ozon is still creating'),
  ProductsWithChangedPriceIndices: z.array(changedPriceIndex),
});
export type ProductImportResult = z.infer<typeof productImportResult>;

export const clusterStock = z.object({
  ClusterID: id,
  ClusterName: z.string(),
  OldStock: z.number().int(),
  NewStock: z.number().int(),
  OldDiscountedStock: z.number().int(),
  NewDiscountedStock: z.number().int(),
});

export const stockImportResult = z.object({
  MissingWarehouses: z.array(z.string()).describe('Warehouses Ozon reports stock at that are not imported'),
  BadProductPackageIDs: z.array(z.string()),
  MissingProductPackageIDs: z.array(z.number().int()),
  ClusterStocks: z.array(clusterStock),
});
export type StockImportResult = z.infer<typeof stockImportResult>;
