import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ReconciliationReport } from '../../../../../../contracts/reconciliation.js';
import { operationTypeName } from '../../transaction/-components/operationNames.js';

const FIGURES = ['Count', 'AccrualsForSale', 'SaleCommission', 'Services', 'Amount'] as const;

/** The period's operations per type: what the discrepancies sit among. */
export function OperationTypeTotals({ totals }: { totals: ReconciliationReport['OperationTotals'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = (figure: (typeof FIGURES)[number], value: number, currency: string) =>
    figure === 'Count'
      ? intl.formatNumber(value)
      : intl.formatNumber(value, { style: 'currency', currency, minimumFractionDigits: 2 });
  return (
    <Paper variant="outlined" component="section" aria-label={t('reconciliation.totals.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t('reconciliation.totals.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('reconciliation.totals.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('operation.fields.OperationType')}</TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure} align="right">
                  {t(`reconciliation.totals.${figure}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.map((total) => (
              <TableRow key={`${total.OperationType} ${total.Currency}`}>
                <TableCell title={total.OperationType}>{operationTypeName(intl, total.OperationType)}</TableCell>
                {FIGURES.map((figure) => (
                  <TableCell key={figure} align="right">
                    {text(figure, total[figure], total.Currency)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
