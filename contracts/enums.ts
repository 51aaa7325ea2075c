import { z } from 'zod';

/** Enumerations of SPEC.md section 4; numbers on the wire. */
export const UnitOfMeasure = { Unknown: 0, SquareMeter: 1, Piece: 2, Meter: 3 } as const;
export type UnitOfMeasure = (typeof UnitOfMeasure)[keyof typeof UnitOfMeasure];
export const unitOfMeasure = z.enum(UnitOfMeasure);

export const OzonWarehouseStatus = { New: 0, Ready: 1, Missing: 2 } as const;
export type OzonWarehouseStatus = (typeof OzonWarehouseStatus)[keyof typeof OzonWarehouseStatus];
export const ozonWarehouseStatus = z.enum(OzonWarehouseStatus);

export const OzonWarehouseType = {
  Unknown: 0,
  Fulfillment: 1,
  ExpressDarkStore: 2,
  SortingCenter: 3,
  OrdersReceivingPoint: 4,
  CrossDock: 5,
  DistributionCenter: 6,
} as const;
export type OzonWarehouseType = (typeof OzonWarehouseType)[keyof typeof OzonWarehouseType];
export const ozonWarehouseType = z.enum(OzonWarehouseType);

export const OzonWarehouseClusterType = { Unknown: 0, Cis: 1, Ozon: 2 } as const;
export type OzonWarehouseClusterType = (typeof OzonWarehouseClusterType)[keyof typeof OzonWarehouseClusterType];
export const ozonWarehouseClusterType = z.enum(OzonWarehouseClusterType);
