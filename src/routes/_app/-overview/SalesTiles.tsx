import { useIntl } from 'react-intl';
import type { LatestSalesReport } from '../../../../contracts/reports.js';
import { SummaryFigure, SummaryStrip } from '../../../screens/SummaryFigures.js';
import { changeOf } from './change.js';

/** Today so far, and the last seven days against the seven before: orders, sales and Ozon's net accruals. */
export function SalesTiles({ report }: { report: LatestSalesReport }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (value: number, currency: string) =>
    intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0 });
  const change = (now: number, before: number) => {
    const fraction = changeOf(now, before);
    if (fraction === null) return { text: t('overview.noComparison'), color: 'text.secondary' };
    const percent = intl.formatNumber(fraction, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return {
      text: t('overview.againstPrevious', { change: percent }),
      color: fraction > 0 ? 'success.main' : fraction < 0 ? 'error.main' : 'text.secondary',
    };
  };
  const orders = change(report.LastWeekOrderCount, report.PreviousWeekOrderCount);
  const main = report.Sums[0];
  const income =
    report.WeekSales.find((week) => week.Currency === (report.MainCurrency ?? 'RUB')) ?? report.WeekSales[0];
  const sales = main ? change(main.LastWeekSum, main.PreviousWeekSum) : null;
  const net = income ? change(income.LastWeekIncome, income.PreviousWeekIncome) : null;
  return (
    <SummaryStrip label={t('overview.sales.title')}>
      <SummaryFigure
        label={t('overview.today')}
        value={t('overview.orders', { count: report.LastDayOrderCount })}
        detail={main ? money(main.LastDaySum, main.Currency) : undefined}
      />
      <SummaryFigure
        label={t('overview.weekOrders')}
        value={intl.formatNumber(report.LastWeekOrderCount)}
        detail={orders.text}
        detailColor={orders.color}
      />
      {report.Sums.map((sums, index) => {
        const shown = index === 0 ? sales! : change(sums.LastWeekSum, sums.PreviousWeekSum);
        return (
          <SummaryFigure
            key={sums.Currency}
            label={t('overview.weekSales')}
            value={money(sums.LastWeekSum, sums.Currency)}
            detail={shown.text}
            detailColor={shown.color}
          />
        );
      })}
      {income && net && (
        <SummaryFigure
          label={t('overview.weekIncome')}
          value={money(income.LastWeekIncome, income.Currency)}
          detail={net.text}
          detailColor={net.color}
        />
      )}
    </SummaryStrip>
  );
}
