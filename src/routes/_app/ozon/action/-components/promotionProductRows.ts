import type {
  PromotionEconomics,
  PromotionProduct,
  PromotionProductChange,
  PromotionProductsUpdateResponse,
} from '../../../../../../contracts/promotions.js';

/** What the seller typed into a product's row and has not sent to Ozon yet. */
export interface ProductEdit {
  ActionPrice?: number;
  Stock?: number;
}

/**
 * A product as its row shows it: the seller's edits in place, the economics at the edited price. A
 * product as the server sends it is one too (nothing edited, nothing refused).
 */
export interface ShownProduct extends PromotionProduct {
  Edited?: ProductEdit;
  /** Ozon's reason for refusing the last change sent for this product. */
  Refusal?: string | null;
}

/** Below this margin at the action price a product is thin (amber); below zero profit it loses (red). */
export const THIN_MARGIN_PERCENT = 10;

export type MarginTone = 'loss' | 'thin' | 'good';

/** The colour of a profit and its margin: red for a loss, amber below 10 %, green otherwise. */
export function marginTone(
  profit: number | null | undefined,
  marginPercent: number | null | undefined,
): MarginTone | null {
  if (profit === null || profit === undefined) return null;
  if (profit < 0) return 'loss';
  if (marginPercent !== null && marginPercent !== undefined && marginPercent < THIN_MARGIN_PERCENT) return 'thin';
  return 'good';
}

export const TONE_COLOUR: Record<MarginTone, 'error' | 'warning' | 'success'> = {
  loss: 'error',
  thin: 'warning',
  good: 'success',
};

/** The price a product goes in at unless the seller types another: its own, or the most Ozon allows a candidate. */
export const defaultActionPrice = (product: PromotionProduct) =>
  product.IsCandidate ? product.MaxActionPrice : product.ActionPrice;

/** The stock a product goes in with unless the seller types another: its own, or the least Ozon asks of a candidate. */
export const defaultStock = (product: PromotionProduct) => (product.IsCandidate ? product.MinStock : product.Stock);

const kopecks = (roubles: number) => Math.round(roubles * 100) / 100;

/**
 * The economics at another action price. The profit is linear in the price (commission and the
 * price-based logistics are shares of it, contracts/unitEconomics.ts), and the server gives two points
 * of the line: the regular price and the action price it judged (a candidate's max action price).
 */
export function economicsAt(product: PromotionProduct, actionPrice: number): PromotionEconomics | null {
  const economics = product.Economics;
  if (!economics) return null;
  const judgedAt = defaultActionPrice(product);
  if (actionPrice === judgedAt) return economics;
  if (product.Price === judgedAt) return null;
  const slope = (economics.RegularProfit - economics.ActionProfit) / (product.Price - judgedAt);
  const profit = kopecks(economics.ActionProfit + slope * (actionPrice - judgedAt));
  return {
    ...economics,
    ActionProfit: profit,
    ActionMarginPercent: actionPrice > 0 ? Math.round((profit / actionPrice) * 10_000) / 100 : null,
  };
}

/** A product's row: the edits over what the server sent, a candidate priced at its max action price. */
export function shownProduct(
  product: PromotionProduct,
  edit: ProductEdit = {},
  refusal: string | null = null,
): ShownProduct {
  const actionPrice = edit.ActionPrice ?? defaultActionPrice(product);
  return {
    ...product,
    ActionPrice: actionPrice,
    Stock: edit.Stock ?? defaultStock(product),
    Economics: economicsAt(product, actionPrice),
    Edited: edit,
    Refusal: refusal,
  };
}

/**
 * The edit a typed value makes: the price to the kopeck, the stock whole; a value equal to what the
 * product would go in with anyway is no edit. Undefined for a value that is not one.
 */
export function editWith(
  product: PromotionProduct,
  edit: ProductEdit,
  field: keyof ProductEdit,
  typed: unknown,
): ProductEdit | undefined {
  const number = typeof typed === 'string' ? Number(typed.replace(',', '.')) : typed;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
  const value = field === 'ActionPrice' ? kopecks(number) : Math.round(number);
  const unchanged = value === (field === 'ActionPrice' ? defaultActionPrice(product) : defaultStock(product));
  const next = { ...edit, [field]: value };
  if (unchanged) delete next[field];
  return next;
}

/**
 * «Добавить выбранные»: each selected product at its edited price and stock, or at what it would go
 * in with (a candidate at its max action price and min stock).
 */
export function additionsOf(
  ids: readonly number[],
  products: ReadonlyMap<number, PromotionProduct>,
  edits: Readonly<Record<number, ProductEdit>>,
): Required<PromotionProductChange>[] {
  return ids.flatMap((id) => {
    const product = products.get(id);
    if (!product) return [];
    const edit = edits[id] ?? {};
    return [
      {
        ID: id,
        ActionPrice: edit.ActionPrice ?? defaultActionPrice(product),
        Stock: edit.Stock ?? defaultStock(product),
      },
    ];
  });
}

/** «Убрать выбранные»: the selected products taking part, each at action price 0 (a candidate has nothing to leave). */
export function removalsOf(
  ids: readonly number[],
  products: ReadonlyMap<number, PromotionProduct>,
): Required<PromotionProductChange>[] {
  return ids.flatMap((id) => (products.get(id)?.IsCandidate === false ? [{ ID: id, ActionPrice: 0, Stock: 0 }] : []));
}

/** What came of a change sent: Ozon's reason per refused product, and the products it took. */
export function outcomeOf(
  sent: readonly Pick<PromotionProductChange, 'ID'>[],
  response: PromotionProductsUpdateResponse,
): { refused: Map<number, string>; accepted: number[] } {
  const refused = new Map<number, string>();
  for (const [id, reason] of [...Object.entries(response.AdditionErrors), ...Object.entries(response.DeletionErrors)]) {
    refused.set(Number(id), reason);
  }
  return { refused, accepted: sent.map((change) => change.ID).filter((id) => !refused.has(id)) };
}

/**
 * The refusals shown after a change: the ones of the products just sent replaced by this answer's,
 * the others kept until the seller sends them again or dismisses them.
 */
export function refusalsAfter(
  previous: ReadonlyMap<number, string>,
  sent: readonly Pick<PromotionProductChange, 'ID'>[],
  refused: ReadonlyMap<number, string>,
): Map<number, string> {
  const next = new Map(previous);
  for (const change of sent) next.delete(change.ID);
  for (const [id, reason] of refused) next.set(id, reason);
  return next;
}

/** The edits left after a change: the accepted products' edits are now Ozon's figures. */
export function editsAfter(
  edits: Readonly<Record<number, ProductEdit>>,
  accepted: readonly number[],
): Record<number, ProductEdit> {
  const next = { ...edits };
  for (const id of accepted) delete next[id];
  return next;
}
