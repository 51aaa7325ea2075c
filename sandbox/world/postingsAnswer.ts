import type { Posting, PostingProduct } from './postings.js';
import { HOUR_MS } from './postingsCalendar.js';
import { translit } from './postingsTranslit.js';

/**
 * A posting as Ozon's lists answer it: `/v4/posting/fbs/list` (the item shape of the v3 list, as
 * the 2026 example shows it) and `/v3/posting/fbo/list` (prices as money objects). Optional blocks
 * appear only when asked for in `with`, and are null otherwise, as Ozon does.
 */
export interface WithBlocks {
  analytics_data?: boolean;
  barcodes?: boolean;
  financial_data?: boolean;
  legal_info?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const rubles = (kopecks: number) => kopecks / 100;
const rounded = (value: number) => Math.round(value * 100) / 100;

/** Ozon's delivery (its own logistics for FBS, the seller's own courier for rFBS). */
export function deliveryMethodOf(posting: Pick<Posting, 'warehouse'>) {
  const rfbs = posting.warehouse.isRfbs;
  return {
    id: posting.warehouse.id + (rfbs ? 2 : 1),
    name: rfbs ? 'Экспресс-доставка продавца, Подольск' : 'Доставка Ozon самостоятельно, Москва',
    warehouse_id: posting.warehouse.id,
    warehouse: posting.warehouse.name,
    tpl_provider_id: rfbs ? 1 : 24,
    tpl_provider: rfbs ? 'Своя служба доставки' : 'Доставка Ozon',
    integration: rfbs ? 'non_integrated' : 'ozon',
  };
}

function discountOf(product: PostingProduct) {
  const value = rubles(product.oldPrice - product.price);
  return {
    total_discount_value: value,
    total_discount_percent: product.oldPrice
      ? rounded((100 * (product.oldPrice - product.price)) / product.oldPrice)
      : 0,
  };
}

const places = (posting: Posting, translate: boolean) => {
  const text = (value: string) => (translate ? translit(value) : value);
  return {
    region: text(posting.region),
    city: text(posting.city),
    clusterFrom: text(posting.fromCluster.name),
    clusterTo: text(posting.buyerCluster.name),
  };
};

/** The window Ozon promises the buyer: a few hours around the expected arrival. */
function deliveryWindow(posting: Posting) {
  const begin = Math.floor(posting.deliveredAt / HOUR_MS) * HOUR_MS;
  return { begin: iso(begin), end: iso(begin + (posting.deliveryType === 'Courier' ? 3 : 10) * HOUR_MS) };
}

function cancellationOf(posting: Posting) {
  const cancelled = posting.status === 'cancelled' ? posting.cancellation : null;
  return {
    cancel_reason_id: cancelled?.reasonId ?? 0,
    cancel_reason: cancelled?.reason ?? '',
    cancellation_type: cancelled?.type ?? '',
    cancelled_after_ship: cancelled?.afterShip ?? false,
    affect_cancellation_rating: cancelled?.affectsRating ?? false,
    cancellation_initiator: cancelled?.initiator ?? '',
  };
}

const FBS_ACTIONS: Record<Posting['status'], string[]> = {
  awaiting_packaging: ['cancel', 'has_barcode_for_printing', 'product_cancel', 'ship', 'ship_async'],
  awaiting_deliver: ['cancel', 'label_download', 'label_download_big', 'label_download_small'],
  delivering: ['arbitration', 'click_track_number'],
  delivered: ['click_track_number', 'invoice_get'],
  cancelled: [],
};

/** Late shipping costs the seller: the tariff steps of the 2026 documentation, as one object. */
function tarifficationOf(posting: Posting) {
  const open = posting.status === 'awaiting_packaging' || posting.status === 'awaiting_deliver';
  return {
    current_tariff_rate: 0,
    current_tariff_type: 'no_discount',
    current_tariff_charge: '',
    current_tariff_charge_currency_code: 'RUB',
    next_tariff_rate: open ? 1 : 0,
    next_tariff_type: open ? 'commission' : '',
    next_tariff_charge: open ? '50' : '',
    next_tariff_starts_at: open ? iso(posting.shipmentDeadline + 1000) : null,
    next_tariff_charge_currency_code: 'RUB',
  };
}

export function fbsPostingAnswer(posting: Posting, blocks: WithBlocks, translate: boolean) {
  const method = deliveryMethodOf(posting);
  const place = places(posting, translate);
  const window = deliveryWindow(posting);
  const shipped = posting.status === 'delivering' || posting.status === 'delivered';
  return {
    posting_number: posting.postingNumber,
    order_id: posting.orderId,
    order_number: posting.orderNumber,
    status: posting.status,
    substatus: posting.substatus,
    delivery_method: {
      id: method.id,
      name: method.name,
      warehouse_id: method.warehouse_id,
      warehouse: method.warehouse,
      tpl_provider_id: method.tpl_provider_id,
      tpl_provider: method.tpl_provider,
    },
    tracking_number: '',
    tpl_integration_type: method.integration,
    in_process_at: iso(posting.inProcessAt),
    shipment_date: iso(posting.shipmentDeadline),
    shipment_date_without_delay: iso(posting.shipmentDeadline),
    delivering_date: shipped ? iso(posting.shippedAt) : null,
    cancellation: cancellationOf(posting),
    customer: null,
    addressee: null,
    products: posting.products.map((product) => ({
      price: rubles(product.price).toFixed(4),
      offer_id: product.card.offerId,
      name: product.card.name,
      sku: product.card.sku,
      quantity: product.quantity,
      currency_code: 'RUB',
      is_blr_traceable: false,
      is_marketplace_buyout: false,
      imei: [],
    })),
    barcodes: blocks.barcodes ? { upper_barcode: posting.barcodes.upper, lower_barcode: posting.barcodes.lower } : null,
    analytics_data: blocks.analytics_data
      ? {
          region: place.region,
          city: place.city,
          delivery_type: posting.deliveryType,
          is_premium: posting.isPremium,
          payment_type_group_name: posting.paymentType,
          warehouse_id: method.warehouse_id,
          warehouse: method.warehouse,
          tpl_provider_id: method.tpl_provider_id,
          tpl_provider: method.tpl_provider,
          delivery_date_begin: window.begin,
          delivery_date_end: window.end,
          is_legal: posting.legal !== null,
          client_delivery_date_begin: posting.deliveryType === 'Courier' ? window.begin : null,
          client_delivery_date_end: posting.deliveryType === 'Courier' ? window.end : null,
        }
      : null,
    financial_data: blocks.financial_data
      ? {
          products: posting.products.map((product) => ({
            commission_amount: rubles(product.commission),
            commission_percent: product.commissionPercent,
            payout: rubles(product.payout),
            product_id: product.card.sku,
            old_price: rubles(product.oldPrice),
            price: rubles(product.price),
            ...discountOf(product),
            actions: product.actions,
            quantity: product.quantity,
            currency_code: 'RUB',
            customer_currency_code: 'RUB',
            customer_price: rubles(product.price),
          })),
          cluster_from: place.clusterFrom,
          cluster_to: place.clusterTo,
        }
      : null,
    is_express: posting.warehouse.isRfbs,
    requirements: {
      products_requiring_gtd: [],
      products_requiring_country: [],
      products_requiring_mandatory_mark: [],
      products_requiring_rnpt: [],
      products_requiring_jw_uin: [],
      products_requiring_change_country: [],
    },
    parent_posting_number: '',
    available_actions: FBS_ACTIONS[posting.status],
    multi_box_qty: 1,
    is_multibox: false,
    prr_option: '',
    quantum_id: 0,
    tariffication: tarifficationOf(posting),
    pickup_code_verified_at: null,
    optional: { products_with_possible_mandatory_mark: [] },
    legal_info:
      blocks.legal_info && posting.legal
        ? { company_name: posting.legal.companyName, inn: posting.legal.inn, kpp: posting.legal.kpp }
        : null,
    require_blr_traceable_attrs: false,
    is_click_and_collect: false,
  };
}

export function fboPostingAnswer(posting: Posting, blocks: WithBlocks, translate: boolean) {
  const place = places(posting, translate);
  const courier = posting.deliveryType === 'Courier' ? deliveryWindow(posting) : null;
  return {
    posting_number: posting.postingNumber,
    order_id: posting.orderId,
    order_number: posting.orderNumber,
    status: posting.status,
    substatus: posting.substatus,
    cancellation: posting.status === 'cancelled' ? cancellationOf(posting) : null,
    products: posting.products.map((product) => ({
      is_marketplace_buyout: false,
      offer_id: product.card.offerId,
      name: product.card.name,
      sku: product.card.sku,
      quantity: product.quantity,
      price: { amount: String(rubles(product.price)), currency: 'RUB' },
      digital_codes: [],
    })),
    analytics_data: blocks.analytics_data
      ? {
          city: place.city,
          delivery_type: posting.deliveryType,
          is_premium: posting.isPremium,
          payment_type_group_name: posting.paymentType,
          warehouse_id: posting.warehouse.id,
          warehouse_name: posting.warehouse.name,
          is_legal: posting.legal !== null,
          client_delivery_date_begin: courier?.begin ?? null,
          client_delivery_date_end: courier?.end ?? null,
        }
      : null,
    financial_data: blocks.financial_data
      ? {
          products: posting.products.map((product) => ({
            payout: rubles(product.payout),
            product_id: product.card.sku,
            old_price: rubles(product.oldPrice),
            price: rubles(product.price),
            ...discountOf(product),
            actions: product.actions,
            commission: {
              amount: rubles(product.commission),
              percent: product.commissionPercent,
              currency: 'RUB',
            },
          })),
          cluster_from: place.clusterFrom,
          cluster_to: place.clusterTo,
        }
      : null,
    legal_info:
      blocks.legal_info && posting.legal
        ? { company_name: posting.legal.companyName, inn: posting.legal.inn, kpp: posting.legal.kpp }
        : null,
    external_order: { is_external: false, platform_name: '' },
    cancel_reason_id: posting.status === 'cancelled' ? (posting.cancellation?.reasonId ?? 0) : 0,
    created_at: iso(posting.createdAt),
    in_process_at: iso(posting.inProcessAt),
    additional_data: [],
  };
}
