/**
 * The unit economics of a sales plan (docs/unit-economics.md): what one sold unit brings and costs in a
 * sales channel, the plan's totals, and the prices that break even or reach a target margin. Shared by
 * the server and the editor, which recomputes it as the seller types.
 */

/** A logistics tariff tier: volumes up to MaxVolume litres (inclusive) pay by it. */
export interface LogisticTier {
  MaxVolume: number;
  BasePrice: number;
  PricePerUnit: number;
  /** Per started litre above the previous tier's MaxVolume (true) or per litre of the whole volume (false). */
  Additive: boolean;
}

/** A channel's logistics coefficient; the one with the lowest Priority is the one in force. */
export interface LogisticCoefficient {
  Name: string;
  Priority: number;
  LogisticPriceMultiplier: number;
  LogisticPriceAddition: number;
  /** A share of the sale price added to the logistics (Ozon's charge for slow, non-local delivery). */
  SalesPriceMultiplier: number;
}

export interface ChannelTariffs {
  SupportsCustomCommissionAddition: boolean;
  LogisticPrices: LogisticTier[];
  BackwardLogisticPrices: LogisticTier[];
  LogisticCoefficients: LogisticCoefficient[];
}

/** The plan's own figures; money in roubles, percentages as 0..100, the commission multiplier as a share. */
export interface PlanFigures {
  Price: number;
  Amount: number;
  SalesPerMonth: number;
  CommissionMultiplier: number;
  CommissionAddition: number;
  ReturnPercentage: number;
  /** Handling of one returned unit (inspection, repacking), on top of its way back. */
  ReturnCost: number;
  /** Bringing the plan's whole amount to the channel. */
  DeliveryCost: number;
  /** Spent on promoting the plan's whole amount. */
  MarketingBudget: number;
}

/** What is sold: one sellable package of the sales item. */
export interface SoldUnit {
  /** Litres of the package as shipped. */
  Volume: number;
  /** Packaging materials of one package. */
  PackagingPrice: number;
  /** Purchase price of the goods in one package (unit price × units in the package). */
  PurchaseCost: number;
}

/** Per sold unit, in roubles rounded to kopecks. */
export interface UnitFigures {
  Revenue: number;
  Commission: number;
  Logistics: number;
  Returns: number;
  Packaging: number;
  Delivery: number;
  Marketing: number;
  Purchase: number;
  Profit: number;
}

export interface PlanEconomics {
  Unit: UnitFigures;
  /** Unit figures times the plan's amount. */
  Total: UnitFigures;
  /** Profit over revenue, in percent; null without revenue. */
  MarginPercent: number | null;
  /** Profit over the money put in (purchase, packaging, delivery, marketing), in percent; null when nothing is put in. */
  RoiPercent: number | null;
  /** Months to sell the amount at SalesPerMonth; null when nothing sells. */
  MonthsToSellOut: number | null;
  /** The price with no loss, rounded up to the kopeck; null when no price covers the costs. */
  BreakEvenPrice: number | null;
  /** The price reaching the target margin, rounded up to the kopeck; null when none does (or no target). */
  TargetMarginPrice: number | null;
}

/** Rounds roubles to kopecks, halves away from zero (the tiny epsilon absorbs binary fractions like 1.005). */
export function kopecks(roubles: number): number {
  return (Math.sign(roubles) * Math.round(Math.abs(roubles) * 100 + 1e-6)) / 100;
}

/** The tariff of one shipment of `volume` litres; above the last tier, the last tier goes on. */
export function tierPrice(tiers: readonly LogisticTier[], volume: number): number {
  if (!tiers.length) return 0;
  const sorted = [...tiers].sort((a, b) => a.MaxVolume - b.MaxVolume);
  const index = sorted.findIndex((tier) => volume <= tier.MaxVolume);
  const at = index === -1 ? sorted.length - 1 : index;
  const tier = sorted[at]!;
  const lowerBound = at === 0 ? 0 : sorted[at - 1]!.MaxVolume;
  // A litre started is a litre paid: 0.3 l above the bound pays one.
  const units = tier.Additive ? Math.max(0, Math.ceil(volume - lowerBound - 1e-9)) : volume;
  return tier.BasePrice + tier.PricePerUnit * units;
}

