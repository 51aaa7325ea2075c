import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import type { LatestSalesReport } from '../../../../contracts/reports.js';
import { dayText } from '../../../app/dayText.js';

/**
 * Sales and orders per day of the seller's calendar over the chart's days; days before `wholeFrom` (the
 * first day of the whole history) are left blank, not drawn as days without sales.
 */
export function SalesChart({ report, wholeFrom = null }: { report: LatestSalesReport; wholeFrom?: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const currency = report.MainCurrency ?? 'RUB';
  const money = (value: number | null) =>
    value === null ? '' : intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0 });
  const shown = (day: string) => wholeFrom === null || day >= wholeFrom;
  const compact = (value: number) => intl.formatNumber(value, { notation: 'compact' });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('overview.chart.title', { days: report.Days.length })}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="h2">
        {t('overview.chart.title', { days: report.Days.length })}
      </Typography>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: report.Days.map((day) => day.Date),
            valueFormatter: (day: string) => dayText(day, intl.locale, { day: '2-digit', month: '2-digit' }),
          },
        ]}
        yAxis={[
          { id: 'sales', valueFormatter: compact, width: 56 },
          { id: 'orders', position: 'right', valueFormatter: compact, width: 56 },
        ]}
        series={[
          {
            yAxisId: 'sales',
            data: report.Days.map((day) => (shown(day.Date) ? day.Sum : null)),
            label: t('overview.chart.sales', { currency }),
            valueFormatter: money,
            showMark: false,
            area: true,
          },
          {
            yAxisId: 'orders',
            data: report.Days.map((day) => (shown(day.Date) ? day.OrderCount : null)),
            label: t('overview.chart.orders'),
            showMark: false,
          },
        ]}
      />
    </Paper>
  );
}
