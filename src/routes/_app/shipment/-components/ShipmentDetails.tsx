import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Shipment } from '../../../../../contracts/shipments.js';
import { AppLink } from '../../../../screens/AppLink.js';
import { PanelHeading } from '../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../shell/SidebarPanel.js';
import { STATE_COLOUR, stateLabel, timeslotText } from '../../ozon/supplyOrder/-components/supplyOrderColumns.js';
import { dayText } from '../../../../app/dayText.js';

/** A shipment opened from the grid: its supplies (each a link to the supply order) and the units per package. */
export function ShipmentDetails({ shipment, onClose }: { shipment: Shipment | undefined; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SidebarPanel
      id="shipment"
      titleId="shipment.details.title"
      open={shipment !== undefined}
      onClose={onClose}
      width={560}
    >
      {shipment && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PanelHeading
            title={`${dayText(shipment.Date, intl.locale)} · ${shipment.DropOffWarehouseName}`}
            subtitle={t(`shipment.channel.${shipment.Channel}`)}
            onClose={onClose}
          />
          <Typography variant="subtitle2" component="h3">
            {t('shipment.details.supplies')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('shipment.details.supplies')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('supplyOrder.fields.OzonOrderNumber')}</TableCell>
                  <TableCell>{t('supplyOrder.fields.OzonWarehouse')}</TableCell>
                  <TableCell>{t('supplyOrder.fields.Timeslot')}</TableCell>
                  <TableCell align="right">{t('supplyOrder.item.quantity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shipment.Supplies.map((supply) => (
                  <TableRow key={supply.SupplyOrderID}>
                    <TableCell>
                      <AppLink
                        to="/ozon/supplyOrder"
                        search={{ number: supply.OzonOrderNumber, order: supply.SupplyOrderID }}
                      >
                        {supply.OzonOrderNumber}
                      </AppLink>
                      <Box>
                        <Chip
                          size="small"
                          color={STATE_COLOUR[supply.State]}
                          label={stateLabel(intl, { State: supply.State, Status: '' })}
                          sx={{ mt: 0.5 }}
                        />
                      </Box>
                    </TableCell>
                    <TableCell>{supply.StorageWarehouse?.Name ?? '—'}</TableCell>
                    <TableCell>{timeslotText(intl, supply.TimeslotFrom, null)}</TableCell>
                    <TableCell align="right">{intl.formatNumber(supply.Quantity)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" component="h3">
            {t('shipment.details.packages')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('shipment.details.packages')}>
              <TableBody>
                {shipment.Packages.map((pkg) => (
                  <TableRow key={`${pkg.ProductPackageID ?? pkg.Name}`}>
                    <TableCell>{pkg.ProductPackage?.Name ?? pkg.Name}</TableCell>
                    <TableCell align="right">{intl.formatNumber(pkg.Quantity)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
    </SidebarPanel>
  );
}
