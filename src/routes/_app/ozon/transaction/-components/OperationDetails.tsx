import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { OzonOperation } from '../../../../../../contracts/operations.js';
import { sellerDayDate } from '../../../../../app/sellerDays.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { operationTypeName, serviceName } from './operationNames.js';
import { servicesTotal } from './transactionColumns.js';

/** An operation opened from the grid: its figures and every service inside it, beside the grid. */
export function OperationDetails({ operation, onClose }: { operation: OzonOperation | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: operation?.CurrencyCode ?? 'RUB',
      minimumFractionDigits: 2,
    });
  const rows: [string, number][] = operation
    ? [
        ['AccrualsForSale', operation.AccrualsForSale],
        ['SaleCommission', operation.SaleCommission],
        ['DeliveryCharge', operation.DeliveryCharge],
        ['ReturnDeliveryCharge', operation.ReturnDeliveryCharge],
        ['ServicesTotal', servicesTotal(operation)],
        ['Amount', operation.Amount],
      ]
    : [];
  return (
    <SidebarPanel
      id="operation"
      titleId="operation.details.title"
      open={operation !== null}
      onClose={onClose}
      width={440}
    >
      {operation && (
        <Box>
          <PanelHeading
            title={operationTypeName(intl, operation.OperationType)}
            subtitle={
              <>
                {intl.formatDate(sellerDayDate(operation.Date) ?? undefined)} · №&nbsp;{operation.ID}
                {operation.PostingNumber && ` · ${operation.PostingNumber}`}
              </>
            }
            onClose={onClose}
          />
          <Table size="small" sx={{ mt: 2 }} aria-label={t('operation.details.figures')}>
            <TableBody>
              {rows.map(([field, value]) => (
                <TableRow key={field}>
                  <TableCell>{t(`operation.fields.${field}`)}</TableCell>
                  <TableCell align="right">{money(value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
            {t('operation.details.services')}
          </Typography>
          {operation.Services.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('operation.details.noServices')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('operation.details.services')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('operation.details.service')}</TableCell>
                  <TableCell align="right">{t('operation.details.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {operation.Services.map((service) => (
                  <TableRow key={service.Type}>
                    <TableCell title={service.Type}>{serviceName(intl, service.Type)}</TableCell>
                    <TableCell align="right">{money(service.Price)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </SidebarPanel>
  );
}
