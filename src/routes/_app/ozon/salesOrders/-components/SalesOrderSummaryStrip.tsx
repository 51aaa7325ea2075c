import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { SalesOrderSummary } from '../../../../../../contracts/salesOrders.js';
import { SummaryFigure as Figure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';

/** What the filtered orders add up to (docs/orders.md): counts of orders and units, money per currency. */
export function SalesOrderSummaryStrip({ summary }: { summary: SalesOrderSummary }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const number = (value: number) => intl.formatNumber(value);
  const units = (value: number) => t('salesOrder.summary.units', { count: value });
  const money = (value: number, currency: string) =>
    intl.formatNumber(value, { style: 'currency', currency, minimumFractionDigits: 2 });
  return (
    <SummaryStrip label={t('salesOrder.summary.title')}>
      <Figure
        label={t('salesOrder.summary.orders')}
        value={number(summary.FilteredOrderCount)}
        detail={t('salesOrder.summary.ofTotal', { total: number(summary.TotalOrderCount) })}
      />
      <Figure label={t('salesOrder.summary.products')} value={number(summary.FilteredProductCount)} />
      <Figure
        label={t('salesOrder.summary.finalized')}
        value={number(summary.FinalizedOrderCount)}
        detail={units(summary.FinalizedProductCount)}
      />
      <Figure
        label={t('salesOrder.summary.cancelled')}
        value={number(summary.CancelledOrderCount)}
        detail={units(summary.CancelledProductCount)}
      />
      <Figure
        label={t('salesOrder.summary.nonLocal')}
        value={number(summary.NonLocalOrderCount)}
        detail={units(summary.NonLocalProductCount)}
      />
      <Figure
        label={t('salesOrder.summary.returned')}
        value={number(summary.ReturnedOrderCount)}
        detail={units(summary.ReturnedProductCount)}
      />
      {/* Units handed back of cancelled postings: already among the cancelled, so not returns (docs/money.md). */}
      <Figure
        label={t('salesOrder.summary.refused')}
        value={number(summary.RefusedOrderCount)}
        detail={units(summary.RefusedProductCount)}
      />
      {summary.Sums.map((sums) => (
        <Fragment key={sums.Currency}>
          <Figure label={t('salesOrder.summary.sales')} value={money(sums.TotalSales, sums.Currency)} />
          <Figure label={t('salesOrder.summary.finalizedSales')} value={money(sums.FinalizedSales, sums.Currency)} />
          <Figure label={t('salesOrder.summary.amount')} value={money(sums.Amount, sums.Currency)} />
          <Figure label={t('salesOrder.summary.returns')} value={money(sums.Returns, sums.Currency)} />
          <Figure label={t('salesOrder.summary.refusals')} value={money(sums.Refusals, sums.Currency)} />
        </Fragment>
      ))}
    </SummaryStrip>
  );
}
