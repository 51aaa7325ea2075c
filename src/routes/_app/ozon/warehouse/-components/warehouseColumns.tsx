import Edit from '@mui/icons-material/Edit';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import { idColumn } from '../../../../../grids/formattedColumns.js';
import type { GroupRow, Warehouse, WarehouseGridRow } from './warehouseGrouping.js';

export const STATUS_COLOUR = {
  [OzonWarehouseStatus.New]: 'info',
  [OzonWarehouseStatus.Ready]: 'success',
  [OzonWarehouseStatus.Missing]: 'error',
} as const;

const STATUSES = Object.values(OzonWarehouseStatus);

interface Handlers {
  onEdit: (warehouse: Warehouse) => void;
  onToggleGroup: (group: GroupRow) => void;
}

/** A cluster's header across the whole row: fold button, name, type, and its warehouses by status. */
function GroupHeader({ group, intl, onToggle }: { group: GroupRow; intl: IntlShape; onToggle: () => void }) {
  const label = intl.formatMessage(
    { id: group.collapsed ? 'warehouse.expand' : 'warehouse.collapse' },
    { name: group.name },
  );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <IconButton size="small" aria-label={label} aria-expanded={!group.collapsed} onClick={onToggle}>
        {group.collapsed ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
      </IconButton>
      <Typography component="span" sx={{ fontWeight: 600 }} noWrap>
        {group.name}
      </Typography>
      {group.type !== null && (
        <Chip size="small" variant="outlined" label={intl.formatMessage({ id: `cluster.type.${group.type}` })} />
      )}
      <Typography component="span" color="text.secondary" variant="body2" noWrap>
        {intl.formatMessage({ id: 'warehouse.count' }, { count: group.count })}
      </Typography>
      {STATUSES.filter((status) => group.byStatus[status] > 0).map((status) => (
        <Chip
          key={status}
          size="small"
          color={STATUS_COLOUR[status]}
          variant="outlined"
          label={`${intl.formatMessage({ id: `warehouse.status.${status}` })}: ${group.byStatus[status]}`}
        />
      ))}
    </Stack>
  );
}

/**
 * The warehouses grid: the first column holds a warehouse's edit action, or, spanning the row, its
 * cluster's header. Sorting is the grouping's (by cluster, then name), so the columns do not sort.
 */
export function warehouseColumns(intl: IntlShape, handlers: Handlers): GridColDef<WarehouseGridRow>[] {
  const header = (field: string) => intl.formatMessage({ id: `warehouse.fields.${field}` });
  const plain = { sortable: false, filterable: false, disableColumnMenu: true } as const;
  const of =
    <T,>(read: (warehouse: Warehouse) => T) =>
    (_value: unknown, row: WarehouseGridRow) =>
      row.kind === 'warehouse' ? read(row.warehouse) : null;
  const columns: GridColDef<WarehouseGridRow>[] = [
    {
      field: 'actions',
      headerName: intl.formatMessage({ id: 'grid.actions' }),
      width: 92,
      ...plain,
      colSpan: (_value, row) => (row.kind === 'group' ? columns.length : 1),
      renderCell: ({ row }) =>
        row.kind === 'group' ? (
          <GroupHeader group={row} intl={intl} onToggle={() => handlers.onToggleGroup(row)} />
        ) : (
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'warehouse.edit' }, { name: row.warehouse.Name })}
            onClick={() => handlers.onEdit(row.warehouse)}
          >
            <Edit fontSize="small" />
          </IconButton>
        ),
    },
    {
      field: 'Name',
      headerName: header('name'),
      flex: 2,
      minWidth: 200,
      ...plain,
      valueGetter: of((warehouse) => warehouse.Name),
      renderCell: ({ row, value }) =>
        row.kind === 'warehouse' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {String(value)}
            </Box>
            {row.warehouse.Standalone && (
              <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'warehouse.standalone' })} />
            )}
          </Box>
        ),
    },
    {
      field: 'Status',
      headerName: header('status'),
      width: 120,
      ...plain,
      valueGetter: of((warehouse) => warehouse.Status),
      renderCell: ({ row }) =>
        row.kind === 'warehouse' && (
          <Chip
            size="small"
            color={STATUS_COLOUR[row.warehouse.Status]}
            label={intl.formatMessage({ id: `warehouse.status.${row.warehouse.Status}` })}
          />
        ),
    },
    {
      field: 'Type',
      headerName: header('type'),
      width: 170,
      ...plain,
      valueGetter: of((warehouse) =>
        intl.formatMessage({ id: warehouse.SellerWarehouse ? 'warehouse.seller' : `warehouse.type.${warehouse.Type}` }),
      ),
    },
    idColumn<WarehouseGridRow>(intl, {
      field: 'OzonID',
      headerName: header('ozonId'),
      width: 160,
      ...plain,
      valueGetter: of((warehouse) => warehouse.OzonID),
    }),
    {
      field: 'Aliases',
      headerName: header('aliases'),
      flex: 1,
      minWidth: 160,
      ...plain,
      valueGetter: of((warehouse) => warehouse.Aliases.join(', ')),
    },
    {
      field: 'Address',
      headerName: header('address'),
      flex: 2,
      minWidth: 200,
      ...plain,
      valueGetter: of((warehouse) => warehouse.Address),
      renderCell: ({ value }) => (
        <Box component="span" sx={{ color: 'text.secondary' }} title={value ? String(value) : undefined}>
          {value ? String(value) : ''}
        </Box>
      ),
    },
  ];
  // Every header carries its full name as a tooltip, as on every grid (docs/screens.md).
  return columns.map((column) => ({ description: column.headerName, ...column }));
}
