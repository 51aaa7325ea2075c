import type { OzonReturn } from '../ozon/api/returns.js';

/** An Ozon return as /v1/returns/list answers it, with only what a test cares about to fill in. */
export function ozonReturn(fields: {
  id: string;
  posting_number: string;
  sku: number;
  quantity: number;
  price: number;
  returnDate: string;
  offerId?: string;
  reason?: string;
  currency?: string;
}): OzonReturn {
  return {
    id: fields.id,
    type: 'ClientReturn',
    schema: 'FBO',
    order_id: 1,
    order_number: fields.posting_number.split('-')[0]!,
    posting_number: fields.posting_number,
    return_reason_name: fields.reason ?? 'Не подошёл размер',
    product: {
      sku: fields.sku,
      offer_id: fields.offerId ?? String(fields.sku),
      name: `Товар ${fields.sku}`,
      price: { price: fields.price, currency_code: fields.currency ?? 'RUB' },
      quantity: fields.quantity,
    },
    logistic: { return_date: fields.returnDate, final_moment: null, barcode: '' },
    visual: {
      status: { id: 1, display_name: 'Получен', sys_name: 'ReturnedToOzon' },
      change_moment: fields.returnDate,
    },
    place: null,
    target_place: null,
  };
}
