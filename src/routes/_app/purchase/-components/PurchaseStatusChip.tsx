import Chip, { type ChipProps } from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import {
  PurchaseBatchStatus,
  SalesPlanStatus,
  type PurchaseBatchStatus as BatchStatus,
  type SalesPlanStatus as PlanStatus,
} from '../../../../../contracts/purchasing.js';

/** A batch in sale is the one that earns now; sold is done; bought waits for its plans to start. */
export const BATCH_STATUS_COLOUR: Record<BatchStatus, ChipProps['color']> = {
  [PurchaseBatchStatus.Unknown]: 'default',
  [PurchaseBatchStatus.Purchased]: 'info',
  [PurchaseBatchStatus.InSale]: 'primary',
  [PurchaseBatchStatus.Sold]: 'success',
};

export const PLAN_STATUS_COLOUR: Record<PlanStatus, ChipProps['color']> = {
  [SalesPlanStatus.Draft]: 'default',
  [SalesPlanStatus.InProcess]: 'primary',
  [SalesPlanStatus.Finalized]: 'success',
};

/** The status of a batch or a plan in the seller's words, coloured by how far it got. */
export function PurchaseStatusChip({
  kind,
  status,
}: { kind: 'batch'; status: BatchStatus } | { kind: 'plan'; status: PlanStatus }) {
  const intl = useIntl();
  const id = kind === 'batch' ? `purchases.status.${status}` : `purchases.planStatus.${status}`;
  const colour = kind === 'batch' ? BATCH_STATUS_COLOUR[status] : PLAN_STATUS_COLOUR[status];
  return (
    <Chip
      size="small"
      color={colour}
      variant={status === 0 ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id })}
    />
  );
}
