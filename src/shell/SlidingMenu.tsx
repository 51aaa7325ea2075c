import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/** The menu sliding over the screen (a phone, or the overlay mode): closed by a tap beside it or Escape. */
export function SlidingMenu({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width, boxSizing: 'border-box' }, 'data-testid': 'layout-menu' } as object }}
    >
      {children}
    </Drawer>
  );
}
