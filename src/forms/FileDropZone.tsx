import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

/**
 * A region that takes files dropped on it (a price list, pictures), outlined dashed and lit while a
 * file is dragged over; its buttons and hints are the children.
 */
export function FileDropZone({
  label,
  disabled = false,
  onFiles,
  sx,
  children,
}: {
  label: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  sx?: SxProps<Theme>;
  /** What the zone shows; a function gets whether a file is being dragged over it. */
  children: ReactNode | ((over: boolean) => ReactNode);
}) {
  const [over, setOver] = useState(false);
  return (
    <Box
      component="section"
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dropped = [...event.dataTransfer.files];
        if (dropped.length > 0 && !disabled) onFiles(dropped);
      }}
      sx={[
        {
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {typeof children === 'function' ? children(over) : children}
    </Box>
  );
}
