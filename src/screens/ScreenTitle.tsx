import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The heading of a screen, naming the browser tab too, with the screen's main actions right after it:
 * on the left, as the top right of a screen is where toasts appear (docs/screens.md).
 */
export function ScreenTitle({ id, actions }: { id: string; actions?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.title' })}`;
  }, [title, intl]);
  const heading = (
    <Typography variant="h5" component="h1" sx={{ mb: actions ? 0 : 2 }}>
      {title}
    </Typography>
  );
  if (!actions) return heading;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 3, rowGap: 1, flexWrap: 'wrap', mb: 2 }}>
      {heading}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
