import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { IntlShape } from 'react-intl';
import type { SearchTerm } from '../../../../../contracts/searchTerms.js';

type HistoryItem = SearchTerm['HistoryItems'][number];

/** The month as the seller reads it: «окт 2026». */
export const monthLabel = (intl: IntlShape, item: Pick<HistoryItem, 'Year' | 'Month'>) =>
  intl.formatDate(Date.UTC(item.Year, item.Month - 1, 15), { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A line of the monthly counts in a grid cell, the last three months (the surge's half) darker. */
export function HistorySparkline({ items, label }: { items: HistoryItem[]; label: string }) {
  const theme = useTheme();
  if (items.length < 2) return null;
  const width = 110;
  const height = 26;
  const max = Math.max(...items.map((item) => item.Count), 1);
  const x = (index: number) => (index / (items.length - 1)) * (width - 2) + 1;
  const y = (count: number) => height - 2 - (count / max) * (height - 4);
  const points = items.map((item, index) => `${x(index).toFixed(1)},${y(item.Count).toFixed(1)}`);
  const recent = points.slice(-3);
  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ verticalAlign: 'middle' }}>
      <polyline points={points.join(' ')} fill="none" stroke={theme.palette.primary.light} strokeWidth={1.5} />
      <polyline points={recent.join(' ')} fill="none" stroke={theme.palette.primary.dark} strokeWidth={2} />
    </svg>
  );
}

/** Bars of the monthly counts, the last three darker, scaled to the panel's width; every other month named past a year. */
export function HistoryChart({ items, intl }: { items: HistoryItem[]; intl: IntlShape }) {
  const theme = useTheme();
  if (items.length === 0) return null;
  const barWidth = 22;
  const gap = 6;
  const chartHeight = 140;
  const width = items.length * (barWidth + gap);
  const max = Math.max(...items.map((item) => item.Count), 1);
  return (
    <Box>
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${chartHeight + 44}`}
        role="img"
        aria-label={intl.formatMessage({ id: 'searchTerm.historyChart' })}
      >
        {items.map((item, index) => {
          const barHeight = Math.max(1, (item.Count / max) * chartHeight);
          const left = index * (barWidth + gap);
          const latest = index >= items.length - 3;
          return (
            <g key={`${item.Year}-${item.Month}`}>
              <title>{`${monthLabel(intl, item)}: ${intl.formatNumber(item.Count)}`}</title>
              <rect
                x={left}
                y={chartHeight - barHeight + 14}
                width={barWidth}
                height={barHeight}
                rx={2}
                fill={latest ? theme.palette.primary.main : theme.palette.primary.light}
              />
              {(items.length <= 12 || (items.length - 1 - index) % 2 === 0) && (
                <text
                  x={left + barWidth / 2}
                  y={chartHeight + 28}
                  fontSize={10}
                  textAnchor="middle"
                  fill={theme.palette.text.secondary}
                >
                  {intl.formatDate(Date.UTC(item.Year, item.Month - 1, 15), { month: 'short', timeZone: 'UTC' })}
                </text>
              )}
              {item.Month === 1 || index === 0 ? (
                <text x={left} y={chartHeight + 42} fontSize={10} fill={theme.palette.text.secondary}>
                  {item.Year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
