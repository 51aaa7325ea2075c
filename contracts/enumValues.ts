/**
 * Enumerations of SPEC.md section 4; numbers on the wire. Their values without schemas, for the web
 * app's first bundle (no zod there); contracts/enums.ts adds their schemas.
 */
export const UnitOfMeasure = { Unknown: 0, SquareMeter: 1, Piece: 2, Meter: 3 } as const;
export type UnitOfMeasure = (typeof UnitOfMeasure)[keyof typeof UnitOfMeasure];

export const OzonWarehouseStatus = { New: 0, Ready: 1, Missing: 2 } as const;
export type OzonWarehouseStatus = (typeof OzonWarehouseStatus)[keyof typeof OzonWarehouseStatus];

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

export const OzonWarehouseClusterType = { Unknown: 0, Cis: 1, Ozon: 2 } as const;
export type OzonWarehouseClusterType = (typeof OzonWarehouseClusterType)[keyof typeof OzonWarehouseClusterType];

export const OzonSalesOrderType = { Unknown: 0, Fbo: 1, Fbs: 2, RFbs: 3 } as const;
export type OzonSalesOrderType = (typeof OzonSalesOrderType)[keyof typeof OzonSalesOrderType];

/** SPEC.md's thirteen named statuses in its order, and Unknown for a status Ozon adds later. */
export const PostingStatus = {
  AwaitingPackaging: 0,
  AwaitingDeliver: 1,
  Delivering: 2,
  Delivered: 3,
  Cancelled: 4,
  AwaitingRegistration: 5,
  AcceptanceInProgress: 6,
  AwaitingApprove: 7,
  Arbitration: 8,
  ClientArbitration: 9,
  DriverPickup: 10,
  NotAccepted: 11,
  SentBySeller: 12,
  Unknown: 13,
} as const;
export type PostingStatus = (typeof PostingStatus)[keyof typeof PostingStatus];

/** The statuses in which a posting waits for the seller: to be packed, shipped or approved. */
export const WAITING_STATUSES: PostingStatus[] = [
  PostingStatus.AwaitingPackaging,
  PostingStatus.AwaitingDeliver,
  PostingStatus.AwaitingApprove,
];

/** SPEC.md's TransactionType: how Ozon groups its finance operations. All is the filter's "any". */
export const TransactionType = {
  All: 0,
  Orders: 1,
  Returns: 2,
  Services: 3,
  Compensation: 4,
  TransferDelivery: 5,
  Other: 6,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/** What does not add up between a posting and Ozon's finance operations. */
export const discrepancyKinds = [
  'DeliveredWithoutSale',
  'SaleDiffers',
  'ReturnWithoutOperation',
  'ServicesOnCancelled',
] as const;
export type DiscrepancyKind = (typeof discrepancyKinds)[number];

/** SPEC.md's SupplyOrderState, in its order: where an FBO supply order stands. */
export const SupplyOrderState = {
  Unknown: 0,
  DataFilling: 1,
  ReadyToSupply: 2,
  AcceptedAtSupplyWarehouse: 3,
  InTransit: 4,
  AcceptanceAtStorageWarehouse: 5,
  ReportsConfirmationAwaiting: 6,
  ReportRejected: 7,
  Completed: 8,
  RejectedAtSupplyWarehouse: 9,
  Cancelled: 10,
} as const;
export type SupplyOrderState = (typeof SupplyOrderState)[keyof typeof SupplyOrderState];

/** Supply orders whose goods are on their way to a storage warehouse: counted as in transit. */
export const ACTIVE_SUPPLY_ORDER_STATES: SupplyOrderState[] = [
  SupplyOrderState.DataFilling,
  SupplyOrderState.ReadyToSupply,
  SupplyOrderState.AcceptedAtSupplyWarehouse,
  SupplyOrderState.InTransit,
  SupplyOrderState.AcceptanceAtStorageWarehouse,
];
