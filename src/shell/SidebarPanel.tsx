import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A right-hand sidebar (profile, layout, a record opened from a grid) with a title; closes on Escape or a click outside. */
export function SidebarPanel({
  id,
  titleId,
  open,
  onClose,
  children,
  width = 320,
}: {
  id: string;
  titleId: string;
  /** On a phone the panel takes the whole width whatever this says. */
  width?: number;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // Above the top bar, which sits over the left menu.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Box
        sx={{
          width: { xs: '100vw', sm: width },
          maxWidth: '100vw',
          boxSizing: 'border-box',
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
        }}
        role="region"
        aria-labelledby={`${id}-title`}
      >
        <Typography id={`${id}-title`} variant="h6">
          <FormattedMessage id={titleId} />
        </Typography>
        {children}
      </Box>
    </Drawer>
  );
}
