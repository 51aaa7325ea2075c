import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useIntl } from 'react-intl';
import type { LocalizationIndex } from '../../../../contracts/reports.js';

/** The localization index today, its change over a week, and its history as a trend line. */
export function LocalizationCard({ history }: { history: LocalizationIndex[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const latest = history.at(-1);
  const weekBefore = history.length > 7 ? history[history.length - 8] : undefined;
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const points = latest && weekBefore ? latest.Value - weekBefore.Value : null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('overview.localization.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t('overview.localization.title')}
      </Typography>
      {latest ? (
        <>
          <Typography variant="h5" component="div" data-value>
            {percent(latest.Value)}
          </Typography>
          <Typography
            variant="caption"
            component="div"
            color={points === null || points === 0 ? 'text.secondary' : points > 0 ? 'success.main' : 'error.main'}
          >
            {points === null
              ? t('overview.noComparison')
              : t('overview.localization.change', {
                  change: intl.formatNumber(points, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
                })}
          </Typography>
          <SparkLineChart
            data={history.map((entry) => entry.Value)}
            height={60}
            // The trend, not the distance from zero: the axis spans the values seen.
            yAxis={{
              min: Math.max(0, Math.min(...history.map((entry) => entry.Value)) - 5),
              max: Math.min(100, Math.max(...history.map((entry) => entry.Value)) + 5),
            }}
            area
            showHighlight
            showTooltip
            valueFormatter={(value) => (value === null ? '' : percent(value))}
          />
          <Typography variant="caption" color="text.secondary" component="div">
            {t(latest.Source === 'Ozon' ? 'overview.localization.fromOzon' : 'overview.localization.estimated')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('overview.localization.none')}
        </Typography>
      )}
    </Paper>
  );
}
