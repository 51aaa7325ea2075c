import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridSlotsComponentsProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from './gridLocale.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from './gridStyle.js';
import { ServerGridToolbar } from './ServerGridToolbar.js';

/**
 * A DataGrid in server mode with the app's toolbar; spread `useServerGrid`'s props on it. The grid
 * fills a box of the given height and scrolls inside it, so the toolbar and pager stay in view.
 */
export function ServerGrid<Row extends GridValidRowModel>({
  toolbar,
  height,
  ...props
}: DataGridProps<Row> & { toolbar: GridSlotsComponentsProps['toolbar']; height: string }) {
  const localeText = useGridLocaleText();
  return (
    <Box sx={{ height, minHeight: 380 }}>
      <DataGrid<Row>
        localeText={localeText}
        columnHeaderHeight={COLUMN_HEADER_HEIGHT}
        {...props}
        slots={{ toolbar: ServerGridToolbar, ...props.slots }}
        slotProps={{ ...props.slotProps, toolbar: { ...props.slotProps?.toolbar, ...toolbar } }}
        sx={[gridSx, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
      />
    </Box>
  );
}
