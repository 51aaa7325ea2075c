/** The main read calls of the web app's screens, as a seller's first look would make them. */
export const MAIN_READS: { url: string; payload?: object }[] = [
  { url: '/v1/Product/FindProducts', payload: { Count: 50 } },
  { url: '/v1/OzonProduct/FindOzonProducts', payload: { Count: 50, IncludeStocks: true } },
  { url: '/v1/Warehouse/GetOzonWarehouses', payload: {} },
  { url: '/v1/OzonSalesOrder/FindSalesOzonOrders', payload: { Count: 50 } },
  { url: '/v1/Report/GetLatestSalesReport?days=30' },
  { url: '/v1/PurchaseBatch/FindPurchaseBatches', payload: { Count: 50 } },
];

/** How a read is sent: POST with its body, GET without one. */
export const readMethod = (read: { payload?: object }): 'POST' | 'GET' => (read.payload ? 'POST' : 'GET');
