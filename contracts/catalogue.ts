import { z } from 'zod';
import { productOrderFields } from './sortFields.js';
import { exactCount, id, idParam, measure, name, pageRequest, paged } from './common.js';

const count = z.number().int().min(0).max(10_000_000);

export const productCategory = z.object({ ID: id, Name: name });
export type ProductCategory = z.infer<typeof productCategory>;

export const productCategoryInput = z.object({ Name: name });
export const productCategoryUpdate = productCategory;

const productFields = {
  CategoryID: id.nullable().default(null),
  StockAmount: count.default(0),
  Name: name,
  WidthMM: measure.default(null),
  HeightMM: measure.default(null),
  DepthMM: measure.default(null),
  WeightG: measure.default(null),
};

const packageFields = {
  Name: name,
  ProductID: id,
  MinimumWarehouseStock: count.default(0),
  ProductCount: z.number().int().min(1).max(100_000).default(1),
  WidthMM: measure.default(null),
  HeightMM: measure.default(null),
  DepthMM: measure.default(null),
  WeightG: measure.default(null),
  SupplyPreparationTimeInDays: z.number().int().min(0).max(365).default(0),
};

/** A product as it is stored, without its relations. */
export const productBase = z.object({ ID: id, ...productFields });
export type ProductBase = z.infer<typeof productBase>;

export const productPackage = z.object({
  ID: id,
  ...packageFields,
  Product: productBase.optional().describe('With FindProductPackages, the product the package belongs to'),
  PrimaryImage: z
    .string()
    .nullable()
    .optional()
    .describe("The primary picture of the package's Ozon card; null without a card or a picture"),
});
export type ProductPackage = z.infer<typeof productPackage>;

export const product = productBase.extend({
  Category: productCategory.nullable(),
  Packages: z.array(productPackage),
});
export type Product = z.infer<typeof product>;

// The ID of a new product or package may be given: a package ID is the seller's article on Ozon.
export const productInput = z.object({ ID: id.optional(), ...productFields });
export type ProductInput = z.infer<typeof productInput>;
export const productUpdate = z.object({ ID: id, ...productFields });
export type ProductUpdate = z.infer<typeof productUpdate>;

export const productPackageInput = z.object({ ID: id.optional(), ...packageFields });
export type ProductPackageInput = z.infer<typeof productPackageInput>;
export const productPackageUpdate = z.object({ ID: id, ...packageFields });
export type ProductPackageUpdate = z.infer<typeof productPackageUpdate>;

export { productOrderFields, type ProductOrderField } from './sortFields.js';

/** What a product or package picker finds by: part of a product's or a package's name, or of an article. */
const pickerSearch = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .describe("Part of the product's name, of a package's name or of an article (a package ID)");

export const findProductsRequest = z.object({
  ...pageRequest,
  ExcludedIDs: z.array(id).max(10_000).default([]),
  ID: id.nullish(),
  Name: z.string().trim().max(300).nullish(),
  Search: pickerSearch,
  OrderField: z.enum(productOrderFields).default('ID'),
  OrderAscending: z.boolean().default(true),
  ExactCount: exactCount,
});
export type FindProductsRequest = z.infer<typeof findProductsRequest>;

export const findProductPackagesRequest = z.object({
  ...pageRequest,
  ProductPackageName: z.string().trim().max(300).nullish(),
  Search: pickerSearch,
  ProductID: id.nullish(),
  IDs: z.array(id).max(1000).default([]).describe('Only these packages (the ones a picker holds); empty: any'),
});
export type FindProductPackagesRequest = z.infer<typeof findProductPackagesRequest>;

export const productPage = paged(product);
export const productPackagePage = paged(productPackage);

export const productIdParams = z.object({ productID: idParam });
export const removeProductQuery = productIdParams;
export const removeProductPackageQuery = z.object({ productPackageID: idParam });
