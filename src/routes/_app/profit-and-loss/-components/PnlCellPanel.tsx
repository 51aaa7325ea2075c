import { screenText } from '../../../../grids/formatters.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { PnlCellRequest } from '../../../../../contracts/profitAndLoss.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { pnlCellQuery } from '../../../../queries/profitAndLoss.js';
import { PanelHeading } from '../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../shell/SidebarPanel.js';
import { operationTypeName } from '../../ozon/transaction/-components/operationNames.js';
import { dayText } from '../../../../app/dayText.js';

/** The cell a seller opened: the request for it and what to call it. */
export interface OpenedCell {
  request: PnlCellRequest;
  rowLabel: string;
}

/** Ozon's accrual type in the interface language; the goods' batch (or an unknown type) as it is. */
const sourceName = (intl: IntlShape, source: string) =>
  intl.messages[`pnl.fee.${source}`] ? intl.formatMessage({ id: `pnl.fee.${source}` }) : source;

/** What one cell of the P&L adds up: each accrual line (or batch of goods) with its posting and day. */
export function PnlCellPanel({ cell, onClose }: { cell: OpenedCell | null; onClose: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const query = useQuery({ ...pnlCellQuery(api, cell?.request ?? ({} as PnlCellRequest)), enabled: cell !== null });
  // The grid's own money text, so the strip, the notices and the cells read alike.
  const money = (value: number) => screenText({ kind: 'money' }, value, intl.locale);
  const data = query.data;
  return (
    <SidebarPanel id="pnl-cell" titleId="pnl.cell.title" open={cell !== null} onClose={onClose} width={560}>
      {cell && (
        <Box>
          <PanelHeading
            title={`${t(`pnl.fields.${cell.request.Line}`)} · ${cell.rowLabel}`}
            subtitle={`${dayText(cell.request.DateFrom, intl.locale)} – ${dayText(cell.request.DateTo, intl.locale)}`}
            onClose={onClose}
          />
          {query.isFetching && <LinearProgress sx={{ mt: 1 }} />}
          {query.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {describeError(query.error, intl)}
            </Alert>
          )}
          {data && (
            <>
              <Typography variant="body2" sx={{ mt: 2 }} data-sum={data.Sum}>
                {t('pnl.cell.summary', { count: data.TotalCount, sum: money(data.Sum) })}
              </Typography>
              {data.TotalCount > data.Items.length && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('pnl.cell.firstOnly', { shown: data.Items.length })}
                </Typography>
              )}
              <TableContainer>
                <Table size="small" sx={{ mt: 1 }} aria-label={t('pnl.cell.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('pnl.cell.date')}</TableCell>
                      <TableCell>{t('pnl.cell.posting')}</TableCell>
                      <TableCell>{t(cell.request.Line === 'Cost' ? 'pnl.cell.batch' : 'pnl.cell.fee')}</TableCell>
                      <TableCell align="right">{t('pnl.cell.units')}</TableCell>
                      <TableCell align="right">{t('pnl.cell.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.Items.map((item, index) => (
                      <TableRow key={`${item.OperationID ?? item.PostingNumber}-${item.Sku}-${item.Source}-${index}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(item.Date, intl.locale)}</TableCell>
                        <TableCell
                          sx={{ whiteSpace: 'nowrap' }}
                          title={item.OperationType ? operationTypeName(intl, item.OperationType) : undefined}
                        >
                          {item.PostingNumber ?? (item.OperationID !== null ? `№ ${item.OperationID}` : '')}
                        </TableCell>
                        <TableCell>{sourceName(intl, item.Source)}</TableCell>
                        <TableCell align="right">{item.Units === null ? '' : intl.formatNumber(item.Units)}</TableCell>
                        <TableCell align="right">{money(item.Amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Box>
      )}
    </SidebarPanel>
  );
}
