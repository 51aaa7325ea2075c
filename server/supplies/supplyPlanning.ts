/**
 * The formulas of the supply reports (docs/supply-planning.md), pure so that each switch can be tested
 * on a handful of numbers. Quantities are units of a product package; rates are units a day.
 */

export interface ClusterPosition {
  salesCount: number;
  available: number;
  reserved: number;
  /** Units of active supply orders into the cluster's warehouses. */
  inTransit: number;
  minimalStock: number;
  preparationDays: number;
}

export interface ClusterPlanSettings {
  daysToAnalyze: number;
  notificationPeriodInDays: number | null;
  minShipmentAmount: number;
  minStockDays: number;
  maxStockDays: number;
  respectMinimalStock: boolean;
  respectSupplyPreparationPeriod: boolean;
  respectActiveSupplyOrders: boolean;
}

export interface ClusterPlan {
  salesRate: number;
  inTransit: number;
  stockInDays: number | null;
  preparationDays: number;
  minimalStock: number;
  shipmentFrom: number;
  shipmentTo: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** Whole units to ship: never negative, rounded up so the target is reached. */
const units = (value: number) => Math.max(0, Math.ceil(round(value, 6)));

/**
 * What to ship to one cluster: the stock (available plus what is on its way, when active supplies are
 * respected) must last from MinStockDays to MaxStockDays once the shipment arrives, the preparation
 * days (when respected) being sold meanwhile; and it must not fall under the package's minimal stock
 * (when respected). Null when nothing worth shipping is left: the range ends under MinShipmentAmount,
 * or the stock does not run out within the notification period.
 */
export function planClusterShipment(position: ClusterPosition, settings: ClusterPlanSettings): ClusterPlan | null {
  const salesRate = position.salesCount / settings.daysToAnalyze;
  const inTransit = settings.respectActiveSupplyOrders ? position.inTransit : 0;
  const stock = position.available + inTransit;
  const stockInDays = salesRate > 0 ? round(stock / salesRate, 1) : null;
  if (
    settings.notificationPeriodInDays !== null &&
    (stockInDays === null || stockInDays > settings.notificationPeriodInDays)
  ) {
    return null;
  }
  const preparationDays = settings.respectSupplyPreparationPeriod ? position.preparationDays : 0;
  const minimalStock = settings.respectMinimalStock ? position.minimalStock : 0;
  // What is left when the shipment arrives, and the floor the minimal stock sets.
  const sold = salesRate * preparationDays;
  const floor = units(minimalStock + sold - stock);
  let shipmentFrom = Math.max(units(salesRate * (settings.minStockDays + preparationDays) - stock), floor);
  const shipmentTo = Math.max(units(salesRate * (settings.maxStockDays + preparationDays) - stock), shipmentFrom);
  if (shipmentTo === 0 || shipmentTo < settings.minShipmentAmount) return null;
  shipmentFrom = Math.max(shipmentFrom, settings.minShipmentAmount);
  return {
    salesRate: round(salesRate, 3),
    inTransit,
    stockInDays,
    preparationDays,
    minimalStock,
    shipmentFrom,
    shipmentTo,
  };
}

export interface WarehousePosition {
  salesCount: number;
  present: number;
  reserved: number;
  /** Units of active supply orders on their way to the warehouse. */
  moving: number;
  minimalStock: number;
  preparationDays: number;
  transitDays: number;
}

export interface StarvationSettings {
  salesAnalysisInDays: number;
  notificationPeriodInDays: number | null;
  respectMinimalStock: boolean;
  respectSupplyPreparationPeriod: boolean;
  respectActiveSupplyOrders: boolean;
}

export interface Starvation {
  salesRate: number;
  moving: number;
  stockDays: number | null;
  shipmentDays: number | null;
}

/**
 * How long a warehouse's stock of a package lasts, and how many days are left to ship more: the stock
 * days less the preparation (when respected) and the transit time. The stock is what is free to sell
 * (present less reserved), plus what is moving there (when active supplies are respected), less the
 * minimal stock (when respected). Null when it does not need shipping within the notification period.
 */
export function stockStarvation(position: WarehousePosition, settings: StarvationSettings): Starvation | null {
  const salesRate = position.salesCount / settings.salesAnalysisInDays;
  const moving = settings.respectActiveSupplyOrders ? position.moving : 0;
  const minimalStock = settings.respectMinimalStock ? position.minimalStock : 0;
  const stock = Math.max(0, position.present - position.reserved + moving - minimalStock);
  const stockDays = salesRate > 0 ? round(stock / salesRate, 1) : null;
  const preparationDays = settings.respectSupplyPreparationPeriod ? position.preparationDays : 0;
  const shipmentDays = stockDays === null ? null : round(stockDays - preparationDays - position.transitDays, 1);
  if (
    settings.notificationPeriodInDays !== null &&
    (shipmentDays === null || shipmentDays > settings.notificationPeriodInDays)
  ) {
    return null;
  }
  return { salesRate: round(salesRate, 3), moving, stockDays, shipmentDays };
}
