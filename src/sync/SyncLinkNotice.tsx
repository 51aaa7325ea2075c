import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Said above a screen's figures when they wait on a sync, with the way to the sync screen. */
export function SyncLinkNotice({
  severity,
  linkId,
  children,
}: {
  severity: AlertColor;
  /** The link's words, from the catalogue. */
  linkId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      role="status"
      action={
        <Button component={RouterLink} to="/ozon/sync" color="inherit" size="small">
          <FormattedMessage id={linkId} />
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
