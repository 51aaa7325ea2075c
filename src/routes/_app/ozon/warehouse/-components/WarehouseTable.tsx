import Edit from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import type { OzonWarehouse } from '../../../../../../contracts/ozonWarehouses.js';

type Row = Omit<OzonWarehouse, 'WarehouseCluster'>;

const STATUS_COLOUR = {
  [OzonWarehouseStatus.New]: 'info',
  [OzonWarehouseStatus.Ready]: 'success',
  [OzonWarehouseStatus.Missing]: 'error',
} as const;

/** The warehouses of one cluster: type, status, aliases (the other names a place goes by), address. */
export function WarehouseTable({ warehouses, onEdit }: { warehouses: Row[]; onEdit: (warehouse: Row) => void }) {
  const intl = useIntl();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {['name', 'type', 'status', 'aliases', 'address'].map((column) => (
            <TableCell key={column}>
              <FormattedMessage id={`warehouse.fields.${column}`} />
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {warehouses.map((warehouse) => (
          <TableRow key={warehouse.ID} hover>
            <TableCell sx={{ fontWeight: 500 }}>
              {warehouse.Name}
              {warehouse.Standalone && (
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ ml: 1 }}
                  label={intl.formatMessage({ id: 'warehouse.standalone' })}
                />
              )}
            </TableCell>
            <TableCell>
              {intl.formatMessage({
                id: warehouse.SellerWarehouse ? 'warehouse.seller' : `warehouse.type.${warehouse.Type}`,
              })}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATUS_COLOUR[warehouse.Status]}
                label={intl.formatMessage({ id: `warehouse.status.${warehouse.Status}` })}
              />
            </TableCell>
            <TableCell>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {warehouse.Aliases.map((alias) => (
                  <Chip key={alias} size="small" label={alias} />
                ))}
              </Stack>
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', maxWidth: 360 }}>{warehouse.Address ?? '—'}</TableCell>
            <TableCell align="right">
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'warehouse.edit' }, { name: warehouse.Name })}
                onClick={() => onEdit(warehouse)}
              >
                <Edit fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
