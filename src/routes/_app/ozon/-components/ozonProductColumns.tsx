import Inventory from '@mui/icons-material/Inventory';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  GridActionsCellItem,
  getGridNumericOperators,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { OzonProduct, OzonProductCommission, OzonProductStock } from '../../../../../contracts/ozonProducts.js';
import {
  booleanColumn,
  countColumn,
  decimalColumn,
  idColumn,
  moneyColumn,
  percentColumn,
  type FormattedColDef,
} from '../../../../grids/formattedColumns.js';
import type { GridFilterField } from '../../../../grids/gridSearch.js';
import { colorIndexColour, colorIndexLabel, priceIndexColour } from './priceIndex.js';
import { ProductThumbnail } from '../../../../screens/ProductThumbnail.js';

/**
 * The filter panel offers the package ID (equals); the name has the search box and the price-index
 * and geo-targeting filters are toggles above the grid. The MIT grid allows one panel filter at a time.
 */
export const ozonProductFilterFields = [
  { field: 'ProductPackageID', operator: '=', key: 'id' },
] as const satisfies GridFilterField<{ id?: number }>[];

export interface OzonProductRowActions {
  onEdit: (row: OzonProduct) => void;
  onOpenStocks: (row: OzonProduct) => void;
}

const equalsOnly = getGridNumericOperators().filter((operator) => operator.value === '=');

export const totalPresent = (stocks: OzonProductStock[]) => stocks.reduce((sum, stock) => sum + stock.Present, 0);

const commissionOf = (product: OzonProduct, schema: 'FBO' | 'FBS') =>
  product.Commissions.find((commission) => commission.Schema === schema);

/** A header short enough for its width under a column group; the full name for the tooltip and export. */
const naming = (intl: IntlShape, field: string) => ({
  headerName: intl.formatMessage({ id: `ozonProduct.short.${field}` }),
  fullName: intl.formatMessage({ id: `ozonProduct.fields.${field}` }),
});

function indexColumn(intl: IntlShape, field: keyof OzonProduct & `${string}PriceIndexValue`) {
  return decimalColumn<OzonProduct>(intl, {
    field,
    ...naming(intl, field),
    width: 82,
    sortable: false,
    filterable: false,
    renderCell: ({ value, formattedValue }) => (
      <Box
        component="span"
        data-colour={priceIndexColour(value)}
        sx={{
          fontWeight: 500,
          color: value === null || value === undefined ? 'text.disabled' : `${priceIndexColour(value)}.main`,
        }}
      >
        {formattedValue}
      </Box>
    ),
  });
}

/** The commission of one scheme: Ozon's percent, and what it comes to in roubles at the current price. */
function commissionColumns(intl: IntlShape, schema: 'FBO' | 'FBS'): FormattedColDef<OzonProduct>[] {
  const of = (row: OzonProduct, field: keyof OzonProductCommission) => commissionOf(row, schema)?.[field] ?? null;
  const plain = { width: 84, sortable: false, filterable: false } as const;
  const name = (field: string) => ({
    headerName: intl.formatMessage({ id: `ozonProduct.short.${field.replace(schema, '')}` }),
    fullName: intl.formatMessage({ id: `ozonProduct.fields.${field}` }),
  });
  return [
    percentColumn<OzonProduct>(intl, {
      field: `Commission${schema}`,
      ...name(`Commission${schema}`),
      ...plain,
      valueGetter: (_value, row) => of(row, 'CommissionPercent'),
    }),
    moneyColumn<OzonProduct>(intl, {
      field: `CommissionCost${schema}`,
      ...name(`CommissionCost${schema}`),
      ...plain,
      width: 96,
      valueGetter: (_value, row) => of(row, 'CommissionCost'),
    }),
  ];
}

/** A flag shown as a chip where it is set and as nothing elsewhere; the export still says да/нет. */
function flagColumn(
  intl: IntlShape,
  field: 'IsArchived' | 'EnableGeoTargeting',
  chip: (row: OzonProduct) => string | null,
) {
  return booleanColumn<OzonProduct>(intl, {
    field,
    headerName: intl.formatMessage({ id: `ozonProduct.fields.${field}` }),
    width: 100,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => {
      const label = chip(row);
      return label ? <Chip size="small" variant="outlined" label={label} /> : null;
    },
  });
}

