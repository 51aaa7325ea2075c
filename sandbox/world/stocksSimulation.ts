import { hashSeed } from '../random.js';

export const DAY_MS = 86_400_000;

/**
 * Units of FBO demand a day at scale 1: about 150k postings a year, 1.15 units a posting, three
 * quarters of them FBO. Split between cards by popularity and between clusters by demand share.
 */
export const FBO_UNITS_PER_DAY = (150_000 / 365) * 1.15 * 0.75;

/** Household goods sell best before the New Year and least in summer. */
export function seasonality(day: number): number {
  const dayOfYear = day % 365.25; // days since 1970-01-01, when the year began
  return 1 + 0.22 * Math.cos((2 * Math.PI * (dayOfYear - 350)) / 365.25);
}

/** Day 0 (1970-01-01) was a Thursday; buyers order more at the weekend. */
const WEEKDAY = [1.02, 1.08, 1.1, 0.97, 0.94, 0.94, 0.95]; // Thu, Fri, Sat, Sun, Mon, Tue, Wed
export const weekday = (day: number) => WEEKDAY[day % 7];

/** A stable uniform number in [0, 1) for one (row, day): integer demand with the right mean. */
export function dayNoise(seed: number, rowKey: string, day: number): number {
  return hashSeed(seed, rowKey, day) / 4294967296;
}

/** How one card is replenished at one warehouse: a supply every `cycleDays`, topping up to `level`. */
export interface Replenishment {
  /** Expected units sold a day in an average week of an average season. */
  dailyDemand: number;
  cycleDays: number;
  /** Days after day 0 of the first supply: supplies arrive when (day + phase) % cycleDays is 0. */
  phase: number;
  /** Stock right after a supply; below demand × cycle the shelf runs empty before the next one. */
  level: number;
  /** The day of the last supply, when the seller stopped supplying the card (none is coming). */
  lastSupplyDay?: number;
}

export interface SimulatedStock {
  /** Units on the shelf at the start of today. */
  onHand: number;
  /** Units sold on each of the last 60 days, oldest first. */
  soldByDay: number[];
  /** Sum of the stock at the start of each of the last 60 days (for the average stock). */
  stockDays60: number;
  /** Whether the shelf held anything in the last 56 days (WAS_* liquidity grades). */
  hadStock56: boolean;
  /** Days until the next supply arrives (0: it arrived today and is being accepted; -1: none is coming). */
  daysToSupply: number;
}

const HISTORY_DAYS = 60;

/**
 * Plays the shelf forward day by day: each supply day tops the stock up to the level, each day sells
 * what buyers order up to what is there. Starting one full cycle before the window gives a shelf in a
 * realistic state; the same seed, row and "now" give the same numbers.
 */
export function simulateShelf(seed: number, rowKey: string, plan: Replenishment, today: number): SimulatedStock {
  const start = today - HISTORY_DAYS - plan.cycleDays;
  let stock = 0;
  const soldByDay: number[] = [];
  let stockDays60 = 0;
  let hadStock56 = false;
  for (let day = start; day < today; day++) {
    const supplied = plan.lastSupplyDay === undefined || day <= plan.lastSupplyDay;
    if (supplied && (day + plan.phase) % plan.cycleDays === 0) stock = Math.max(stock, plan.level);
    const expected = plan.dailyDemand * seasonality(day) * weekday(day);
    const demand = Math.floor(expected + dayNoise(seed, rowKey, day));
    const sold = Math.min(stock, demand);
    if (day >= today - HISTORY_DAYS) {
      stockDays60 += stock;
      soldByDay.push(sold);
      if (day >= today - 56 && stock > 0) hadStock56 = true;
    }
    stock -= sold;
  }
  const daysToSupply =
    plan.lastSupplyDay === undefined ? (plan.cycleDays - ((today + plan.phase) % plan.cycleDays)) % plan.cycleDays : -1;
  return { onHand: stock, soldByDay, stockDays60, hadStock56, daysToSupply };
}

export const sumLast = (values: number[], days: number) => values.slice(-days).reduce((sum, value) => sum + value, 0);

/** Days since the last day anything sold (the whole window when nothing did). */
export function daysSinceLastSale(soldByDay: number[]): number {
  const last = soldByDay.findLastIndex((sold) => sold > 0);
  return last < 0 ? soldByDay.length : soldByDay.length - 1 - last;
}
