import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { ReturnReportItem } from '../../../../../../contracts/returns.js';
import { dayText } from '../../../../../app/dayText.js';

/** Units returned and refused per day of the seller's calendar, stacked: every day of the period, none left out. */
export function ReturnsPerDayChart({ days }: { days: ReturnReportItem[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = (day: string) => dayText(day, intl.locale, { day: '2-digit', month: '2-digit' });
  return (
    <Paper variant="outlined" component="section" aria-label={t('returns.chart.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t('returns.chart.title')}
      </Typography>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: days.map((day) => label(day.Date)) }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          { data: days.map((day) => day.Quantity), label: t('returns.chart.units'), color: '#d32f2f', stack: 'units' },
          {
            data: days.map((day) => day.RefusedQuantity),
            label: t('returns.chart.refused'),
            color: '#9e9e9e',
            stack: 'units',
          },
        ]}
        margin={{ left: 0, right: 8 }}
      />
    </Paper>
  );
}
