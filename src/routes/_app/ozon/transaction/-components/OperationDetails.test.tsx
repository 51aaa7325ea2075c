// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionType } from '../../../../../../contracts/enums.js';
import type { OzonOperation } from '../../../../../../contracts/operations.js';
import { testIntl } from '../../../../../test/intl.js';
import { OperationDetails } from './OperationDetails.js';

const intl = testIntl('ru');
const t = (id: string) => intl.formatMessage({ id });
const money = (value: number) =>
  intl.formatNumber(value, { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });

const operation = (extra: Partial<OzonOperation>): OzonOperation => ({
  ID: 1,
  Date: '2026-10-05T21:00:00Z',
  OperationType: 'OperationAgentDeliveredToCustomer',
  TransactionType: TransactionType.Orders,
  AccrualType: 'POSTING',
  CurrencyCode: 'RUB',
  Amount: 0,
  AccrualsForSale: 0,
  SaleCommission: 0,
  DeliveryCharge: 0,
  ReturnDeliveryCharge: 0,
  PostingNumber: null,
  SalesOrderID: null,
  Services: [],
  ...extra,
});

/** The panel's table of that name as [name, amount in kopecks] per row. */
function lines(tableName: string): [string, number][] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === 2)
    .map((row) => {
      const [name, amount] = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
      // «−9 373,78 ₽» → −937378: the figure as the seller reads it, back to kopecks.
      const kopecks = Number(
        amount!
          .replace(/[^\d,−-]/g, '')
          .replace('−', '-')
          .replace(',', ''),
      );
      return [name!, kopecks];
    });
}

function show(opened: OzonOperation) {
  render(
    <IntlProvider locale="ru" messages={intl.messages}>
      <OperationDetails operation={opened} onClose={() => {}} />
    </IntlProvider>,
  );
}

const sum = (rows: [string, number][]) => rows.reduce((total, [, kopecks]) => total + kopecks, 0);

afterEach(cleanup);

describe('the finance operation panel', () => {
  it('puts a storage charge under the services, as the reconciliation does, in a line named by its type', () => {
    show(
      operation({
        OperationType: 'OperationMarketplaceServiceStorage',
        TransactionType: TransactionType.Services,
        AccrualType: 'NON_ITEM',
        Amount: -9373.78,
      }),
    );
    const figures = lines(t('operation.details.figures'));
    expect(figures).toEqual([
      [t('reconciliation.totals.AccrualsForSale'), 0],
      [t('reconciliation.totals.SaleCommission'), 0],
      [t('reconciliation.totals.Services'), -937378],
      [t('reconciliation.totals.Amount'), -937378],
    ]);
    expect(screen.queryByText(t('operation.details.noServices'))).toBeNull();
    const services = lines(t('operation.details.services'));
    expect(services).toEqual([[t('operation.type.OperationMarketplaceServiceStorage'), -937378]]);
    expect(screen.getByRole('table', { name: t('operation.details.services') }).textContent).toContain(money(-9373.78));
  });

  it("adds a sale's lines up to its total to the kopeck, the part Ozon does not list under its type", () => {
    show(
      operation({
        Amount: 766.49,
        AccrualsForSale: 1000,
        SaleCommission: -150,
        DeliveryCharge: -83.5,
        Services: [
          { Type: 'MarketplaceServiceItemDirectFlowLogistic', Price: -63.5 },
          { Type: 'MarketplaceServiceItemDelivToCustomer', Price: -20 },
        ],
      }),
    );
    const figures = lines(t('operation.details.figures'));
    const total = figures.pop()!;
    expect(total).toEqual([t('reconciliation.totals.Amount'), 76649]);
    expect(sum(figures)).toBe(76649);
    const services = lines(t('operation.details.services'));
    expect(services).toEqual([
      [t('operation.service.MarketplaceServiceItemDirectFlowLogistic'), -6350],
      [t('operation.service.MarketplaceServiceItemDelivToCustomer'), -2000],
      [t('operation.type.OperationAgentDeliveredToCustomer'), -1],
    ]);
    expect(sum(services)).toBe(figures.find(([name]) => name === t('reconciliation.totals.Services'))![1]);
  });

  it('says there are no services when the sale and commission make the whole total', () => {
    show(operation({ Amount: 850, AccrualsForSale: 1000, SaleCommission: -150 }));
    expect(screen.getByText(t('operation.details.noServices'))).toBeTruthy();
  });
});
