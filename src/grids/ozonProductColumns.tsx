import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { getGridNumericOperators } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { OzonProduct, OzonProductCommission, OzonProductStock } from '../../contracts/ozonProducts.js';
import {
  booleanColumn,
  countColumn,
  decimalColumn,
  idColumn,
  moneyColumn,
  percentColumn,
  type FormattedColDef,
} from './formattedColumns.js';
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

const equalsOnly = getGridNumericOperators().filter((operator) => operator.value === '=');

export const totalPresent = (stocks: OzonProductStock[]) => stocks.reduce((sum, stock) => sum + stock.Present, 0);

const commissionOf = (product: OzonProduct, schema: 'FBO' | 'FBS') =>
  product.Commissions.find((commission) => commission.Schema === schema);

export function colorIndexLabel(intl: IntlShape, colorIndex: string | null): string {
  const known = colorIndex !== null && KNOWN_COLOR_INDEXES.includes(colorIndex);
  return known ? intl.formatMessage({ id: `ozonProduct.color.${colorIndex}` }) : (colorIndex ?? '');
}

function indexColumn(intl: IntlShape, field: keyof OzonProduct & `${string}PriceIndexValue`, headerName: string) {
  return decimalColumn<OzonProduct>(intl, {
    field,
    headerName,
    width: 100,
    sortable: false,
    filterable: false,
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
  });
}

/** The commission of one scheme: Ozon's percent, or what it comes to in roubles at the current price. */
function commissionColumns(intl: IntlShape, schema: 'FBO' | 'FBS'): FormattedColDef<OzonProduct>[] {
  const of = (row: OzonProduct, field: keyof OzonProductCommission) => commissionOf(row, schema)?.[field] ?? null;
  const plain = { width: 110, sortable: false, filterable: false } as const;
  return [
    percentColumn<OzonProduct>(intl, {
      field: `Commission${schema}`,
      headerName: intl.formatMessage({ id: `ozonProduct.fields.Commission${schema}` }),
      ...plain,
      valueGetter: (_value, row) => of(row, 'CommissionPercent'),
    }),
    moneyColumn<OzonProduct>(intl, {
      field: `CommissionCost${schema}`,
      headerName: intl.formatMessage({ id: `ozonProduct.fields.CommissionCost${schema}` }),
      ...plain,
      valueGetter: (_value, row) => of(row, 'CommissionCost'),
    }),
  ];
}

/** Only the order fields of FindOzonProducts sort: the others say so by not offering it. */
export function ozonProductColumns(intl: IntlShape): FormattedColDef<OzonProduct>[] {
  const header = (field: string) => intl.formatMessage({ id: `ozonProduct.fields.${field}` });
  const price = (field: keyof OzonProduct, sortable = false) =>
    moneyColumn<OzonProduct>(intl, { field, headerName: header(field), width: 110, sortable, filterable: false });
  return [
    idColumn(intl, {
      field: 'ProductPackageID',
      headerName: header('ProductPackageID'),
      width: 110,
      filterOperators: equalsOnly,
    }),
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 220, filterable: false },
    idColumn(intl, { field: 'Sku', headerName: header('Sku'), width: 120, filterable: false }),
    price('Price', true),
    price('MarketingPrice'),
    price('MinPrice'),
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
    indexColumn(intl, 'ExternalPriceIndexValue', header('ExternalPriceIndexValue')),
    indexColumn(intl, 'OzonPriceIndexValue', header('OzonPriceIndexValue')),
    indexColumn(intl, 'SelfPriceIndexValue', header('SelfPriceIndexValue')),
    ...commissionColumns(intl, 'FBO'),
    ...commissionColumns(intl, 'FBS'),
    countColumn<OzonProduct>(intl, {
      field: 'Present',
      headerName: header('Present'),
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => totalPresent(row.Stocks),
    }),
    booleanColumn(intl, {
      field: 'IsArchived',
      headerName: header('IsArchived'),
      width: 100,
      sortable: false,
      filterable: false,
    }),
  ];
}
