import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { OzonProduct, OzonProductStock } from '../../contracts/ozonProducts.js';
import type { GridFilterField } from './gridSearch.js';

/**
 * The filter panel offers the package ID (equals); the name has the search box and the price-index
 * and geo-targeting filters are toggles above the grid. The MIT grid allows one panel filter at a time.
 */
export const ozonProductFilterFields = [
  { field: 'ProductPackageID', operator: '=', key: 'id' },
] as const satisfies GridFilterField<{ id?: number }>[];

/** Ozon's colours of ColorIndex, as MUI colours of the badge. */
type BadgeColour = 'success' | 'warning' | 'error' | 'default';
const COLOUR_OF_INDEX: Record<string, BadgeColour> = {
  GREEN: 'success',
  YELLOW: 'warning',
  RED: 'error',
  WITHOUT_INDEX: 'default',
};
export const KNOWN_COLOR_INDEXES = Object.keys(COLOUR_OF_INDEX);

/**
 * The colour of one price index value, by the rule Ozon uses for the card as a whole: at or below
 * the competitors' price (≤ 1.00) is green, up to 10 % above (≤ 1.10) is yellow, more is red.
 * No value (no competitor found) has no colour.
 */
export function priceIndexColour(value: number | null): BadgeColour {
  if (value === null) return 'default';
  if (value <= 1) return 'success';
  return value <= 1.1 ? 'warning' : 'error';
}

/** IDs, articles and SKUs are codes, not quantities: no thousands separator. */
const plainId = (value: number | null) => (value === null ? '' : String(value));

const equalsOnly = getGridNumericOperators().filter((operator) => operator.value === '=');

export const totalPresent = (stocks: OzonProductStock[]) => stocks.reduce((sum, stock) => sum + stock.Present, 0);

export const commissionPercent = (product: OzonProduct, schema: 'FBO' | 'FBS') =>
  product.Commissions.find((commission) => commission.Schema === schema)?.CommissionPercent ?? null;

export function colorIndexLabel(intl: IntlShape, colorIndex: string | null): string {
  const known = colorIndex !== null && KNOWN_COLOR_INDEXES.includes(colorIndex);
  return known ? intl.formatMessage({ id: `ozonProduct.color.${colorIndex}` }) : (colorIndex ?? '');
}

function indexColumn(field: keyof OzonProduct & `${string}PriceIndexValue`, headerName: string) {
  return {
    field,
    headerName,
    type: 'number',
    width: 100,
    sortable: false,
    filterable: false,
    valueFormatter: (value: number | null) => (value === null ? '—' : value.toFixed(2)),
    renderCell: ({ value, formattedValue }) => (
      <Box
        component="span"
        data-colour={priceIndexColour(value ?? null)}
        sx={{
          fontWeight: 500,
          color: value === null || value === undefined ? 'text.disabled' : `${priceIndexColour(value)}.main`,
        }}
      >
        {formattedValue}
      </Box>
    ),
  } satisfies GridColDef<OzonProduct, number | null, string>;
}

function priceColumn(field: keyof OzonProduct, headerName: string, sortable = false): GridColDef<OzonProduct> {
  return { field, headerName, type: 'number', width: 100, sortable, filterable: false };
}

/** Only the order fields of FindOzonProducts sort: the others say so by not offering it. */
export function ozonProductColumns(intl: IntlShape): GridColDef<OzonProduct>[] {
  const header = (field: string) => intl.formatMessage({ id: `ozonProduct.fields.${field}` });
  return [
    {
      field: 'ProductPackageID',
      headerName: header('ProductPackageID'),
      type: 'number',
      width: 110,
      filterOperators: equalsOnly,
      valueFormatter: plainId,
    },
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 220, filterable: false },
    { field: 'Sku', headerName: header('Sku'), type: 'number', width: 120, filterable: false, valueFormatter: plainId },
    priceColumn('Price', header('Price'), true),
    priceColumn('MarketingPrice', header('MarketingPrice')),
    priceColumn('MinPrice', header('MinPrice')),
    {
      // Sorted on the server by the worst (greatest) of the three indexes; shows Ozon's colour.
      field: 'PriceIndex',
      headerName: header('PriceIndex'),
      width: 130,
      filterable: false,
      valueGetter: (_value, row) => colorIndexLabel(intl, row.ColorIndex),
      renderCell: ({ row, value }) =>
        row.ColorIndex ? (
          <Chip size="small" label={value} color={COLOUR_OF_INDEX[row.ColorIndex] ?? 'default'} />
        ) : null,
    },
    indexColumn('ExternalPriceIndexValue', header('ExternalPriceIndexValue')),
    indexColumn('OzonPriceIndexValue', header('OzonPriceIndexValue')),
    indexColumn('SelfPriceIndexValue', header('SelfPriceIndexValue')),
    {
      field: 'CommissionFBO',
      headerName: header('CommissionFBO'),
      type: 'number',
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => commissionPercent(row, 'FBO'),
    },
    {
      field: 'CommissionFBS',
      headerName: header('CommissionFBS'),
      type: 'number',
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => commissionPercent(row, 'FBS'),
    },
    {
      field: 'Present',
      headerName: header('Present'),
      type: 'number',
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => totalPresent(row.Stocks),
    },
    {
      field: 'IsArchived',
      headerName: header('IsArchived'),
      type: 'boolean',
      width: 100,
      sortable: false,
      filterable: false,
    },
  ];
}
