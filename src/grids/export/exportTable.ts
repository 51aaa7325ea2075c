import type { GridApi, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { Paged } from '../../../contracts/common.js';
import { MAX_PAGE_SIZE } from '../../../contracts/common.js';

export type CellValue = string | number | boolean | Date | null;

export interface ExportTable {
  headers: string[];
  rows: CellValue[][];
}

/** Reads every page the current filter selects, largest pages first, reporting progress as it goes. */
export async function collectAllRows<Row>(
  fetchPage: (offset: number, count: number) => Promise<Paged<Row>>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let total = Infinity;
  while (rows.length < total) {
    signal.throwIfAborted();
    const page = await fetchPage(rows.length, MAX_PAGE_SIZE);
    total = page.TotalCount;
    rows.push(...page.Items);
    onProgress(rows.length, total);
    if (page.Items.length === 0) break; // rows removed meanwhile: stop rather than loop
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

/** The visible data columns of the grid, with the values the grid shows (its value getters). */
export function toExportTable<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  rows: Row[],
  api: GridApi,
): ExportTable {
  const visibility = api.state.columns.columnVisibilityModel;
  const exported = columns.filter((column) => column.type !== 'actions' && visibility[column.field] !== false);
  return {
    headers: exported.map((column) => column.headerName ?? column.field),
    rows: rows.map((row) =>
      exported.map((column) => {
        const raw = (row as Record<string, unknown>)[column.field];
        const value = column.valueGetter ? column.valueGetter(raw as never, row, column, { current: api }) : raw;
        return cellValue(value);
      }),
    ),
  };
}
