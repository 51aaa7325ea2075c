import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { LatestSalesReport } from '../../../../contracts/reports.js';
import { sellerDays } from '../../../app/sellerDays.js';
import { AppLink } from '../../../screens/AppLink.js';

/** The latest sales, newest first: when, which posting, what, how many, for how much, where it stands. */
export function LatestSalesTable({ sales }: { sales: LatestSalesReport['LastSales'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Paper variant="outlined" component="section" aria-label={t('overview.latest.title')} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2">
        {t('overview.latest.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('overview.latest.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('salesOrder.fields.Date')}</TableCell>
              <TableCell>{t('salesOrder.fields.Postings')}</TableCell>
              <TableCell>{t('salesOrder.fields.Products')}</TableCell>
              <TableCell align="right">{t('salesOrder.fields.Amount')}</TableCell>
              <TableCell>{t('salesOrder.fields.Status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sales.map((sale) => (
              <TableRow key={`${sale.PostingNumber} ${sale.OfferID}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {intl.formatDate(sale.Date, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                    timeZone: sellerDays().timeZone,
                  })}
                </TableCell>
                <TableCell>
                  <AppLink to="/ozon/salesOrders" search={{ posting: sale.PostingNumber }}>
                    {sale.PostingNumber}
                  </AppLink>
                </TableCell>
                <TableCell>
                  {sale.ProductName ?? sale.OfferID} × {sale.Quantity}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {intl.formatNumber(sale.Price * sale.Quantity, { style: 'currency', currency: sale.CurrencyCode })}
                </TableCell>
                <TableCell>{t(`salesOrder.status.${sale.Status}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
