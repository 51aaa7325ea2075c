import { DataGrid, type DataGridProps, type GridSlotsComponentsProps, type GridValidRowModel } from '@mui/x-data-grid';
import { ServerGridToolbar } from './ServerGridToolbar.js';

/** A DataGrid in server mode with the app's toolbar; spread `useServerGrid`'s props on it. */
export function ServerGrid<Row extends GridValidRowModel>({
  toolbar,
  ...props
}: DataGridProps<Row> & { toolbar: GridSlotsComponentsProps['toolbar'] }) {
  return (
    <DataGrid<Row>
      {...props}
      slots={{ toolbar: ServerGridToolbar, ...props.slots }}
      slotProps={{ ...props.slotProps, toolbar }}
      sx={{ minHeight: 420, bgcolor: 'background.paper', ...props.sx }}
    />
  );
}
