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

/** What the finance operations sort by: the day, or a money column of the grid. */
export const operationOrderFields = [
  'Date',
  'Amount',
  'AccrualsForSale',
  'SaleCommission',
  'DeliveryCharge',
  'ReturnDeliveryCharge',
  'ServicesTotal',
] as const;

/** What the shipments sort by: the day, the supplies, the units and the costs. */
export const shipmentOrderFields = ['Date', 'SupplyCount', 'TotalQuantity', 'TransportCost', 'PackagingCost'] as const;

/** What the purchase list sorts by: the batch's date and what it bought, and its plans' figures. */
export const purchaseBatchOrderFields = [
  'Date',
  'PurchaseSum',
  'Units',
  'ItemCount',
  'PlanCount',
  'PlannedCount',
  'PlannedRevenue',
  'PlannedProfit',
  'SoldCount',
  'SoldPercent',
  'ActualProfit',
] as const;

/** What the supply orders sort by: the day, the slot, the units and the items. */
export const supplyOrderOrderFields = ['Date', 'Timeslot', 'TotalQuantity', 'TotalItemCount'] as const;