/** Edit the seller's settings of the card and open its stock, first in the row to be in reach. */
function actionsColumn(intl: IntlShape, actions: OzonProductRowActions): GridColDef<OzonProduct> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: intl.formatMessage({ id: 'grid.actions' }),
    width: 104,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<Tune />}
        label={intl.formatMessage({ id: 'ozonProduct.editSettings' })}
        onClick={() => actions.onEdit(row)}
      />,
      <GridActionsCellItem
        key="stocks"
        icon={<Inventory />}
        label={intl.formatMessage({ id: 'ozonProduct.openStocks' })}
        onClick={() => actions.onOpenStocks(row)}
      />,
    ],
  };
}

/** Only the order fields of FindOzonProducts sort: the others say so by not offering it. */
export function ozonProductColumns(intl: IntlShape, actions: OzonProductRowActions): FormattedColDef<OzonProduct>[] {
  const header = (field: string) => intl.formatMessage({ id: `ozonProduct.fields.${field}` });
  const price = (field: keyof OzonProduct, sortable = false) =>
    moneyColumn<OzonProduct>(intl, { field, ...naming(intl, field), width: 108, sortable, filterable: false });
  return [
    actionsColumn(intl, actions),
    idColumn(intl, {
      field: 'ProductPackageID',
      headerName: header('ProductPackageID'),
      width: 96,
      filterOperators: equalsOnly,
    }),
    {
      field: 'Name',
      headerName: header('Name'),
      flex: 2,
      minWidth: 240,
      filterable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
          <ProductThumbnail src={row.PrimaryImage} alt={row.Name} />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.Name}>
            {row.Name}
          </Box>
        </Box>
      ),
    },
    idColumn(intl, { field: 'Sku', headerName: header('Sku'), width: 110, filterable: false }),
    price('Price', true),
    price('MarketingPrice'),
    price('MinPrice'),
    {
      // Sorted on the server by the worst (greatest) of the three indexes; shows Ozon's colour.
      field: 'PriceIndex',
      ...naming(intl, 'PriceIndex'),
      width: 120,
      filterable: false,
      valueGetter: (_value, row) => colorIndexLabel(intl, row.ColorIndex),
      renderCell: ({ row, value }) =>
        row.ColorIndex ? <Chip size="small" label={value} color={colorIndexColour(row.ColorIndex)} /> : null,
    },
    indexColumn(intl, 'ExternalPriceIndexValue'),
    indexColumn(intl, 'OzonPriceIndexValue'),
    indexColumn(intl, 'SelfPriceIndexValue'),
    ...commissionColumns(intl, 'FBO'),
    ...commissionColumns(intl, 'FBS'),
    countColumn<OzonProduct>(intl, {
      field: 'Present',
      headerName: header('Present'),
      width: 90,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => totalPresent(row.Stocks),
    }),
    flagColumn(intl, 'EnableGeoTargeting', (row) =>
      row.EnableGeoTargeting ? intl.formatMessage({ id: 'ozonProduct.flag.geo' }) : null,
    ),
    flagColumn(intl, 'IsArchived', (row) =>
      row.IsArchived || row.IsAutoArchived
        ? intl.formatMessage({ id: row.IsAutoArchived ? 'ozonProduct.flag.autoArchived' : 'ozonProduct.flag.archived' })
        : null,
    ),
  ];
}

/** Columns that share a stem under one group header: prices, price indexes, commissions per scheme. */
export function ozonProductColumnGroups(intl: IntlShape): GridColumnGroupingModel {
  const group = (groupId: string, fields: string[]) => ({
    groupId,
    headerName: intl.formatMessage({ id: `ozonProduct.group.${groupId}` }),
    children: fields.map((field) => ({ field })),
  });
  return [
    group('prices', ['Price', 'MarketingPrice', 'MinPrice']),
    group('priceIndex', ['PriceIndex', 'ExternalPriceIndexValue', 'OzonPriceIndexValue', 'SelfPriceIndexValue']),
    group('commissionFBO', ['CommissionFBO', 'CommissionCostFBO']),
    group('commissionFBS', ['CommissionFBS', 'CommissionCostFBS']),
  ];
}
