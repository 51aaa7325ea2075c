import type { GridApi, GridValidRowModel } from '@mui/x-data-grid';
import type { Paged } from '../../../contracts/common.js';
import { MAX_PAGE_SIZE } from '../../../contracts/common.js';
import type { FormattedColDef } from '../formattedColumns.js';
import type { ColumnFormat } from '../formatters.js';

export type CellValue = string | number | boolean | Date | null;

export interface ExportColumn {
  header: string;
  format: ColumnFormat;
}

/** The rows as the grid holds them (numbers, dates), with what each column is, in the user's locale. */
export interface ExportTable {
  locale: string;
  columns: ExportColumn[];
  rows: CellValue[][];
}

/** Reads every page the current filter selects, largest pages first, reporting progress as it goes. */
export async function collectAllRows<Row>(
  fetchPage: (offset: number, count: number) => Promise<Paged<Row>>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let more = true;
  while (more) {
    signal.throwIfAborted();
    const page = await fetchPage(rows.length, MAX_PAGE_SIZE);
    rows.push(...page.Items);
    // A capped count stopped past this page's end: more rows follow. An empty page means rows were
    // removed meanwhile: stop rather than loop.
    more = page.Items.length > 0 && (page.TotalCountCapped === true || rows.length < page.TotalCount);
    onProgress(rows.length, Math.max(page.TotalCount, rows.length));
  }
  return rows;
}

function cellValue(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  return String(value);
}

/** A column without a kind is text, unless the grid's own type says it is a yes/no or a date. */
function formatOf<Row extends GridValidRowModel>(column: FormattedColDef<Row>): ColumnFormat {
  if (column.format) return column.format;
  if (column.type === 'boolean' || column.type === 'date' || column.type === 'dateTime') return { kind: column.type };
  if (column.type === 'number' && !column.valueFormatter) return { kind: 'decimal' };
  return { kind: 'text' };
}

/**
 * The visible data columns of the grid, with the values the grid holds (its value getters) and each
 * column's format. Text columns carry the text the grid shows (their formatter, or an option's label).
 */
export function toExportTable<Row extends GridValidRowModel>(
  columns: FormattedColDef<Row>[],
  rows: Row[],
  api: GridApi,
  locale: string,
): ExportTable {
  const visibility = api.state.columns.columnVisibilityModel;
  const exported = columns
    .filter((column) => column.type !== 'actions' && visibility[column.field] !== false)
    .map((column) => ({ column, format: formatOf(column) }));
  const apiRef = { current: api };
  const options = (column: FormattedColDef<Row>) =>
    'valueOptions' in column && Array.isArray(column.valueOptions) ? column.valueOptions : [];
  return {
    locale,
    columns: exported.map(({ column, format }) => ({
      header: column.fullName ?? column.headerName ?? column.field,
      format,
    })),
    rows: rows.map((row) =>
      exported.map(({ column, format }) => {
        const raw = (row as Record<string, unknown>)[column.field];
        const value = column.valueGetter ? column.valueGetter(raw as never, row, column, apiRef) : raw;
        if (format.kind !== 'text' || value === null || value === undefined) return cellValue(value);
        if (column.valueFormatter) return cellValue(column.valueFormatter(value as never, row, column, apiRef));
        const option = options(column).find((choice) => typeof choice === 'object' && choice.value === value);
        return cellValue(typeof option === 'object' ? option.label : value);
      }),
    ),
  };
}
