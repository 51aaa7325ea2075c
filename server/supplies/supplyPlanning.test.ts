import { describe, expect, it } from 'vitest';
import {
  planClusterShipment,
  stockStarvation,
  type ClusterPlanSettings,
  type StarvationSettings,
} from './supplyPlanning.js';

// One package in one cluster: a unit a day over four weeks, 5 free to sell (2 more reserved), 10 on
// their way, a minimal stock of 20 and 3 days to prepare a supply.
const position = { salesCount: 28, available: 5, reserved: 2, inTransit: 10, minimalStock: 20, preparationDays: 3 };
const settings: ClusterPlanSettings = {
  daysToAnalyze: 28,
  notificationPeriodInDays: null,
  minShipmentAmount: 0,
  minStockDays: 14,
  maxStockDays: 28,
  respectMinimalStock: true,
  respectSupplyPreparationPeriod: true,
  respectActiveSupplyOrders: true,
};

describe('the cluster sales report: what to ship to a cluster', () => {
  it('brings the stock to 14..28 days after the preparation, never under the minimal stock', () => {
    // 15 in stock lasts 15 days; 3 are sold while the supply is prepared; the minimal stock asks 20+3-15 = 8.
    expect(planClusterShipment(position, settings)).toEqual({
      salesRate: 1,
      inTransit: 10,
      stockInDays: 15,
      preparationDays: 3,
      minimalStock: 20,
      shipmentFrom: 8,
      shipmentTo: 16,
    });
  });

  it('counts what is on its way only when active supply orders are respected', () => {
    expect(planClusterShipment(position, { ...settings, respectActiveSupplyOrders: false })).toMatchObject({
      inTransit: 0,
      stockInDays: 5,
      shipmentFrom: 18,
      shipmentTo: 26,
    });
  });

  it('keeps the minimal stock only when asked to', () => {
    expect(planClusterShipment(position, { ...settings, respectMinimalStock: false })).toMatchObject({
      minimalStock: 0,
      shipmentFrom: 2,
      shipmentTo: 16,
    });
  });

  it('adds the preparation days only when asked to', () => {
    expect(planClusterShipment(position, { ...settings, respectSupplyPreparationPeriod: false })).toMatchObject({
      preparationDays: 0,
      shipmentFrom: 5,
      shipmentTo: 13,
    });
  });

  it('drops a shipment under the minimum and raises the lower end to it', () => {
    expect(planClusterShipment(position, { ...settings, minShipmentAmount: 20 })).toBeNull();
    expect(planClusterShipment(position, { ...settings, minShipmentAmount: 10 })).toMatchObject({
      shipmentFrom: 10,
      shipmentTo: 16,
    });
  });

  it('keeps only what runs out within the notification period', () => {
    expect(planClusterShipment(position, { ...settings, notificationPeriodInDays: 10 })).toBeNull();
    expect(planClusterShipment(position, { ...settings, notificationPeriodInDays: 15 })).not.toBeNull();
  });

  it('ships only the minimal stock of what does not sell, and nothing without one', () => {
    const idle = { ...position, salesCount: 0 };
    expect(planClusterShipment(idle, settings)).toMatchObject({ stockInDays: null, shipmentFrom: 5, shipmentTo: 5 });
    expect(planClusterShipment(idle, { ...settings, respectMinimalStock: false })).toBeNull();
    expect(planClusterShipment(idle, { ...settings, notificationPeriodInDays: 30 })).toBeNull();
  });
});

// Two units a day over a week; 30 present of which 4 reserved, 6 moving in, a minimal stock of 4,
// 2 days to prepare and 3 in transit.
const warehouse = {
  salesCount: 14,
  present: 30,
  reserved: 4,
  moving: 6,
  minimalStock: 4,
  preparationDays: 2,
  transitDays: 3,
};
const starvation: StarvationSettings = {
  salesAnalysisInDays: 7,
  notificationPeriodInDays: null,
  respectMinimalStock: true,
  respectSupplyPreparationPeriod: true,
  respectActiveSupplyOrders: true,
};

describe('the stock starvation report: days left to ship', () => {
  it('is the stock days less the preparation and the transit', () => {
    // (30 - 4 + 6 - 4) / 2 = 14 days of stock; 14 - 2 - 3 = 9 days left to ship.
    expect(stockStarvation(warehouse, starvation)).toEqual({ salesRate: 2, moving: 6, stockDays: 14, shipmentDays: 9 });
  });

  it('follows each switch', () => {
    expect(stockStarvation(warehouse, { ...starvation, respectActiveSupplyOrders: false })).toMatchObject({
      moving: 0,
      stockDays: 11,
      shipmentDays: 6,
    });
    expect(stockStarvation(warehouse, { ...starvation, respectMinimalStock: false })).toMatchObject({
      stockDays: 16,
      shipmentDays: 11,
    });
    expect(stockStarvation(warehouse, { ...starvation, respectSupplyPreparationPeriod: false })).toMatchObject({
      stockDays: 14,
      shipmentDays: 11,
    });
  });

  it('keeps only what must ship within the notification period', () => {
    expect(stockStarvation(warehouse, { ...starvation, notificationPeriodInDays: 8 })).toBeNull();
    expect(stockStarvation(warehouse, { ...starvation, notificationPeriodInDays: 9 })).not.toBeNull();
  });

  it('has no days for what does not sell, and never a negative stock', () => {
    expect(stockStarvation({ ...warehouse, salesCount: 0 }, starvation)).toMatchObject({
      stockDays: null,
      shipmentDays: null,
    });
    expect(stockStarvation({ ...warehouse, present: 2, reserved: 2, moving: 0 }, starvation)).toMatchObject({
      stockDays: 0,
      shipmentDays: -5,
    });
  });
});
