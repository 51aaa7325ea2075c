import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntlShape } from 'react-intl';
import type { WarehouseAvailability } from '../../../../../../contracts/supplyPlanning.js';
import { countColumn, decimalColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import type { ClusterHeaderRow, ClusterReportRow } from './clusterReportGrouping.js';

export const AVAILABILITY_COLOUR: Record<WarehouseAvailability, 'success' | 'warning' | 'error' | 'default'> = {
  Open: 'success',
  Overloaded: 'warning',
  Closed: 'error',
  Unknown: 'default',
};

/** A cluster's header across the row: name, whether it takes supplies (and which warehouses do not), totals. */
function ClusterHeader({ row, intl }: { row: ClusterHeaderRow; intl: IntlShape }) {
  const unavailable = row.unavailable
    .map(
      (warehouse) =>
        `${warehouse.Name}: ${intl.formatMessage({ id: `supplyPlanning.availability.${warehouse.Availability}` })}`,
    )
    .join('; ');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 600 }} noWrap>
        {row.name}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={AVAILABILITY_COLOUR[row.availability]}
        label={intl.formatMessage({ id: `supplyPlanning.availability.${row.availability}` })}
        title={unavailable || undefined}
      />
      {unavailable && (
        <Typography component="span" variant="body2" color="warning.main" noWrap title={unavailable}>
          {unavailable}
        </Typography>
      )}
      <Typography component="span" variant="body2" color="text.secondary" noWrap>
        {intl.formatMessage(
          { id: 'clusterReport.groupTotals' },
          { packages: row.packages, from: intl.formatNumber(row.shipmentFrom), to: intl.formatNumber(row.shipmentTo) },
        )}
      </Typography>
    </Stack>
  );
}

/** The package rows' figures; a cluster's header spans the whole row. */
export function clusterReportColumns(intl: IntlShape): FormattedColDef<ClusterReportRow>[] {
  const header = (field: string) => intl.formatMessage({ id: `clusterReport.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  const count = (field: string, width = 105) =>
    countColumn<ClusterReportRow>(intl, { field, headerName: header(field), width, ...plain });
  return [
    {
      field: 'Name',
      headerName: header('Name'),
      flex: 1.5,
      minWidth: 240,
      ...plain,
      colSpan: (_value, row) => (row.kind === 'cluster' ? 100 : 1),
      valueGetter: (_value, row) => (row.kind === 'cluster' ? row.name : row.Name),
      renderCell: ({ row, value }) =>
        row.kind === 'cluster' ? <ClusterHeader row={row} intl={intl} /> : (value as string),
    },
    {
      field: 'Cluster',
      headerName: header('Cluster'),
      width: 150,
      ...plain,
      valueGetter: (_value, row) => (row.kind === 'cluster' ? row.name : row.Cluster.Name),
    },
    count('ShipmentAmountFrom', 120),
    count('ShipmentAmountTo', 120),
    decimalColumn<ClusterReportRow>(
      intl,
      { field: 'StockInDays', headerName: header('StockInDays'), width: 110, ...plain },
      1,
    ),
    count('SalesCount'),
    decimalColumn<ClusterReportRow>(
      intl,
      { field: 'SalesRate', headerName: header('SalesRate'), width: 110, ...plain },
      2,
    ),
    count('AvailableQuantity'),
    count('ReservedQuantity'),
    count('InTransitQuantity'),
    count('MinimalStock'),
    count('PreparationDays'),
  ];
}
