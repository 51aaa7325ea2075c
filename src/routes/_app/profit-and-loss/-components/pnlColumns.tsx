import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import type { IntlShape } from 'react-intl';
import {
  pnlCellLines,
  pnlOzonLines,
  type PnlCellLine,
  type PnlFigures,
  type PnlMonthFigure,
  type PnlReport,
  type PnlRow,
} from '../../../../../contracts/profitAndLoss.js';
import {
  countColumn,
  formattedColumn,
  moneyColumn,
  percentColumn,
  type FormattedColDef,
} from '../../../../grids/formattedColumns.js';
import { dayText } from '../../../../app/dayText.js';

/** A row of the grid: a report row (or the total) with what it is called on screen and in the file. */
export type PnlGridRow = {
  id: string;
  Kind: PnlRow['Kind'] | 'Total';
  Label: string;
  Articles: string;
  UnitsWithoutCost: number;
} & Record<string, number | string | null>;

export const TOTAL_ROW_ID = 'total';

/** The name a seller reads for a row: the product, the Ozon line of a charge apart from products, the total. */
export function rowLabel(intl: IntlShape, row: Pick<PnlRow, 'Kind' | 'Name' | 'Key'>): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (row.Kind) {
    case 'Unassigned':
      return t('pnl.row.unassigned', { line: t(`pnl.fields.${row.Name}`) });
    case 'Category':
      return row.Name || t('pnl.row.noCategory');
    case 'Sku':
      return t('pnl.row.sku', { sku: row.Key.slice('sku:'.length) });
    default:
      return row.Name;
  }
}

/** The rows of one period, the total last (the export writes it too). */
export function periodRows(intl: IntlShape, report: PnlReport): PnlGridRow[] {
  const rows: PnlGridRow[] = report.Rows.map((row) => ({
    ...row.Figures[0]!,
    id: row.Key,
    Kind: row.Kind,
    Label: rowLabel(intl, row),
    Articles: row.Articles.join(', '),
  }));
  if (report.Total[0]) {
    rows.push({
      ...report.Total[0],
      id: TOTAL_ROW_ID,
      Kind: 'Total',
      Label: intl.formatMessage({ id: 'pnl.row.total' }),
      Articles: '',
    });
  }
  return rows;
}

/** The rows of months side by side: one figure per month, and the figure over them all. */
export function monthRows(intl: IntlShape, report: PnlReport, figure: PnlMonthFigure): PnlGridRow[] {
  const row = (
    id: string,
    kind: PnlGridRow['Kind'],
    label: string,
    articles: string,
    values: number[],
    unitsWithoutCost: number,
  ): PnlGridRow => ({
    id,
    Kind: kind,
    Label: label,
    Articles: articles,
    UnitsWithoutCost: unitsWithoutCost,
    ...Object.fromEntries(report.Periods.map((period, index) => [period.Key, values[index]!])),
    Sum: Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100,
  });
  const figureOf = (figures: PnlFigures[]) => figures.map((month) => month[figure]);
  return [
    ...report.Rows.map((item) =>
      row(
        item.Key,
        item.Kind,
        rowLabel(intl, item),
        item.Articles.join(', '),
        item.Values ?? figureOf(item.Figures),
        item.UnitsWithoutCost,
      ),
    ),
    row(
      TOTAL_ROW_ID,
      'Total',
      intl.formatMessage({ id: 'pnl.row.total' }),
      '',
      figureOf(report.Total),
      report.Total.reduce((sum, month) => sum + month.UnitsWithoutCost, 0),
    ),
  ];
}

const DRILLABLE = new Set<string>(pnlCellLines);
/** A cell a click opens: an Ozon line or the goods' cost of a row (not the total), with something in it. */
export function drillLine(field: string, row: PnlGridRow): PnlCellLine | null {
  if (!DRILLABLE.has(field) || row.Kind === 'Total' || !row[field]) return null;
  return field as PnlCellLine;
}

function nameColumn(intl: IntlShape): FormattedColDef<PnlGridRow> {
  const noCost = intl.formatMessage({ id: 'pnl.noCost' });
  return {
    field: 'Label',
    headerName: intl.formatMessage({ id: 'pnl.fields.Name' }),
    minWidth: 300,
    flex: 1,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflow: 'hidden' }} title={row.Label}>
        {row.UnitsWithoutCost > 0 && row.Kind !== 'Total' && (
          <WarningAmberIcon color="warning" fontSize="small" titleAccess={noCost} aria-label={noCost} />
        )}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.Label}
        </Box>
      </Box>
    ),
  };
}

const articlesColumn = (intl: IntlShape): FormattedColDef<PnlGridRow> => ({
  field: 'Articles',
  headerName: intl.formatMessage({ id: 'pnl.fields.Articles' }),
  width: 110,
});

/** The columns of one period: units, Ozon's lines, Ozon's net, the goods, taxes, profit and its ratios. */
export function periodColumns(intl: IntlShape): FormattedColDef<PnlGridRow>[] {
  const header = (field: string) => intl.formatMessage({ id: `pnl.fields.${field}` });
  const money = (field: string, width = 118) =>
    moneyColumn<PnlGridRow>(intl, {
      field,
      headerName: header(field),
      width,
      cellClassName: ({ row }) => (drillLine(field, row) ? 'pnl-drill' : ''),
    });
  const count = (field: string) => countColumn<PnlGridRow>(intl, { field, headerName: header(field), width: 90 });
  const percent = (field: string) =>
    percentColumn<PnlGridRow>(intl, {
      field,
      headerName: header(field),
      width: 96,
      valueGetter: (value: number | null) => value ?? undefined,
    });
  return [
    nameColumn(intl),
    articlesColumn(intl),
    count('UnitsSold'),
    count('UnitsReturned'),
    count('UnitsRefused'),
    ...pnlOzonLines.map((line) => money(line)),
    money('Ozon', 130),
    money('Cost'),
    money('CancellationHandling', 130),
    money('Vat', 100),
    money('Tax', 110),
    money('Profit', 130),
    percent('MarginPercent'),
    percent('RoiPercent'),
  ];
}

/** The columns of months side by side: the month's figure, and the sum of them. */
export function monthColumns(
  intl: IntlShape,
  report: PnlReport | undefined,
  figure: PnlMonthFigure,
): FormattedColDef<PnlGridRow>[] {
  // Named by its first day: a report of one period (kept on screen while the months load) has no month key.
  const monthName = (period: PnlReport['Periods'][number]) =>
    dayText(period.DateFrom, intl.locale, { month: 'short', year: 'numeric' });
  const kind = figure === 'UnitsSold' ? ({ kind: 'count' } as const) : ({ kind: 'money' } as const);
  const column = (field: string, headerName: string) =>
    formattedColumn<PnlGridRow>(intl, kind, { field, headerName, width: 120 });
  return [
    nameColumn(intl),
    articlesColumn(intl),
    ...(report?.Periods ?? []).map((period) => column(period.Key, monthName(period))),
    column('Sum', intl.formatMessage({ id: 'pnl.fields.Sum' })),
  ];
}
