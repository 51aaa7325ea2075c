import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  GridEditInputCell,
  type GridColumnGroupingModel,
  type GridPreProcessEditCellProps,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { PromotionEconomics } from '../../../../../../contracts/promotions.js';
import {
  countColumn,
  moneyColumn,
  percentColumn,
  type FormattedColDef,
} from '../../../../../grids/formattedColumns.js';
import { marginTone, TONE_COLOUR, type ShownProduct } from './promotionProductRows.js';

/** The classes of the cells the seller types into, of a typed value not sent yet, and of a refused row. */
export const EDITABLE_CELL = 'promotion-editable';
export const EDITED_CELL = 'promotion-edited';
export const PROPOSED_CELL = 'promotion-proposed';
export const REFUSED_ROW = 'promotion-refused';

/** How the editable cells and the refused rows look (the grid's `sx`). */
export const promotionProductGridSx = {
  // A dotted underline says the value can be typed over (double click or Enter).
  [`& .${EDITABLE_CELL}`]: {
    cursor: 'text',
    textDecoration: 'underline dotted',
    textDecorationColor: 'rgba(0, 0, 0, 0.38)',
    textUnderlineOffset: 4,
  },
  [`& .${EDITED_CELL}`]: { fontWeight: 600, bgcolor: 'rgba(25, 118, 210, 0.08)' },
  [`& .${PROPOSED_CELL}`]: { color: 'text.secondary', fontStyle: 'italic' },
  [`& .${REFUSED_ROW}`]: { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
} as const;

export const EDITABLE_FIELDS = ['ActionPrice', 'Stock'] as const;

/** A product's part in the promotion: a candidate, put in by the seller, or by Ozon itself. */
export function addModeLabel(intl: IntlShape, product: Pick<ShownProduct, 'IsCandidate' | 'AddMode'>) {
  if (product.IsCandidate) return intl.formatMessage({ id: 'promotion.addMode.candidate' });
  const id = `promotion.addMode.${product.AddMode}`;
  return id in intl.messages ? intl.formatMessage({ id }) : product.AddMode;
}

type EconomicsField = Exclude<keyof PromotionEconomics, 'Source'>;

/** A profit or margin coloured by the rule of its price (red loss, amber thin, green), its source as the tooltip. */
function economicsCell(intl: IntlShape, at: 'Regular' | 'Action') {
  function EconomicsCell({ row, formattedValue }: GridRenderCellParams<ShownProduct>) {
    const economics = row.Economics;
    if (!economics) return formattedValue;
    const tone = marginTone(economics[`${at}Profit`], economics[`${at}MarginPercent`]);
    const hint = intl.formatMessage({ id: `promotion.source.${economics.Source}.hint` });
    const edited = at === 'Action' && row.Edited?.ActionPrice !== undefined;
    return (
      <Tooltip title={edited ? `${hint} ${intl.formatMessage({ id: 'promotion.source.edited' })}` : hint}>
        <Box
          component="span"
          data-tone={tone}
          sx={{ fontWeight: 500, color: tone ? `${TONE_COLOUR[tone]}.main` : undefined }}
        >
          {formattedValue}
        </Box>
      </Tooltip>
    );
  }
  return EconomicsCell;
}

/** A typed price or stock must be a number, not below zero: otherwise the cell stays open, in red. */
const nonNegative = ({ props }: GridPreProcessEditCellProps) => {
  const value = props.value as unknown;
  return { ...props, error: typeof value !== 'number' || !Number.isFinite(value) || value < 0 };
};

/**
 * The grid's own number input, without its 200 ms debounce: with a check of the value, Enter pressed
 * sooner after the last digit would find the check still running and leave the cell open.
 */
const numberEditor = (params: GridRenderEditCellParams) => <GridEditInputCell {...params} debounceMs={0} />;

const editable = { editable: true, preProcessEditCellProps: nonNegative, renderEditCell: numberEditor } as const;

/**
 * One row per product of the promotion: Ozon's answer to the last change, the card, its prices (the
 * action price typed in place), what it earns at the action price beside it and at the regular price,
 * the stock (typed in place too), its part in the promotion. What decides (the action price and its
 * margin) comes first, within a laptop's width.
 */
export function promotionProductColumns(intl: IntlShape): FormattedColDef<ShownProduct>[] {
  const header = (field: string) => intl.formatMessage({ id: `promotion.product.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  const sortable = { sortable: true, filterable: false } as const;
  const economics = (field: EconomicsField) => (_value: unknown, row: ShownProduct) => row.Economics?.[field] ?? null;
  const named = (field: string) => ({ headerName: header(`short.${field}`), fullName: header(field) });
  const editedClass = (field: 'ActionPrice' | 'Stock') => (row: ShownProduct) =>
    [
      EDITABLE_CELL,
      row.Edited?.[field] !== undefined ? EDITED_CELL : '',
      field === 'ActionPrice' && row.IsCandidate && row.Edited?.ActionPrice === undefined ? PROPOSED_CELL : '',
    ].join(' ');
  return [
    {
      field: 'Refusal',
      headerName: header('Refusal'),
      width: 64,
      ...plain,
      renderCell: ({ value }) =>
        value ? (
          <Tooltip title={value as string}>
            <ErrorIcon color="error" fontSize="small" aria-label={value as string} sx={{ verticalAlign: 'middle' }} />
          </Tooltip>
        ) : null,
    },
    {
      field: 'Name',
      headerName: header('Name'),
      flex: 1,
      minWidth: 200,
      ...sortable,
      // A card Ozon offers that is not imported here has no name: say so, with Ozon's product_id.
      valueGetter: (value: string, row) =>
        value || intl.formatMessage({ id: 'promotion.product.notImported' }, { id: row.ID }),
      renderCell: ({ row, value }) =>
        row.Name ? (
          value
        ) : (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {value}
          </Box>
        ),
    },
    { field: 'OfferID', headerName: header('OfferID'), width: 85, ...plain },
    moneyColumn<ShownProduct>(intl, { field: 'Price', headerName: header('Price'), width: 100, ...sortable }),
    moneyColumn<ShownProduct>(intl, {
      field: 'MaxActionPrice',
      headerName: header('MaxActionPrice'),
      width: 105,
      ...plain,
    }),
    moneyColumn<ShownProduct>(intl, {
      field: 'ActionPrice',
      headerName: header('ActionPrice'),
      description: header('ActionPrice.hint'),
      width: 110,
      ...sortable,
      ...editable,
      cellClassName: ({ row }) => editedClass('ActionPrice')(row),
    }),
    moneyColumn<ShownProduct>(intl, {
      field: 'ActionProfit',
      ...named('ActionProfit'),
      width: 105,
      ...plain,
      valueGetter: economics('ActionProfit'),
      renderCell: economicsCell(intl, 'Action'),
    }),
    percentColumn<ShownProduct>(intl, {
      field: 'ActionMarginPercent',
      ...named('ActionMarginPercent'),
      width: 95,
      ...sortable,
      valueGetter: economics('ActionMarginPercent'),
      renderCell: economicsCell(intl, 'Action'),
    }),
    moneyColumn<ShownProduct>(intl, {
      field: 'RegularProfit',
      ...named('RegularProfit'),
      width: 105,
      ...plain,
      valueGetter: economics('RegularProfit'),
      renderCell: economicsCell(intl, 'Regular'),
    }),
    percentColumn<ShownProduct>(intl, {
      field: 'RegularMarginPercent',
      ...named('RegularMarginPercent'),
      width: 95,
      ...plain,
      valueGetter: economics('RegularMarginPercent'),
      renderCell: economicsCell(intl, 'Regular'),
    }),
    countColumn<ShownProduct>(intl, {
      field: 'Stock',
      headerName: header('Stock'),
      description: header('Stock.hint'),
      width: 100,
      ...sortable,
      ...editable,
      cellClassName: ({ row }) => editedClass('Stock')(row),
    }),
    countColumn<ShownProduct>(intl, { field: 'MinStock', headerName: header('MinStock'), width: 95, ...plain }),
    {
      field: 'AddMode',
      headerName: header('AddMode'),
      width: 135,
      ...plain,
      valueGetter: (_value, row) => addModeLabel(intl, row),
      renderCell: ({ row, value }) => (
        <Chip
          size="small"
          variant={row.IsCandidate ? 'outlined' : 'filled'}
          color={row.IsCandidate ? 'default' : row.Confirmed ? 'primary' : 'secondary'}
          label={value as string}
        />
      ),
    },
    {
      field: 'Source',
      headerName: header('Source'),
      width: 90,
      ...plain,
      valueGetter: (_value, row) =>
        row.Economics ? intl.formatMessage({ id: `promotion.source.${row.Economics.Source}` }) : '',
    },
  ];
}

/** «При цене акции» and «При обычной цене» over their profit and margin. */
export function promotionProductColumnGroups(intl: IntlShape): GridColumnGroupingModel {
  const group = (groupId: string, fields: string[]) => ({
    groupId,
    headerName: intl.formatMessage({ id: `promotion.product.group.${groupId}` }),
    children: fields.map((field) => ({ field })),
  });
  return [
    group('action', ['ActionProfit', 'ActionMarginPercent']),
    group('regular', ['RegularProfit', 'RegularMarginPercent']),
  ];
}
