import { PostingStatus } from '../../contracts/enums.js';
import type { OrderItemFromOzon } from '../sales-orders/orderUpsert.js';

/** An order item as the posting importer hands it over: delivered locally in Moscow unless told otherwise. */
export const orderItem = (
  change: Partial<OrderItemFromOzon> & Pick<OrderItemFromOzon, 'postingNumber' | 'sku'>,
): OrderItemFromOzon => ({
  offerId: String(change.sku),
  status: PostingStatus.Delivered,
  currencyCode: 'RUB',
  price: 100,
  quantity: 1,
  city: 'Москва',
  region: 'Москва',
  clusterFrom: 'Москва',
  clusterTo: 'Москва',
  deliveryType: 'PVZ',
  warehouseOzonId: null,
  ...change,
});
