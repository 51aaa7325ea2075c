import { TransactionType } from '../../contracts/enums.js';
import type { OperationFromOzon } from '../operations/accrualOperation.js';

/** A sale's accrual as the operations importer hands it over: the whole amount for the goods, no charges. */
export const saleOperation = (id: number, date: string | Date, amount: number): OperationFromOzon => ({
  id,
  date: new Date(date),
  operationType: 'OperationAgentDeliveredToCustomer',
  transactionType: TransactionType.Orders,
  accrualType: 'POSTING',
  currencyCode: 'RUB',
  amount,
  accrualsForSale: amount,
  saleCommission: 0,
  deliveryCharge: 0,
  returnDeliveryCharge: 0,
  postingNumber: null,
  unitNumber: '',
  services: [],
});
