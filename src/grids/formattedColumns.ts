import type {
  GridActionsColDef,
  GridColDef,
  GridColType,
  GridMultiSelectColDef,
  GridSingleSelectColDef,
  GridValidRowModel,
} from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { isNumericKind, shownDate, screenText, type ColumnFormat, type ColumnKind } from './formatters.js';

/** A grid column that says what kind its values are, so the export formats them as the screen does. */
export type FormattedColDef<Row extends GridValidRowModel = GridValidRowModel> = GridColDef<Row> & {
  format?: ColumnFormat;
  /**
   * The full name, when the header is short under a column group («внешний» under «Индекс цен»): the
   * export's header and the header's tooltip.
   */
  fullName?: string;
};

/** The grid's plain column definition (not actions or select columns, which MUI does not export apart). */
type BaseColDef<Row extends GridValidRowModel> = Exclude<
  GridColDef<Row>,
  GridActionsColDef<Row> | GridSingleSelectColDef<Row> | GridMultiSelectColDef<Row>
>;

/** A column definition without what its kind decides (type, alignment, formatter); anything given wins. */
export type ColumnSpec<Row extends GridValidRowModel> = Omit<BaseColDef<Row>, 'type'>;

const GRID_TYPE: Record<ColumnKind, GridColType> = {
  text: 'string',
  money: 'number',
  count: 'number',
  percent: 'number',
  decimal: 'number',
  id: 'number',
  date: 'date',
  dateTime: 'dateTime',
  boolean: 'boolean',
};

/** The grid type, right alignment for numbers, the screen formatter and the export format of a kind. */
export function formattedColumn<Row extends GridValidRowModel>(
  intl: IntlShape,
  format: ColumnFormat,
  spec: ColumnSpec<Row>,
): BaseColDef<Row> & { format: ColumnFormat } {
  const { locale } = intl;
  const dated = format.kind === 'date' || format.kind === 'dateTime';
  return {
    type: GRID_TYPE[format.kind],
    ...(isNumericKind(format.kind) && { align: 'right', headerAlign: 'right' }),
    // The grid's date columns need Date values; the API sends ISO strings, read in the seller's zone.
    ...(dated && { valueGetter: (value: unknown) => shownDate(value) }),
    valueFormatter: (value: unknown) => screenText(format, value, locale),
    ...spec,
    format,
  };
}

type KindColumn = <Row extends GridValidRowModel>(intl: IntlShape, spec: ColumnSpec<Row>) => FormattedColDef<Row>;
const kindColumn =
  (format: ColumnFormat): KindColumn =>
  (intl, spec) =>
    formattedColumn(intl, format, spec);

/** Roubles with kopecks: «653,41 ₽»; the file's header says «, ₽». */
export const moneyColumn = kindColumn({ kind: 'money' });
/** Pieces, millimetres, grams: whole numbers with thousands separators. */
export const countColumn = kindColumn({ kind: 'count' });
/** Percentage points with two decimals: «15,00 %». */
export const percentColumn = kindColumn({ kind: 'percent' });
/** Article numbers, SKUs: digits only, no thousands separators. */
export const idColumn = kindColumn({ kind: 'id' });
export const dateColumn = kindColumn({ kind: 'date' });
export const booleanColumn = kindColumn({ kind: 'boolean' });

/** A ratio with a fixed number of decimals (price index 1,05). */
export const decimalColumn = <Row extends GridValidRowModel>(intl: IntlShape, spec: ColumnSpec<Row>, digits = 2) =>
  formattedColumn(intl, { kind: 'decimal', digits }, spec);

/** Date and time; `compact` leaves the year out on the screen (narrow columns), not in the files. */
export const dateTimeColumn = <Row extends GridValidRowModel>(
  intl: IntlShape,
  spec: ColumnSpec<Row>,
  { compact = false } = {},
) => formattedColumn(intl, { kind: 'dateTime', compact }, spec);
