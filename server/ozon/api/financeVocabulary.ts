/**
 * Accrual types onto the Operation model: which transaction-list operations (operation_type) an
 * accrual type's amounts belong to and as what — the sale (accruals_for_sale), Ozon's commission
 * (sale_commission), a service inside the operation (with its name) or the operation's whole
 * amount. Keyed by the accrual type's name, which is stable where ids are not documented.
 */
export const ACCRUAL_VOCABULARY: Record<
  string,
  { operationTypes: string[]; field: 'accruals_for_sale' | 'sale_commission' | 'service' | 'amount'; service?: string }
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
  },
  LastMile: {
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'service',
    service: 'MarketplaceServiceItemDelivToCustomer',
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
