/**
 * What a finance operation's amount is made of (docs/money.md, «Finance operations»). Shared by the
 * server (the totals per kind, the reconciliation's totals per type) and the web app (the grid's
 * «Услуги всего», the operation's panel), so a figure means the same wherever a seller reads it.
 */

/** The figures of an operation the parts are read from. */
export interface OperationAmounts {
  Amount: number;
  AccrualsForSale: number;
  SaleCommission: number;
  Services: { Type: string; Price: number }[];
}

const kopecks = (value: number) => Math.round(value * 100);

/**
 * The operation's services: its amount less the sale and Ozon's commission, whatever Ozon's category.
 * A storage or promotion charge has no services listed inside it: its whole amount is the service.
 */
export const servicesOf = (operation: Pick<OperationAmounts, 'Amount' | 'AccrualsForSale' | 'SaleCommission'>) =>
  (kopecks(operation.Amount) - kopecks(operation.AccrualsForSale) - kopecks(operation.SaleCommission)) / 100;

/** The services of an operation line by line: those Ozon lists, and what they leave of the services. */
export interface ServiceParts {
  Listed: { Type: string; Price: number }[];
  /** The part of the services the listed ones do not give (a storage charge: all of it); 0 when they add up. */
  Rest: number;
}

/** The listed services and the rest, so that they add up to `servicesOf` to the kopeck. */
export function serviceParts(operation: OperationAmounts): ServiceParts {
  const listed = operation.Services.filter((service) => kopecks(service.Price) !== 0);
  const listedKopecks = listed.reduce((sum, service) => sum + kopecks(service.Price), 0);
  return { Listed: listed, Rest: (kopecks(servicesOf(operation)) - listedKopecks) / 100 };
}
