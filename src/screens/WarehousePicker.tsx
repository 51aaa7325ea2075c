import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { OzonWarehouse } from '../../contracts/ozonWarehouses.js';
import { useApi } from '../api/ApiContext.js';
import { warehousesQuery } from '../queries/warehouses.js';

type Warehouse = Pick<OzonWarehouse, 'ID' | 'Name' | 'WarehouseCluster' | 'SellerWarehouse'>;

interface CommonProps {
  label: string;
  error?: string;
  /** Shown under the field while there is no error. */
  help?: string;
  /** Ozon's warehouses only (the seller's own FBS warehouses take no supplies). */
  ozonOnly?: boolean;
  autoFocus?: boolean;
}

/** Ozon's warehouses by name, grouped by cluster: one, or several (`multiple`). */
export function WarehousePicker(
  props: CommonProps &
    (
      | { multiple: true; value: number[]; onChange: (ids: number[]) => void }
      | { multiple?: false; value: number | null; onChange: (id: number | null) => void }
    ),
) {
  const intl = useIntl();
  const api = useApi();
  const warehouses = useQuery(warehousesQuery(api));
  const collator = new Intl.Collator('ru');
  const clusterOf = (warehouse: Warehouse) =>
    warehouse.WarehouseCluster?.Name ?? intl.formatMessage({ id: 'warehouse.noCluster' });
  const options = (warehouses.data ?? [])
    .filter((warehouse) => !props.ozonOnly || !warehouse.SellerWarehouse)
    .sort((a, b) => collator.compare(clusterOf(a), clusterOf(b)) || collator.compare(a.Name, b.Name));
  const byId = (id: number): Warehouse =>
    options.find((warehouse) => warehouse.ID === id) ?? {
      ID: id,
      Name: `№ ${id}`,
      WarehouseCluster: null,
      SellerWarehouse: false,
    };
  const common = {
    size: 'small' as const,
    options,
    loading: warehouses.isFetching,
    groupBy: clusterOf,
    getOptionLabel: (option: Warehouse) => option.Name,
    isOptionEqualToValue: (option: Warehouse, chosen: Warehouse) => option.ID === chosen.ID,
    noOptionsText: intl.formatMessage({ id: 'common.nothingFound' }),
    renderInput: (params: object) => (
      <TextField
        {...params}
        label={props.label}
        error={Boolean(props.error)}
        helperText={props.error ?? props.help ?? ' '}
        autoFocus={props.autoFocus}
      />
    ),
    sx: { minWidth: 260 },
  };
  if (props.multiple) {
    const { onChange } = props;
    return (
      <Autocomplete<Warehouse, true>
        {...common}
        multiple
        value={props.value.map(byId)}
        onChange={(_event, chosen) => onChange(chosen.map((warehouse) => warehouse.ID))}
      />
    );
  }
  const { onChange } = props;
  return (
    <Autocomplete<Warehouse, false>
      {...common}
      value={props.value === null ? null : byId(props.value)}
      onChange={(_event, chosen) => onChange(chosen?.ID ?? null)}
    />
  );
}
