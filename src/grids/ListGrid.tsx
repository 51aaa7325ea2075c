import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from './gridLocale.js';
import { GridStateOverlay, type GridStateOverlayProps } from './GridStateOverlay.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from './gridStyle.js';

/** The free grid shows 100 rows a page at most: a longer list pages rather than hides rows. */
const FREE_PAGE_SIZE = 100;

/**
 * A small list loaded whole into a client-side grid (the package types, the product types to update):
 * compact, the app's header height and style, rows keyed by `ID`, the footer only when it pages, and the
 * state overlay (empty, filtered, failed) of the list's query.
 */
export function ListGrid<Row extends GridValidRowModel & { ID: number | string }>({
  state,
  ...props
}: DataGridProps<Row> & { label: string; state: GridStateOverlayProps }) {
  const localeText = useGridLocaleText();
  return (
    <DataGrid<Row>
      localeText={localeText}
      getRowId={(row) => row.ID}
      density="compact"
      columnHeaderHeight={COLUMN_HEADER_HEIGHT}
      disableRowSelectionOnClick
      hideFooter={props.rows !== undefined && props.rows.length <= FREE_PAGE_SIZE}
      slots={{ noRowsOverlay: GridStateOverlay }}
      slotProps={{ noRowsOverlay: state }}
      {...props}
      sx={[gridSx, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}
