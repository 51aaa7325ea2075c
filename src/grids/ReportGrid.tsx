import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useIntl } from 'react-intl';
import { useExport } from './export/ExportJobs.js';
import { toExportTable } from './export/exportTable.js';
import type { FormattedColDef } from './formattedColumns.js';
import { useGridLocaleText } from './gridLocale.js';
import { GridStateOverlay } from './GridStateOverlay.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from './gridStyle.js';
import { ServerGridToolbar } from './ServerGridToolbar.js';

/** The free grid shows 100 rows a page at most: a longer report pages. */
const REPORT_PAGE_SIZE = 100;

/**
 * A report's result in a client-side grid (the whole result is loaded): compact, the app's toolbar,
 * the state overlay (empty, filtered, failed) and an export of the rows it is given, written through the
 * columns' own formatters.
 */
export function ReportGrid<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  exportRows = rows,
  exportTitle,
  fileBase,
  height,
  state,
  ...props
}: Omit<DataGridProps<Row>, 'columns' | 'rows'> & {
  label: string;
  columns: FormattedColDef<Row>[];
  rows: Row[];
  /** What the export writes, when not every row shown (a group's header rows are not data). */
  exportRows?: Row[];
  exportTitle: string;
  fileBase: string;
  height: string;
  state: { error?: string; onRetry: () => void; filtered: boolean; onClearFilters: () => void; emptyText: string };
}) {
  const intl = useIntl();
  const apiRef = useGridApiRef();
  const startExport = useExport();
  const localeText = useGridLocaleText();
  return (
    <Box sx={{ height, minHeight: 360 }}>
      <DataGrid<Row>
        apiRef={apiRef}
        label={label}
        localeText={localeText}
        rows={rows}
        columns={columns}
        density="compact"
        columnHeaderHeight={COLUMN_HEADER_HEIGHT}
        disableRowSelectionOnClick
        showToolbar
        pageSizeOptions={[REPORT_PAGE_SIZE]}
        initialState={{ pagination: { paginationModel: { pageSize: REPORT_PAGE_SIZE } } }}
        {...props}
        sx={[gridSx, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
        slots={{ toolbar: ServerGridToolbar, noRowsOverlay: GridStateOverlay }}
        slotProps={{
          toolbar: {
            onExport: (format) =>
              startExport({
                title: exportTitle,
                fileBase,
                format,
                fetchPage: async () => ({ TotalCount: exportRows.length, Items: exportRows }),
                toTable: (items: Row[]) => toExportTable(columns, items, apiRef.current!, intl.locale),
              }),
          },
          noRowsOverlay: state,
        }}
      />
    </Box>
  );
}
