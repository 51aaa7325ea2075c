import { describe, expect, it } from 'vitest';
import { planEconomics, tierPrice, type ChannelTariffs, type LogisticTier } from './unitEconomics.js';

/** Ozon FBO's logistics by volume as seeded (docs/unit-economics.md). */
const FBO_TIERS: LogisticTier[] = [
  { MaxVolume: 0.2, BasePrice: 43, PricePerUnit: 0, Additive: false },
  { MaxVolume: 0.4, BasePrice: 45, PricePerUnit: 0, Additive: false },
  { MaxVolume: 0.6, BasePrice: 48, PricePerUnit: 0, Additive: false },
  { MaxVolume: 0.8, BasePrice: 51, PricePerUnit: 0, Additive: false },
  { MaxVolume: 1, BasePrice: 56, PricePerUnit: 0, Additive: false },
  { MaxVolume: 190, BasePrice: 56, PricePerUnit: 12, Additive: true },
];

describe('the logistics tier of a volume', () => {
  it('takes a volume at a tier boundary into that tier, and a hair more into the next', () => {
    expect(tierPrice(FBO_TIERS, 0)).toBe(43);
    expect(tierPrice(FBO_TIERS, 0.2)).toBe(43);
    expect(tierPrice(FBO_TIERS, 0.2001)).toBe(45);
    expect(tierPrice(FBO_TIERS, 1)).toBe(56);
  });

  it('charges every started litre above the previous tier in an additive tier', () => {
    expect(tierPrice(FBO_TIERS, 1.0001)).toBe(68);
    expect(tierPrice(FBO_TIERS, 2)).toBe(68);
    expect(tierPrice(FBO_TIERS, 2.4)).toBe(80);
    expect(tierPrice(FBO_TIERS, 190)).toBe(56 + 189 * 12);
  });

  it('goes on with the last tier above it, and charges the whole volume in a tier per litre', () => {
    expect(tierPrice(FBO_TIERS, 250)).toBe(56 + 249 * 12);
    expect(tierPrice([{ MaxVolume: 10, BasePrice: 20, PricePerUnit: 5, Additive: false }], 2.5)).toBe(32.5);
    expect(tierPrice([], 3)).toBe(0);
  });

  it('does not depend on the order the tiers are listed in', () => {
    expect(tierPrice([...FBO_TIERS].reverse(), 0.5)).toBe(48);
  });
});

describe('the worked example of docs/unit-economics.md', () => {
  const channel: ChannelTariffs = {
    SupportsCustomCommissionAddition: false,
    LogisticPrices: FBO_TIERS,
    BackwardLogisticPrices: FBO_TIERS,
    LogisticCoefficients: [
      // Listed first but not in force: the lowest Priority is.
      { Name: 'local', Priority: 2, LogisticPriceMultiplier: 1, LogisticPriceAddition: 0, SalesPriceMultiplier: 0 },
      { Name: 'slow', Priority: 1, LogisticPriceMultiplier: 1.2, LogisticPriceAddition: 0, SalesPriceMultiplier: 0.02 },
    ],
  };
  const plan = {
    Price: 1290,
    Amount: 100,
    SalesPerMonth: 40,
    CommissionMultiplier: 0.17,
    CommissionAddition: 15,
    ReturnPercentage: 5,
    ReturnCost: 50,
    DeliveryCost: 3000,
    MarketingBudget: 5000,
  };
  const unit = { Volume: 2.4, PackagingPrice: 25 + 0.5 * 30, PurchaseCost: 2 * 180 };

  it('gives every figure of one unit and of the plan to the kopeck', () => {
    const economics = planEconomics(plan, unit, channel, 30);
    expect(economics.Unit).toEqual({
      Revenue: 1290,
      Commission: 219.3,
      Logistics: 121.8,
      Returns: 12.59,
      Packaging: 40,
      Delivery: 30,
      Marketing: 50,
      Purchase: 360,
      Profit: 456.31,
    });
    expect(economics.Total).toEqual({
      Revenue: 129_000,
      Commission: 21_930,
      Logistics: 12_180,
      Returns: 1259,
      Packaging: 4000,
      Delivery: 3000,
      Marketing: 5000,
      Purchase: 36_000,
      Profit: 45_631,
    });
    expect(economics).toMatchObject({
      MarginPercent: 35.37,
      RoiPercent: 95.06,
      MonthsToSellOut: 2.5,
      BreakEvenPrice: 725.96,
      TargetMarginPrice: 1153.84,
    });
  });

  it('counts the commission addition only in a channel that accepts one', () => {
    const withAddition = planEconomics(plan, unit, { ...channel, SupportsCustomCommissionAddition: true });
    expect(withAddition.Unit.Commission).toBe(234.3);
    expect(withAddition.Unit.Profit).toBe(441.31);
  });

  it('breaks even exactly at the break-even price and loses a kopeck below it', () => {
    const { BreakEvenPrice } = planEconomics(plan, unit, channel);
    expect(planEconomics({ ...plan, Price: BreakEvenPrice! }, unit, channel).Unit.Profit).toBe(0);
    expect(planEconomics({ ...plan, Price: BreakEvenPrice! - 0.01 }, unit, channel).Unit.Profit).toBeLessThan(0);
  });

  it('has no target price when the price-based costs eat the whole margin, and no sell-out without sales', () => {
    const economics = planEconomics({ ...plan, SalesPerMonth: 0 }, unit, channel, 90);
    expect(economics.TargetMarginPrice).toBeNull();
    expect(economics.MonthsToSellOut).toBeNull();
  });
});
