/**
 * The sort fields of the find-requests that screens keep in their URL. Apart from the contracts they
 * belong to because every route's search is checked in the first bundle: importing a whole contract
 * for its sort field would carry all its schemas onto the first screen.
 */
export const productOrderFields = [
  'ID',
  'Name',
  'CategoryID',
  'StockAmount',
  'WidthMM',
  'HeightMM',
  'DepthMM',
  'WeightG',
] as const;
export type ProductOrderField = (typeof productOrderFields)[number];

export const ozonProductOrderFields = ['ProductPackageID', 'Name', 'Price', 'Sku', 'PriceIndex'] as const;
