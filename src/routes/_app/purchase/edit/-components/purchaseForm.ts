import type { z } from 'zod';
import {
  purchaseBatchInput,
  PurchaseBatchStatus,
  SalesPlanStatus,
  type PurchaseBatch,
  type PurchaseBatchInput,
  type SalesChannel,
} from '../../../../../../contracts/purchasing.js';
import { kopecks, planEconomics, type PlanEconomics } from '../../../../../../contracts/unitEconomics.js';

/**
 * The purchase editor's form: the batch as the seller types it (numbers as the text in their fields),
 * and its way to the wire. Each record carries a `key` of its own, so React keeps a row's fields
 * when the rows before it are removed.
 */

export interface PackagingForm {
  key: string;
  PackageTypeID: number | null;
  Amount: string;
  PricePerUom: string;
}

export interface PlanForm {
  key: string;
  ID?: number;
  Status: SalesPlanStatus;
  SalesChannelID: number | null;
  Price: string;
  Amount: string;
  SalesPerMonth: string;
  /** In percent as the seller reads a commission (17), sent as a share (0.17). */
  CommissionMultiplier: string;
  CommissionAddition: string;
  ReturnPercentage: string;
  ReturnCost: string;
  DeliveryCost: string;
  DeliveryDate: string;
  MarketingBudget: string;
}

export interface SalesItemForm {
  key: string;
  ID?: number;
  Name: string;
  ProductPackageID: number | null;
  /** Units of the product in the package: what one package costs in purchase. */
  ProductCount: number;
  Volume: string;
  SalesItemPackages: PackagingForm[];
  SalesPlans: PlanForm[];
}

export interface ItemForm {
  key: string;
  ID?: number;
  ProductID: number | null;
  ProductName: string;
  Count: string;
  Price: string;
  SalesItems: SalesItemForm[];
}

export interface BatchForm {
  ID?: number;
  Name: string;
  Date: string;
  Status: PurchaseBatchStatus;
  Items: ItemForm[];
}

let lastKey = 0;
const newKey = () => `k${++lastKey}`;
/** The decimal separator of a language as Intl writes it: «8,657» in Russian, «8.657» in English. */
export const decimalSeparatorOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/** A stored number as the seller types it: the language's decimal separator, no grouping (numberOf reads it back). */
export const decimalText = (value: number | null | undefined, separator = '.') =>
  value === null || value === undefined ? '' : String(value).replace('.', separator);

export function emptyBatch(today: string): BatchForm {
  return { Name: '', Date: today, Status: PurchaseBatchStatus.Purchased, Items: [newItem()] };
}

export function newItem(): ItemForm {
  return { key: newKey(), ProductID: null, ProductName: '', Count: '', Price: '', SalesItems: [] };
}

export function newSalesItem(): SalesItemForm {
  return {
    key: newKey(),
    Name: '',
    ProductPackageID: null,
    ProductCount: 1,
    Volume: '',
    SalesItemPackages: [],
    SalesPlans: [],
  };
}

export function newPackaging(): PackagingForm {
  return { key: newKey(), PackageTypeID: null, Amount: '1', PricePerUom: '' };
}

/** A plan in `channel` with Ozon's usual figures to start from: 17 % commission, 5 % returns. */
export function newPlan(channel: SalesChannel | undefined): PlanForm {
  return {
    key: newKey(),
    Status: SalesPlanStatus.Draft,
    SalesChannelID: channel?.ID ?? null,
    Price: '',
    Amount: '',
    SalesPerMonth: '',
    CommissionMultiplier: '17',
    CommissionAddition: '0',
    ReturnPercentage: '5',
    ReturnCost: '0',
    DeliveryCost: '0',
    DeliveryDate: '',
    MarketingBudget: '0',
  };
}

export function fromBatch(batch: PurchaseBatch, separator = '.'): BatchForm {
  const text = (value: number | null | undefined) => decimalText(value, separator);
  return {
    ID: batch.ID,
    Name: batch.Name,
    Date: batch.Date,
    Status: batch.Status,
    Items: batch.Items.map((item) => ({
      key: newKey(),
      ID: item.ID,
      ProductID: item.ProductID,
      ProductName: item.Product.Name,
      Count: text(item.Count),
      Price: text(item.Price),
      SalesItems: item.SalesItems.map((salesItem) => ({
        key: newKey(),
        ID: salesItem.ID,
        Name: salesItem.Name,
        ProductPackageID: salesItem.ProductPackageID,
        ProductCount: salesItem.ProductPackage.ProductCount,
        Volume: text(salesItem.Volume),
        SalesItemPackages: salesItem.SalesItemPackages.map((pkg) => ({
          key: newKey(),
          PackageTypeID: pkg.PackageTypeID,
          Amount: text(pkg.Amount),
          PricePerUom: text(pkg.PricePerUom),
        })),
        SalesPlans: salesItem.SalesPlans.map((plan) => ({
          key: newKey(),
          ID: plan.ID,
          Status: plan.Status,
          SalesChannelID: plan.SalesChannelID,
          Price: text(plan.Price),
          Amount: text(plan.Amount),
          SalesPerMonth: text(plan.SalesPerMonth),
          CommissionMultiplier: text(Math.round(plan.CommissionMultiplier * 1_000_000) / 10_000),
          CommissionAddition: text(plan.CommissionAddition),
          ReturnPercentage: text(plan.ReturnPercentage),
          ReturnCost: text(plan.ReturnCost),
          DeliveryCost: text(plan.DeliveryCost),
          DeliveryDate: plan.DeliveryDate ?? '',
          MarketingBudget: text(plan.MarketingBudget),
        })),
      })),
    })),
  };
}

