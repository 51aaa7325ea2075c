import { money } from '../random.js';
import { amountOf, type Charge, type Operation } from './financeOperations.js';
import { accrualType, OPERATION_TYPES, type TransactionType } from './financeVocabulary.js';
import { MSK_OFFSET_MS } from './postingsCalendar.js';

/**
 * Operations as the finance methods answer them: the transaction list (rubles as numbers, Moscow
 * "YYYY-MM-DD HH:mm:ss" dates) and its totals, and the accrual methods of 2026 (amounts as
 * strings, accrual type ids). All are sums of the same charges, so they agree to the kopeck.
 */
const rubles = (kopecks: number) => kopecks / 100;
const accrued = (kopecks: number) => ({ amount: money(rubles(kopecks)), currency: 'RUB' });

/** Moscow wall-clock time, as Ozon's finance reports print it. */
export function moscowDateTime(ms: number): string {
  return new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
export const moscowDate = (ms: number) => moscowDateTime(ms).slice(0, 10);

const chargesOf = (operation: Operation): Charge[] => [
  ...operation.lines.flatMap((line) => line.charges),
  ...operation.charges,
];
const sumOf = (charges: Charge[], field: string) =>
  charges
    .filter((charge) => accrualType(charge.accrual).field === field)
    .reduce((sum, charge) => sum + charge.amount, 0);

export const transactionTypeOf = (operation: Operation): TransactionType => OPERATION_TYPES[operation.type].type;

export function transactionAnswer(operation: Operation) {
  const charges = chargesOf(operation);
  const services = new Map<string, number>();
  for (const charge of charges) {
    const type = accrualType(charge.accrual);
    if (type.field === 'service') services.set(type.service!, (services.get(type.service!) ?? 0) + charge.amount);
  }
  const posting = operation.posting;
  return {
    operation_id: operation.id,
    operation_type: operation.type,
    operation_date: moscowDateTime(operation.at),
    operation_type_name: OPERATION_TYPES[operation.type].name,
    delivery_charge: 0,
    return_delivery_charge: 0,
    accruals_for_sale: rubles(sumOf(charges, 'accruals_for_sale')),
    sale_commission: rubles(sumOf(charges, 'sale_commission')),
    amount: rubles(amountOf(operation)),
    type: transactionTypeOf(operation),
    posting: {
      delivery_schema: posting?.deliverySchema ?? '',
      order_date: posting ? moscowDateTime(posting.orderDate) : '',
      posting_number: posting?.postingNumber ?? '',
      warehouse_id: posting?.warehouseId ?? 0,
    },
    // Ozon lists an item per unit.
    items: operation.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({ name: line.name, sku: line.sku })),
    ),
    services: [...services].map(([name, price]) => ({ name, price: rubles(price) })),
  };
}

/** The totals of a set of operations, in the buckets of /v3/finance/transaction/totals. */
export function totalsOf(operations: Operation[]) {
  const totals = {
    accruals_for_sale: 0,
    sale_commission: 0,
    processing_and_delivery: 0,
    refunds_and_cancellations: 0,
    services_amount: 0,
    compensation_amount: 0,
    money_transfer: 0,
    others_amount: 0,
  };
  for (const operation of operations) {
    const charges = chargesOf(operation);
    const amount = amountOf(operation);
    totals.accruals_for_sale += sumOf(charges, 'accruals_for_sale');
    totals.sale_commission += sumOf(charges, 'sale_commission');
    const services = sumOf(charges, 'service');
    switch (transactionTypeOf(operation)) {
      case 'orders':
        totals.processing_and_delivery += services;
        break;
      case 'returns':
        totals.refunds_and_cancellations += services;
        break;
      case 'services':
        totals.services_amount += amount;
        break;
      case 'compensation':
        totals.compensation_amount += amount;
        break;
      case 'transferDelivery':
        totals.money_transfer += amount;
        break;
      default:
        totals.others_amount += amount;
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, rubles(value)])) as typeof totals;
}

const POSTING_CATEGORY = new Set([
  'OperationAgentDeliveredToCustomer',
  'ClientReturnAgentOperation',
  'OperationItemReturn',
]);

/** One accrual of /v1/finance/accrual/by-day: a posting's, an item's or one apart from postings. */
export function accrualAnswer(operation: Operation) {
  const category = POSTING_CATEGORY.has(operation.type) ? 'POSTING' : operation.lines.length ? 'ITEM' : 'NON_ITEM';
  const fee = (charge: Charge) => ({ type_id: accrualType(charge.accrual).id, accrued: accrued(charge.amount) });
  const zero = accrued(0);
  return {
    accrual_id: operation.id,
    date: moscowDate(operation.at),
    unit_number: operation.unitNumber,
    accrued_category: category,
    total_amount: accrued(amountOf(operation)),
    posting:
      category === 'POSTING'
        ? {
            delivery_schema: operation.posting!.deliverySchema,
            delivery_speed: 0,
            products: operation.lines.map((line) => {
              const sale = sumOf(line.charges, 'accruals_for_sale');
              const commission = sumOf(line.charges, 'sale_commission');
              const services = line.charges.filter((charge) => accrualType(charge.accrual).field === 'service');
              return {
                sku: line.sku,
                commission: {
                  bonus: zero,
                  coinvestment: zero,
                  commission: accrued(commission),
                  commission_ratio: (line.commissionPercent / 100).toFixed(2),
                  sale_amount: accrued(sale),
                  sale_commission: accrued(commission),
                  sale_price: accrued(line.sellerPrice),
                  seller_price: accrued(line.sellerPrice),
                },
                delivery: {
                  services: services.map(fee),
                  total_accrued: accrued(services.reduce((sum, charge) => sum + charge.amount, 0)),
                },
              };
            }),
          }
        : null,
    item_fees:
      category === 'ITEM'
        ? { fees: operation.lines.map((line) => ({ sku: line.sku, fees: line.charges.map(fee) })) }
        : null,
    non_item_fee: category === 'NON_ITEM' ? fee(operation.charges[0]) : null,
  };
}

/** A posting's accruals, flat: one per charge of each of its operations (/v1/finance/accrual/postings). */
export function postingAccruals(operations: Operation[]) {
  return operations.flatMap((operation) =>
    operation.lines.flatMap((line) =>
      line.charges.map((charge) => ({
        accrual_date: moscowDate(operation.at),
        accrued: accrued(charge.amount),
        quantity: line.quantity,
        seller_price: accrued(line.sellerPrice),
        sku: line.sku,
        type_id: accrualType(charge.accrual).id,
      })),
    ),
  );
}
