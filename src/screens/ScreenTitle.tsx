import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** The heading of a screen; it also names the browser tab. */
export function ScreenTitle({ id }: { id: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.title' })}`;
  }, [title, intl]);
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
  );
}