/** A typed number: comma or point, spaces between thousands; empty or not a number is NaN (the schema names it). */
export function numberOf(value: string): number {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return cleaned === '' ? NaN : Number(cleaned);
}

/** The form as the wire's input: what the schema then checks, field by field. */
export function toInput(form: BatchForm): z.input<typeof purchaseBatchInput> {
  return {
    ...(form.ID !== undefined && { ID: form.ID }),
    Name: form.Name,
    Date: form.Date,
    Status: form.Status,
    Items: form.Items.map((item) => ({
      ...(item.ID !== undefined && { ID: item.ID }),
      ProductID: item.ProductID ?? NaN,
      Count: numberOf(item.Count),
      Price: numberOf(item.Price),
      SalesItems: item.SalesItems.map((salesItem) => ({
        ...(salesItem.ID !== undefined && { ID: salesItem.ID }),
        Name: salesItem.Name,
        ProductPackageID: salesItem.ProductPackageID ?? NaN,
        Volume: numberOf(salesItem.Volume),
        SalesItemPackages: salesItem.SalesItemPackages.map((pkg) => ({
          PackageTypeID: pkg.PackageTypeID ?? NaN,
          Amount: numberOf(pkg.Amount),
          PricePerUom: numberOf(pkg.PricePerUom),
        })),
        SalesPlans: salesItem.SalesPlans.map((plan) => ({
          ...(plan.ID !== undefined && { ID: plan.ID }),
          Status: plan.Status,
          SalesChannelID: plan.SalesChannelID ?? NaN,
          Price: numberOf(plan.Price),
          Amount: numberOf(plan.Amount),
          SalesPerMonth: plan.SalesPerMonth.trim() === '' ? 0 : numberOf(plan.SalesPerMonth),
          CommissionMultiplier: kopecks(numberOf(plan.CommissionMultiplier) * 100) / 10_000,
          CommissionAddition: numberOf(plan.CommissionAddition || '0'),
          ReturnPercentage: numberOf(plan.ReturnPercentage || '0'),
          ReturnCost: numberOf(plan.ReturnCost || '0'),
          DeliveryCost: numberOf(plan.DeliveryCost || '0'),
          DeliveryDate: plan.DeliveryDate === '' ? null : plan.DeliveryDate,
          MarketingBudget: numberOf(plan.MarketingBudget || '0'),
        })),
      })),
    })),
  };
}

/** A field's path as the server names it: Items[2].SalesItems[0].SalesPlans[1].Price. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    '',
  );
}

/** Checks the form with the server's own schema: the batch to send, or the complaints by field path. */
export function checkBatch(
  form: BatchForm,
  message: (issue: z.core.$ZodIssue) => string,
): { batch: PurchaseBatchInput; errors?: undefined } | { batch?: undefined; errors: Record<string, string> } {
  const parsed = purchaseBatchInput.safeParse(toInput(form));
  return parsed.success ? { batch: parsed.data } : { errors: complaintsOf(parsed.error.issues, message) };
}

/** A schema's issues as the complaints of the fields they name, the first for each path. */
export function complaintsOf(
  issues: readonly z.core.$ZodIssue[],
  message: (issue: z.core.$ZodIssue) => string,
): Record<string, string> {
  const complaints: Record<string, string> = {};
  for (const issue of issues) complaints[pathOf(issue.path)] ??= message(issue);
  return complaints;
}

/** The packaging of one package as typed so far: Σ amount × price, what cannot be read counting nothing. */
export function packagingPrice(salesItem: SalesItemForm): number {
  return kopecks(
    salesItem.SalesItemPackages.reduce((sum, pkg) => {
      const value = numberOf(pkg.Amount) * numberOf(pkg.PricePerUom);
      return Number.isFinite(value) ? sum + value : sum;
    }, 0),
  );
}

/**
 * The live economics of a plan as typed: null until its price, amount and channel are there. What is
 * still empty elsewhere (a purchase price) counts as zero, so the figures move as the seller types.
 */
export function liveEconomics(
  plan: PlanForm,
  salesItem: SalesItemForm,
  item: ItemForm,
  channel: SalesChannel | undefined,
  targetMarginPercent: number | undefined,
): PlanEconomics | null {
  const price = numberOf(plan.Price);
  const amount = numberOf(plan.Amount);
  if (!channel || !Number.isFinite(price) || !Number.isFinite(amount) || amount <= 0) return null;
  const orZero = (value: string) => (Number.isFinite(numberOf(value)) ? numberOf(value) : 0);
  return planEconomics(
    {
      Price: price,
      Amount: amount,
      SalesPerMonth: orZero(plan.SalesPerMonth),
      CommissionMultiplier: orZero(plan.CommissionMultiplier) / 100,
      CommissionAddition: orZero(plan.CommissionAddition),
      ReturnPercentage: orZero(plan.ReturnPercentage),
      ReturnCost: orZero(plan.ReturnCost),
      DeliveryCost: orZero(plan.DeliveryCost),
      MarketingBudget: orZero(plan.MarketingBudget),
    },
    {
      Volume: orZero(salesItem.Volume),
      PackagingPrice: packagingPrice(salesItem),
      PurchaseCost: kopecks(orZero(item.Price) * salesItem.ProductCount),
    },
    channel,
    targetMarginPercent,
  );
}

/** The form without its React keys: what tells a changed form from the one loaded. */
export function comparable(form: BatchForm): string {
  return JSON.stringify(form, (name, value: unknown) => (name === 'key' ? undefined : value));
}

/** The list with its `index`th element replaced. */
export const replaceAt = <Item>(list: readonly Item[], index: number, value: Item): Item[] =>
  list.map((current, at) => (at === index ? value : current));

/** The list without its `index`th element. */
export const without = <Item>(list: readonly Item[], index: number): Item[] => list.filter((_, at) => at !== index);
