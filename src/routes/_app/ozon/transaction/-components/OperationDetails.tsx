import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { serviceParts, servicesOf } from '../../../../../../contracts/operationParts.js';
import type { OzonOperation } from '../../../../../../contracts/operations.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { operationTypeName, serviceName } from './operationNames.js';

/**
 * An operation opened from the grid, beside it: what its total is made of, under the reconciliation's
 * names (sale, commission, services), and the services line by line. Whatever of the services Ozon does
 * not list (a storage charge lists none) is a line named by the operation's type, so the figures add up
 * to «Итого» and the services to «Услуги», to the kopeck.
 */
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
        ['Services', servicesOf(operation)],
        ['Amount', operation.Amount],
      ]
    : [];
  const services = operation ? serviceParts(operation) : { Listed: [], Rest: 0 };
  const serviceRows: { key: string; title?: string; name: string; price: number }[] = operation
    ? [
        ...services.Listed.map((service) => ({
          key: service.Type,
          title: service.Type,
          name: serviceName(intl, service.Type),
          price: service.Price,
        })),
        ...(services.Rest === 0
          ? []
          : [{ key: 'rest', name: operationTypeName(intl, operation.OperationType), price: services.Rest }]),
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
                {intl.formatDate(operation.Date)} · №&nbsp;{operation.ID}
                {operation.PostingNumber && ` · ${operation.PostingNumber}`}
              </>
            }
            onClose={onClose}
          />
          <TableContainer>
            <Table size="small" sx={{ mt: 2 }} aria-label={t('operation.details.figures')}>
              <TableBody>
                {rows.map(([field, value]) => (
                  <TableRow key={field}>
                    <TableCell sx={field === 'Amount' ? { fontWeight: 600 } : undefined}>
                      {t(`reconciliation.totals.${field}`)}
                    </TableCell>
                    <TableCell align="right" sx={field === 'Amount' ? { fontWeight: 600 } : undefined}>
                      {money(value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
            {t('operation.details.services')}
          </Typography>
          {serviceRows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('operation.details.noServices')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('operation.details.services')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('operation.details.service')}</TableCell>
                    <TableCell align="right">{t('operation.details.price')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {serviceRows.map((service) => (
                    <TableRow key={service.key}>
                      <TableCell title={service.title}>{service.name}</TableCell>
                      <TableCell align="right">{money(service.price)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </SidebarPanel>
  );
}
