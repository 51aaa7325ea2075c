import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a summary: its name above, the value below, a detail (units, change) beneath in small type. */
export function SummaryFigure({
  label,
  value,
  detail,
  detailColor = 'text.secondary',
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  detailColor?: string;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-value sx={{ lineHeight: 1.3 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color={detailColor} component="div">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** A strip of figures above a grid or a chart: what the filtered set adds up to. */
export function SummaryStrip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}
    >
      {children}
    </Paper>
  );
}
