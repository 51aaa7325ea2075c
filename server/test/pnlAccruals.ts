import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Accrual } from '../ozon/api/finance.js';

/**
 * The accruals of the P&L's world counted by hand (server/profit-and-loss/profitAndLoss.api.test.ts,
 * docs/money.md «Taxes», the worked example), as /v1/finance/accrual/by-day gives them.
 */
const FEES = [
  'Logistic',
  'LastMile',
  'Acquiring',
  'ReverseLogistic',
  'ReturnProcessing',
  'NonRedemptionProcessing',
  'Storage',
  'LostGoodsCompensation',
];
export const typeNames = new Map(FEES.map((name, index) => [index + 1, name]));
export const typeId = (name: string) => FEES.indexOf(name) + 1;
export const rub = (amount: number) => ({ amount, currency: 'RUB' });
export const fee = (name: string, amount: number) => ({ type_id: typeId(name), accrued: rub(amount) });

let nextId = 1;
/** An accrual of a posting as /v1/finance/accrual/by-day gives it. */
function postingAccrual(
  date: string,
  posting: string,
  products: { sku: number; sale?: number; price?: number; commission?: number; services?: [string, number][] }[],
): Accrual {
  const total = products.reduce(
    (sum, product) =>
      sum +
      (product.sale ?? 0) +
      (product.commission ?? 0) +
      (product.services ?? []).reduce((inner, [, amount]) => inner + amount, 0),
    0,
  );
  return {
    accrual_id: nextId++,
    date,
    unit_number: posting,
    accrued_category: 'POSTING',
    total_amount: rub(Math.round(total * 100) / 100),
    posting: {
      delivery_schema: 'FBO',
      products: products.map((product) => ({
        sku: product.sku,
        commission: {
          sale_amount: rub(product.sale ?? 0),
          sale_commission: rub(product.commission ?? 0),
          seller_price: rub(product.price ?? 0),
        },
        delivery: { services: (product.services ?? []).map(([name, amount]) => fee(name, amount)) },
      })),
    },
    item_fees: null,
    non_item_fee: null,
  };
}

function otherAccrual(
  date: string,
  unit: string,
  category: 'ITEM' | 'NON_ITEM',
  name: string,
  amount: number,
  sku?: number,
) {
  return {
    accrual_id: nextId++,
    date,
    unit_number: unit,
    accrued_category: category,
    total_amount: rub(amount),
    posting: null,
    item_fees: category === 'ITEM' ? { fees: [{ sku: sku!, fees: [fee(name, amount)] }] } : null,
    non_item_fee: category === 'NON_ITEM' ? fee(name, amount) : null,
  } as Accrual;
}

export const ACCRUALS: Accrual[] = [
  // Posting 1: two plaids at 1 000 ₽; one comes back.
  postingAccrual('2026-10-05', '1-1', [
    {
      sku: 9101,
      sale: 2000,
      price: 1000,
      commission: -300,
      services: [
        ['Logistic', -120],
        ['LastMile', -40],
      ],
    },
  ]),
  otherAccrual('2026-10-05', '1-1', 'ITEM', 'Acquiring', -30, 9101),
  // Posting 2: a plaid and a mug.
  postingAccrual('2026-10-07', '2-1', [
    { sku: 9101, sale: 1000, price: 1000, commission: -150, services: [['Logistic', -60]] },
    { sku: 9201, sale: 300, price: 300, commission: -45, services: [['Logistic', -20]] },
  ]),
  // Posting 3: refused by the buyer, cancelled; Ozon charges the way there and back.
  postingAccrual('2026-10-13', '3-1', [
    {
      sku: 9101,
      services: [
        ['Logistic', -60],
        ['ReverseLogistic', -60],
        ['NonRedemptionProcessing', -20],
      ],
    },
  ]),
  // Posting 1's returned plaid: the sale and its commission reversed, then the way back.
  postingAccrual('2026-10-21', '1-1', [{ sku: 9101, sale: -1000, price: 1000, commission: 150 }]),
  postingAccrual('2026-10-22', '1-1', [
    {
      sku: 9101,
      services: [
        ['ReverseLogistic', -60],
        ['ReturnProcessing', -15],
      ],
    },
  ]),
  otherAccrual('2026-10-10', '2000000000001', 'NON_ITEM', 'Storage', -500),
  otherAccrual('2026-10-15', '2000000000002', 'NON_ITEM', 'LostGoodsCompensation', 200),
  // November: posting 4, a plaid.
  postingAccrual('2026-11-03', '4-1', [{ sku: 9101, sale: 1000, price: 1000, commission: -150 }]),
];

/** Ozon dates accruals by Moscow day, as the importer reads them. */
export const moscowDayStart = sellerCalendar('Europe/Moscow').dayStart;
