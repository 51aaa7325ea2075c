import type { IntlShape } from 'react-intl';
import type { Shipment } from '../../../../../contracts/shipments.js';
import { countColumn, dateColumn, moneyColumn, type FormattedColDef } from '../../../../grids/formattedColumns.js';

/** One row per shipment: the day, how and where it goes, how much, and what it costs. */
export function shipmentColumns(intl: IntlShape): FormattedColDef<Shipment>[] {
  const header = (field: string) => intl.formatMessage({ id: `shipment.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  // The day, the counts and the costs sort on the server (FindShipments' OrderField).
  const sorted = { filterable: false } as const;
  return [
    dateColumn<Shipment>(intl, {
      field: 'Date',
      headerName: header('Date'),
      width: 110,
      ...sorted,
    }),
    {
      field: 'Channel',
      headerName: header('Channel'),
      width: 170,
      ...plain,
      valueGetter: (value: string) => intl.formatMessage({ id: `shipment.channel.${value}` }),
    },
    { field: 'DropOffWarehouseName', headerName: header('DropOffWarehouseName'), flex: 1, minWidth: 200, ...plain },
    countColumn<Shipment>(intl, {
      field: 'SupplyCount',
      headerName: header('SupplyCount'),
      width: 100,
      ...sorted,
      valueGetter: (_value, row) => row.Supplies.length,
    }),
    countColumn<Shipment>(intl, { field: 'TotalQuantity', headerName: header('TotalQuantity'), width: 110, ...sorted }),
    moneyColumn<Shipment>(intl, { field: 'TransportCost', headerName: header('TransportCost'), width: 140, ...sorted }),
    moneyColumn<Shipment>(intl, { field: 'PackagingCost', headerName: header('PackagingCost'), width: 140, ...sorted }),
  ];
}
