import { PostingStatus, OzonSalesOrderType } from '../../contracts/enums.js';

/** Ozon's status names (posting lists) onto PostingStatus; a new one of Ozon's reads as Unknown. */
const STATUS_OF: Record<string, PostingStatus> = {
  awaiting_packaging: PostingStatus.AwaitingPackaging,
  awaiting_deliver: PostingStatus.AwaitingDeliver,
  delivering: PostingStatus.Delivering,
  delivered: PostingStatus.Delivered,
  cancelled: PostingStatus.Cancelled,
  awaiting_registration: PostingStatus.AwaitingRegistration,
  acceptance_in_progress: PostingStatus.AcceptanceInProgress,
  awaiting_approve: PostingStatus.AwaitingApprove,
  arbitration: PostingStatus.Arbitration,
  client_arbitration: PostingStatus.ClientArbitration,
  driver_pickup: PostingStatus.DriverPickup,
  not_accepted: PostingStatus.NotAccepted,
  sent_by_seller: PostingStatus.SentBySeller,
};

export const postingStatusOf = (status: string): PostingStatus => STATUS_OF[status] ?? PostingStatus.Unknown;

/** rFBS postings are the seller's own delivery: Ozon says so in the delivery method's name or type. */
export function fbsOrderType(deliveryType: string, deliveryMethodName: string): OzonSalesOrderType {
  return /rfbs|non.?integrated/i.test(`${deliveryType} ${deliveryMethodName}`)
    ? OzonSalesOrderType.RFbs
    : OzonSalesOrderType.Fbs;
}
