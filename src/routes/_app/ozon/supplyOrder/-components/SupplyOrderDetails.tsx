import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonSupplyOrder } from '../../../../../../contracts/supplyOrders.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { supplyCommands, supplyKeys } from '../../../../../queries/supplies.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { WarehousePicker } from '../../../../../screens/WarehousePicker.js';
import { STATE_COLOUR, stateLabel, timeslotText } from './supplyOrderColumns.js';

/** A supply order opened from the grid: its items per storage warehouse, and its cross-dock warehouse to set. */
export function SupplyOrderDetails({ order, onClose }: { order: OzonSupplyOrder | undefined; onClose: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string) => intl.formatMessage({ id });
  const stored = order?.OzonCrossDockWarehouseID ?? null;
  const [crossDock, setCrossDock] = useState<number | null>(stored);
  // Another order opened, or the stored warehouse changed: the choice starts from it again.
  const [shown, setShown] = useState({ id: order?.ID, stored });
  if (shown.id !== order?.ID || shown.stored !== stored) {
    setShown({ id: order?.ID, stored });
    setCrossDock(stored);
  }
  const save = useRecordMutation(
    (warehouseId: number) => supplyCommands(api).setCrossDockWarehouse(order!.ID, warehouseId),
    {
      invalidate: supplyKeys.all,
      successId: 'supplyOrder.crossDockSaved',
      failureId: 'supplyOrder.crossDockSaveError',
      inlineFailure: true,
      onDone: () => undefined,
    },
  );
  return (
    <SidebarPanel
      id="supply-order"
      titleId="supplyOrder.details.title"
      open={order !== undefined}
      onClose={onClose}
      width={520}
    >
      {order && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PanelHeading
            title={`№ ${order.OzonOrderNumber}`}
            subtitle={`${timeslotText(intl, order.TimeslotFrom, order.TimeslotTo)} · ${order.DropOffWarehouseName || '—'}`}
            badge={<Chip size="small" color={STATE_COLOUR[order.State]} label={stateLabel(intl, order)} />}
            onClose={onClose}
          />
          <Box
            component="form"
            aria-label={t('supplyOrder.fields.OzonCrossDockWarehouse')}
            onSubmit={(event) => {
              event.preventDefault();
              if (crossDock !== null) save.mutate(crossDock);
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Box sx={{ flex: 1 }}>
              <WarehousePicker
                label={t('supplyOrder.fields.OzonCrossDockWarehouse')}
                value={crossDock}
                onChange={setCrossDock}
                ozonOnly
              />
            </Box>
            <Button
              type="submit"
              variant="outlined"
              disabled={crossDock === null || crossDock === order.OzonCrossDockWarehouseID || save.isPending}
              sx={{ mt: 0.25 }}
            >
              <FormattedMessage id="common.save" />
            </Button>
          </Box>
          {save.failure && <Alert severity="error">{save.failure}</Alert>}
          <Typography variant="subtitle2" component="h3">
            {t('supplyOrder.details.items')}
          </Typography>
          {order.OrderItems.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('supplyOrder.details.noItems')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('supplyOrder.details.items')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('supplyOrder.item.package')}</TableCell>
                    <TableCell>{t('supplyOrder.item.warehouse')}</TableCell>
                    <TableCell align="right">{t('supplyOrder.item.quantity')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.OrderItems.map((item) => (
                    <TableRow key={`${item.SupplyID} ${item.Sku}`}>
                      <TableCell>
                        {item.ProductPackage?.Name ?? item.Name}
                        <Typography variant="caption" color="text.secondary" component="div">
                          SKU {item.Sku}
                          {item.ProductPackageID === null && ` · ${t('supplyOrder.item.noPackage')}`}
                        </Typography>
                      </TableCell>
                      <TableCell>{item.OzonWarehouse?.Name ?? item.OzonWarehouseOzonID}</TableCell>
                      <TableCell align="right">{intl.formatNumber(item.Quantity)}</TableCell>
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