/** The coefficient in force: the lowest Priority; none means the tariff as it is. */
export function coefficientInForce(coefficients: readonly LogisticCoefficient[]): LogisticCoefficient {
  const [first] = [...coefficients].sort((a, b) => a.Priority - b.Priority);
  return (
    first ?? { Name: '', Priority: 0, LogisticPriceMultiplier: 1, LogisticPriceAddition: 0, SalesPriceMultiplier: 0 }
  );
}

function unitFigures(plan: PlanFigures, unit: SoldUnit, channel: ChannelTariffs): UnitFigures {
  const coefficient = coefficientInForce(channel.LogisticCoefficients);
  const direct =
    tierPrice(channel.LogisticPrices, unit.Volume) * coefficient.LogisticPriceMultiplier +
    coefficient.LogisticPriceAddition +
    plan.Price * coefficient.SalesPriceMultiplier;
  const backward = tierPrice(channel.BackwardLogisticPrices, unit.Volume);
  const returnShare = plan.ReturnPercentage / 100;
  const perUnit = (total: number) => (plan.Amount > 0 ? total / plan.Amount : 0);
  const figures = {
    Revenue: kopecks(plan.Price),
    Commission: kopecks(
      plan.Price * plan.CommissionMultiplier + (channel.SupportsCustomCommissionAddition ? plan.CommissionAddition : 0),
    ),
    Logistics: kopecks(direct),
    // Each sale carries its share of a return: the returned unit's way out and back, and its handling.
    Returns: kopecks(returnShare * (direct + backward + plan.ReturnCost)),
    Packaging: kopecks(unit.PackagingPrice),
    Delivery: kopecks(perUnit(plan.DeliveryCost)),
    Marketing: kopecks(perUnit(plan.MarketingBudget)),
    Purchase: kopecks(unit.PurchaseCost),
  };
  const costs =
    figures.Commission +
    figures.Logistics +
    figures.Returns +
    figures.Packaging +
    figures.Delivery +
    figures.Marketing +
    figures.Purchase;
  return { ...figures, Profit: kopecks(figures.Revenue - costs) };
}

/**
 * The price at which the profit is `margin` (a share) of the price. The profit is linear in the price
 * (commission and the price-based logistics are shares of it), so two evaluations give the line.
 */
function priceForMargin(plan: PlanFigures, unit: SoldUnit, channel: ChannelTariffs, margin: number): number | null {
  const profitAt = (price: number) => unitFigures({ ...plan, Price: price }, unit, channel).Profit;
  // Far apart, so that the kopeck rounding of each evaluation does not bend the slope.
  const base = profitAt(0);
  const slope = (profitAt(1_000_000) - base) / 1_000_000;
  if (slope - margin <= 0) return null;
  const price = -base / (slope - margin);
  // Up to the kopeck, and the next kopeck if rounding left it a hair short.
  const rounded = Math.max(0, Math.ceil(kopecks(price * 100) - 1e-6) / 100);
  return profitAt(rounded) >= margin * rounded - 1e-9 ? rounded : kopecks(rounded + 0.01);
}

/** The economics of a sales plan of `unit` in `channel`; `targetMarginPercent` asks for the price reaching it. */
export function planEconomics(
  plan: PlanFigures,
  unit: SoldUnit,
  channel: ChannelTariffs,
  targetMarginPercent?: number,
): PlanEconomics {
  const perUnit = unitFigures(plan, unit, channel);
  const amount = Math.max(0, plan.Amount);
  const total = Object.fromEntries(
    Object.entries(perUnit).map(([key, value]) => [key, kopecks(value * amount)]),
  ) as unknown as UnitFigures;
  const invested = perUnit.Purchase + perUnit.Packaging + perUnit.Delivery + perUnit.Marketing;
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);
  return {
    Unit: perUnit,
    Total: total,
    MarginPercent: percent(perUnit.Profit, perUnit.Revenue),
    RoiPercent: percent(perUnit.Profit, invested),
    MonthsToSellOut: plan.SalesPerMonth > 0 ? Math.round((amount / plan.SalesPerMonth) * 10) / 10 : null,
    BreakEvenPrice: priceForMargin(plan, unit, channel, 0),
    TargetMarginPrice:
      targetMarginPercent === undefined ? null : priceForMargin(plan, unit, channel, targetMarginPercent / 100),
  };
}
