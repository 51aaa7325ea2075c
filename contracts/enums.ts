import { z } from 'zod';
import {
  UnitOfMeasure,
  OzonWarehouseStatus,
  OzonWarehouseType,
  OzonWarehouseClusterType,
  OzonSalesOrderType,
  PostingStatus,
  TransactionType,
  discrepancyKinds,
  SupplyOrderState,
} from './enumValues.js';

/** The schemas of SPEC.md section 4's enumerations (their values: enumValues.ts). */
export * from './enumValues.js';

export const unitOfMeasure = z.enum(UnitOfMeasure);
export const ozonWarehouseStatus = z.enum(OzonWarehouseStatus);
export const ozonWarehouseType = z.enum(OzonWarehouseType);
export const ozonWarehouseClusterType = z.enum(OzonWarehouseClusterType);
export const ozonSalesOrderType = z.enum(OzonSalesOrderType);
export const postingStatus = z.enum(PostingStatus);
export const transactionType = z.enum(TransactionType);
export const discrepancyKind = z.enum(discrepancyKinds);
export const supplyOrderState = z.enum(SupplyOrderState);
