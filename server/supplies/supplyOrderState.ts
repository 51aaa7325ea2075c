import { SupplyOrderState } from '../../contracts/enums.js';
import type { SupplyOrderState as OzonState } from '../ozon/api/supplies.js';

/** Ozon's state names onto SPEC.md's SupplyOrderState; OVERDUE (not delivered in time) ends the order like a cancel. */
const STATES: Record<OzonState, SupplyOrderState> = {
  UNSPECIFIED: SupplyOrderState.Unknown,
  DATA_FILLING: SupplyOrderState.DataFilling,
  READY_TO_SUPPLY: SupplyOrderState.ReadyToSupply,
  ACCEPTED_AT_SUPPLY_WAREHOUSE: SupplyOrderState.AcceptedAtSupplyWarehouse,
  IN_TRANSIT: SupplyOrderState.InTransit,
  ACCEPTANCE_AT_STORAGE_WAREHOUSE: SupplyOrderState.AcceptanceAtStorageWarehouse,
  REPORTS_CONFIRMATION_AWAITING: SupplyOrderState.ReportsConfirmationAwaiting,
  REPORT_REJECTED: SupplyOrderState.ReportRejected,
  COMPLETED: SupplyOrderState.Completed,
  REJECTED_AT_SUPPLY_WAREHOUSE: SupplyOrderState.RejectedAtSupplyWarehouse,
  CANCELLED: SupplyOrderState.Cancelled,
  OVERDUE: SupplyOrderState.Cancelled,
};

export const supplyOrderStateOf = (state: OzonState): SupplyOrderState => STATES[state];
