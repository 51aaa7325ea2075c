import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The head of a record opened in a side panel: what it is, a line about it, its state, and a close button. */
export function PanelHeading({
  title,
  subtitle,
  badge,
  onClose,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {badge}
      <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
