import Construction from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenTitle } from './ScreenTitle.js';

/** An honest placeholder for a screen whose issue has not landed: it names the screen and shows no data. */
export function NotBuiltYet({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle id={titleId} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 640 }} role="status">
        <Construction color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" gutterBottom>
          <FormattedMessage id="notBuilt.title" values={{ screen: intl.formatMessage({ id: titleId }) }} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="notBuilt.text" />
        </Typography>
      </Paper>
    </>
  );
}
