import { TransactionType } from '../../contracts/enums.js';
import { ACCRUAL_VOCABULARY, OPERATION_KINDS } from '../ozon/api/financeVocabulary.js';
import type { Accrual } from '../ozon/api/finance.js';

/** An operation as it is stored: Ozon's accrual in the vocabulary of the Operation model. */
export interface OperationFromOzon {
  id: number;
  date: Date;
  operationType: string;
  transactionType: TransactionType;
  accrualType: string;
  currencyCode: string;
  amount: number;
  accrualsForSale: number;
  saleCommission: number;
  deliveryCharge: number;
  returnDeliveryCharge: number;
  postingNumber: string | null;
  unitNumber: string;
  services: { Type: string; Price: number }[];
  /**
   * The accrual's amounts per SKU and accrual type; they add up to `amount` (docs/money.md, «Profit and
   * loss»). Absent: not split by product (the P&L counts the operation whole under its type).
   */
  lines?: AccrualLine[];
}

/** One amount of an accrual: of a SKU (null: apart from products), under its accrual type's name. */
export interface AccrualLine {
  Sku: number | null;
  Fee: string;
  Amount: number;
  /** Units sold or returned, on a sale's or a return's amount: the amount over the seller's price. */
  Units?: number;
}

/** One amount of an accrual with the name of its accrual type. */
interface Fee {
  name: string;
  amount: number;
  sku: number | null;
  units?: number;
}

const kopecks = (value: number) => Math.round(value * 100);
const rubles = (value: number) => value / 100;

/** The amounts of an accrual, each under its accrual type's name (Ozon names them by id). */
function feesOf(accrual: Accrual, typeNames: Map<number, string>): Fee[] {
  const named =
    (sku: number | null) =>
    (fee: { type_id: number; accrued: { amount: number } }): Fee => ({
      name: typeNames.get(fee.type_id) ?? `#${fee.type_id}`,
      amount: fee.accrued.amount,
      sku,
    });
  const fees: Fee[] = [];
  for (const product of accrual.posting?.products ?? []) {
    // A posting's sale and commission come as amounts of their own, not as typed fees: a negative
    // sale is the reversal of a return.
    const sale = product.commission?.sale_amount?.amount ?? 0;
    const commission = product.commission?.sale_commission?.amount ?? 0;
    const price = product.commission?.seller_price?.amount ?? 0;
    if (sale !== 0) {
      const units = price > 0 ? Math.round(Math.abs(sale) / price) : undefined;
      fees.push({ name: sale > 0 ? 'SaleAmount' : 'ReturnAmount', amount: sale, sku: product.sku, units });
    }
    if (commission !== 0) {
      fees.push({ name: sale < 0 ? 'ReturnCommission' : 'SaleCommission', amount: commission, sku: product.sku });
    }
    fees.push(...(product.delivery?.services ?? []).map(named(product.sku)));
  }
  for (const item of accrual.item_fees?.fees ?? []) fees.push(...item.fees.map(named(item.sku)));
  if (accrual.non_item_fee) fees.push(named(null)(accrual.non_item_fee));
  return fees;
}

/**
 * The fees per SKU and type, in kopecks until the end. Whatever of the accrual's total its fees do not
 * account for (Ozon rounds each) is a line of its own, so the lines always add up to the total.
 */
function linesOf(fees: Fee[], total: number): AccrualLine[] {
  const byKey = new Map<string, { sku: number | null; name: string; cents: number; units?: number }>();
  for (const fee of fees) {
    const key = `${fee.sku ?? ''}/${fee.name}`;
    const entry = byKey.get(key) ?? { sku: fee.sku, name: fee.name, cents: 0 };
    entry.cents += kopecks(fee.amount);
    if (fee.units !== undefined) entry.units = (entry.units ?? 0) + fee.units;
    byKey.set(key, entry);
  }
  const lines: AccrualLine[] = [...byKey.values()].map((entry) => ({
    Sku: entry.sku,
    Fee: entry.name,
    Amount: rubles(entry.cents),
    ...(entry.units === undefined ? {} : { Units: entry.units }),
  }));
  const rest = kopecks(total) - [...byKey.values()].reduce((sum, entry) => sum + entry.cents, 0);
  if (rest !== 0) lines.push({ Sku: null, Fee: UNACCOUNTED_FEE, Amount: rubles(rest) });
  return lines;
}

/** The part of an accrual's total its fees do not give. */
export const UNACCOUNTED_FEE = 'Unaccounted';

/** The operation type its fees all belong to; the first fee's otherwise; unknown fees make it the type name. */
function operationTypeOf(fees: Fee[]): string {
  let candidates: string[] | null = null;
  for (const fee of fees) {
    const types = ACCRUAL_VOCABULARY[fee.name]?.operationTypes;
    if (!types) continue;
    candidates = candidates ? candidates.filter((type) => types.includes(type)) : [...types];
  }
  if (candidates?.length) return candidates[0];
  const known = fees.find((fee) => ACCRUAL_VOCABULARY[fee.name]);
  return known ? ACCRUAL_VOCABULARY[known.name].operationTypes[0] : (fees[0]?.name ?? 'Unknown');
}

export const transactionTypeOf = (operationType: string): TransactionType =>
  TransactionType[OPERATION_KINDS[operationType] ?? 'Other'];

/**
 * Ozon's accrual (of /v1/finance/accrual/by-day) as an operation: its sale and commission, the
 * services inside it (a fee of a type the vocabulary does not know is a service under its own name),
 * the delivery charges among them, and its posting. Sums are kept in kopecks until the end.
 */
export function operationOfAccrual(
  accrual: Accrual,
  typeNames: Map<number, string>,
  dayStart: (day: string) => Date,
): OperationFromOzon {
  const fees = feesOf(accrual, typeNames);
  const sum = { accruals_for_sale: 0, sale_commission: 0, direct: 0, return: 0 };
  const services = new Map<string, number>();
  for (const fee of fees) {
    const meaning = ACCRUAL_VOCABULARY[fee.name];
    const cents = kopecks(fee.amount);
    if (meaning?.field === 'accruals_for_sale' || meaning?.field === 'sale_commission') sum[meaning.field] += cents;
    else if (!meaning || meaning.field === 'service') {
      const type = meaning?.service ?? fee.name;
      services.set(type, (services.get(type) ?? 0) + cents);
      if (meaning?.delivery) sum[meaning.delivery] += cents;
    }
  }
  const operationType = operationTypeOf(fees);
  const isPosting = accrual.accrued_category === 'POSTING' || (accrual.posting?.products.length ?? 0) > 0;
  return {
    id: accrual.accrual_id,
    date: dayStart(accrual.date),
    operationType,
    transactionType: transactionTypeOf(operationType),
    accrualType: accrual.accrued_category,
    currencyCode: accrual.total_amount.currency,
    amount: accrual.total_amount.amount,
    accrualsForSale: rubles(sum.accruals_for_sale),
    saleCommission: rubles(sum.sale_commission),
    deliveryCharge: rubles(sum.direct),
    returnDeliveryCharge: rubles(sum.return),
    postingNumber: isPosting && accrual.unit_number ? accrual.unit_number : postingNumberOf(accrual.unit_number),
    unitNumber: accrual.unit_number,
    services: [...services].map(([Type, cents]) => ({ Type, Price: rubles(cents) })),
    lines: linesOf(fees, accrual.total_amount.amount),
  };
}

/** Ozon's posting numbers: "<order>-<posting>" (FBS also "<order>-<posting>-<n>"). */
const postingNumberOf = (unit: string) => (/^\d+-\d+(-\d+)?$/.test(unit) ? unit : null);
