/**
 * Ozon's finance vocabulary as the sandbox speaks it. The retired `/v3/finance/transaction/list`
 * names operations (operation_type) and the services inside them, which is the vocabulary of the
 * product's Operation model; the newer `/v1/finance/accrual/*` methods name "accrual types" by id.
 * Every amount the sandbox charges is one accrual type, and the table below says where it lands
 * in the transaction list — that table IS the mapping of accrual types onto operation types and
 * services (the client keeps the same mapping by name in server/ozon/api/finance.ts).
 */
export type TransactionType = 'orders' | 'returns' | 'services' | 'compensation' | 'transferDelivery' | 'other';

/** The operations the sandbox produces: operation_type → its name and its transaction type. */
export const OPERATION_TYPES = {
  OperationAgentDeliveredToCustomer: { name: 'Доставка покупателю', type: 'orders' },
  MarketplaceRedistributionOfAcquiringOperation: { name: 'Оплата эквайринга', type: 'other' },
  ClientReturnAgentOperation: { name: 'Получение возврата, отмены, невыкупа от покупателя', type: 'returns' },
  OperationItemReturn: { name: 'Доставка и обработка возврата, отмены, невыкупа', type: 'returns' },
  OperationMarketplaceServiceStorage: { name: 'Услуга размещения товаров на складе', type: 'services' },
  OperationElectronicServicesPromotionInSearch: { name: 'Услуга «Продвижение в поиске»', type: 'services' },
  MarketplaceMarketingActionCostOperation: { name: 'Услуги продвижения товаров', type: 'services' },
  OperationSubscriptionPremium: { name: 'Подписка Premium', type: 'services' },
  OperationMarketplaceCrossDockServiceWriteOff: {
    name: 'Доставка товаров на склад Ozon (кросс-докинг)',
    type: 'services',
  },
  OperationLackWriteOff: { name: 'Компенсация за утерянный на складе товар', type: 'compensation' },
} as const satisfies Record<string, { name: string; type: TransactionType }>;
export type OperationType = keyof typeof OPERATION_TYPES;

/** Where an accrual's amount goes in a transaction-list operation. */
export type OperationField = 'accruals_for_sale' | 'sale_commission' | 'service' | 'amount';

export interface AccrualType {
  id: number;
  /** Ozon's names are Latin identifiers ("Acquiring", "Logistic"); the description is Russian. */
  name: string;
  description: string;
  /** Mapping onto the transaction list: the operation(s) it appears in and as what. */
  operationTypes: OperationType[];
  field: OperationField;
  /** For field 'service': the service name in the operation's `services`. */
  service?: string;
}

export const ACCRUAL_TYPES = [
  {
    id: 1,
    name: 'Acquiring',
    description: 'Оплата эквайринга',
    operationTypes: ['MarketplaceRedistributionOfAcquiringOperation'],
    field: 'amount',
  },
  {
    id: 2,
    name: 'SaleAmount',
    description: 'Выручка от продажи товара покупателю',
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'accruals_for_sale',
  },
  {
    id: 3,
    name: 'SaleCommission',
    description: 'Вознаграждение Ozon за продажу',
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'sale_commission',
  },
  {
    id: 4,
    name: 'ReturnAmount',
    description: 'Возврат выручки за товар, который вернул покупатель',
    operationTypes: ['ClientReturnAgentOperation'],
    field: 'accruals_for_sale',
  },
  {
    id: 5,
    name: 'ReturnCommission',
    description: 'Возврат вознаграждения Ozon за возвращённый товар',
    operationTypes: ['ClientReturnAgentOperation'],
    field: 'sale_commission',
  },
  {
    id: 12,
    name: 'Storage',
    description: 'Размещение товаров на складах Ozon',
    operationTypes: ['OperationMarketplaceServiceStorage'],
    field: 'amount',
  },
  {
    id: 32,
    name: 'Logistic',
    description: 'Логистика: доставка товара со склада до места выдачи',
    operationTypes: ['OperationAgentDeliveredToCustomer', 'OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemDirectFlowLogistic',
  },
  {
    id: 33,
    name: 'LastMile',
    description: 'Последняя миля: доставка покупателю в пункт выдачи, постамат или курьером',
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'service',
    service: 'MarketplaceServiceItemDelivToCustomer',
  },
  {
    id: 34,
    name: 'DropoffPVZ',
    description: 'Обработка отправления в пункте приёма',
    operationTypes: ['OperationAgentDeliveredToCustomer'],
    field: 'service',
    service: 'MarketplaceServiceItemDropoffPVZ',
  },
  {
    id: 35,
    name: 'ReverseLogistic',
    description: 'Обратная логистика: доставка возврата, отмены или невыкупа на склад',
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnFlowLogistic',
  },
  {
    id: 36,
    name: 'ReturnProcessing',
    description: 'Обработка возврата от покупателя',
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnAfterDelivToCustomer',
  },
  {
    id: 37,
    name: 'CancellationProcessing',
    description: 'Обработка отмены после отгрузки',
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnNotDelivToCustomer',
  },
  {
    id: 38,
    name: 'NonRedemptionProcessing',
    description: 'Обработка невыкупа',
    operationTypes: ['OperationItemReturn'],
    field: 'service',
    service: 'MarketplaceServiceItemReturnPartGoodsCustomer',
  },
  {
    id: 41,
    name: 'PayPerClick',
    description: 'Продвижение в поиске: оплата за клик',
    operationTypes: ['OperationElectronicServicesPromotionInSearch'],
    field: 'amount',
  },
  {
    id: 54,
    name: 'MarketingActions',
    description: 'Услуги продвижения товаров: участие в акциях',
    operationTypes: ['MarketplaceMarketingActionCostOperation'],
    field: 'amount',
  },
  {
    id: 60,
    name: 'PremiumSubscription',
    description: 'Подписка Premium для продавцов',
    operationTypes: ['OperationSubscriptionPremium'],
    field: 'amount',
  },
  {
    id: 61,
    name: 'CrossDocking',
    description: 'Доставка товаров на склад Ozon по схеме кросс-докинга',
    operationTypes: ['OperationMarketplaceCrossDockServiceWriteOff'],
    field: 'amount',
  },
  {
    id: 70,
    name: 'LostGoodsCompensation',
    description: 'Компенсация за утерянный на складе товар',
    operationTypes: ['OperationLackWriteOff'],
    field: 'amount',
  },
] as const satisfies readonly AccrualType[];

export type AccrualName = (typeof ACCRUAL_TYPES)[number]['name'];

const BY_NAME = new Map<string, AccrualType>(ACCRUAL_TYPES.map((type) => [type.name, type]));
export const accrualType = (name: AccrualName): AccrualType => BY_NAME.get(name)!;
