/**
 * Accrual types onto the Operation model: which transaction-list operations (operation_type) an
 * accrual type's amounts belong to and as what — the sale (accruals_for_sale), Ozon's commission
 * (sale_commission), a service inside the operation (with its name) or the operation's whole
 * amount. Keyed by the accrual type's name, which is stable where ids are not documented.
 */
export const ACCRUAL_VOCABULARY: Record<
  string,
  {
    operationTypes: string[];
    field: 'accruals_for_sale' | 'sale_commission' | 'service' | 'amount';
    service?: string;
    /** A delivery service: to the buyer (the operation's delivery charge) or back (its return delivery). */
    delivery?: 'direct' | 'return';
  }
> = {
  Acquiring: { operationTypes: ['MarketplaceRedistributionOfAcquiringOperation'], field: 'amount' },
  SaleAmount: { operationTypes: ['OperationAgentDeliveredToCustomer'], field: 'accruals_for_sale' },
  SaleCommission: { operationTypes: ['OperationAgentDeliveredToCustomer'], field: 'sale_commission' },
  ReturnAmount: { operationTypes: ['ClientReturnAgentOperation'], field: 'accruals_for_sale' },
  ReturnCommission: { operationTypes: ['ClientReturnAgentOperation'], field: 'sale_commission' },
  Storage: { operationTypes: ['OperationMarketplaceServiceStorage'], field: 'amount' },
  // Charged on delivery, and again (with the way back) for a refusal or a cancellation after shipping.
  Logistic: {
    operationTypes: ['OperationAgentDeliveredToCustomer', 'OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemDirectFlowLogistic',
    delivery: 'direct',
  },
  LastMile: {
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'service',
    service: 'MarketplaceServiceItemDelivToCustomer',
    delivery: 'direct',
  },
  DropoffPVZ: {
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'service',
    service: 'MarketplaceServiceItemDropoffPVZ',
  },
  ReverseLogistic: {
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnFlowLogistic',
    delivery: 'return',
  },
  ReturnProcessing: {
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnAfterDelivToCustomer',
  },
  CancellationProcessing: {
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnNotDelivToCustomer',
  },
  NonRedemptionProcessing: {
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnPartGoodsCustomer',
  },
  PayPerClick: { operationTypes: ['OperationElectronicServicesPromotionInSearch'], field: 'amount' },
  MarketingActions: { operationTypes: ['MarketplaceMarketingActionCostOperation'], field: 'amount' },
  PremiumSubscription: { operationTypes: ['OperationSubscriptionPremium'], field: 'amount' },
  CrossDocking: { operationTypes: ['OperationMarketplaceCrossDockServiceWriteOff'], field: 'amount' },
  LostGoodsCompensation: { operationTypes: ['OperationLackWriteOff'], field: 'amount' },
};

type Kind = 'Orders' | 'Returns' | 'Services' | 'Compensation' | 'TransferDelivery' | 'Other';

/**
 * Ozon's operation types (the transaction list's operation_type) by the kind of transaction Ozon
 * filed them under (its transaction_type). An operation type missing here counts as Other.
 */
export const OPERATION_KINDS: Record<string, Kind> = {
  OperationAgentDeliveredToCustomer: 'Orders',
  OperationAgentDeliveredToCustomerCanceled: 'Orders',
  OperationAgentStornoDeliveredToCustomer: 'Orders',
  OperationRFBS: 'Orders',
  ClientReturnAgentOperation: 'Returns',
  OperationItemReturn: 'Returns',
  OperationReturnGoodsFBSofRMS: 'Returns',
  MarketplaceSellerReexposureDeliveryReturnOperation: 'Returns',
  MarketplaceSellerShippingCompensationReturnOperation: 'Returns',
  OperationMarketplaceServiceStorage: 'Services',
  OperationElectronicServicesPromotionInSearch: 'Services',
  MarketplaceMarketingActionCostOperation: 'Services',
  OperationSubscriptionPremium: 'Services',
  OperationMarketplaceCrossDockServiceWriteOff: 'Services',
  OperationMarketplaceServicePremiumCashback: 'Services',
  OperationMarketplaceServiceItemElectronicServicesBrandShelf: 'Services',
  OperationElectronicServiceStencil: 'Services',
  OperationMarketplaceAgencyFeeAggregator: 'Services',
  MarketplaceSaleReviewsOperation: 'Services',
  OperationMarketplaceWithHoldingForUndeliverableGoods: 'Services',
  OperationLackWriteOff: 'Compensation',
  OperationDefectiveWriteOff: 'Compensation',
  MarketplaceSellerCompensationOperation: 'Compensation',
  OperationClaim: 'Compensation',
  OperationCorrectionSeller: 'Other',
  OperationSetOff: 'Other',
  MarketplaceRedistributionOfAcquiringOperation: 'Other',
};
