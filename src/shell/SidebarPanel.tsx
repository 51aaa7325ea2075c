import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A right-hand sidebar (profile, layout) with a title; closes on Escape or a click outside. */
export function SidebarPanel({
  id,
  titleId,
  open,
  onClose,
  children,
}: {
  id: string;
  titleId: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // Above the top bar, which sits over the left menu.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <Box
        sx={{ width: 320, p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}
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
