import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonStatus } from '../../../../../../contracts/ozon.js';
import { dateTimeText } from '../../../../../sync/jobText.js';

const MODE_COLOUR: Record<OzonStatus['Mode'], 'success' | 'info' | 'default'> = {
  Live: 'success',
  Demo: 'info',
  None: 'default',
};

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The cabinet the server works with now: live or demo, where it comes from, and which one it is. */
export function OzonCabinetCard({ status }: { status: OzonStatus }) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ozon-cabinet-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="ozon-cabinet-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="ozonConnection.current" />
        </Typography>
        <Chip
          size="small"
          color={MODE_COLOUR[status.Mode]}
          label={intl.formatMessage({ id: `ozonConnection.mode.${status.Mode}` })}
        />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75, m: 0 }}
      >
        <Row labelId="ozonConnection.source">
          <FormattedMessage id={`ozonConnection.source.${status.Source}`} />
        </Row>
        <Row labelId="ozonConnection.clientId">{status.ClientId ?? '—'}</Row>
        <Row labelId="ozonConnection.apiKey">
          {status.ApiKeyLast4 ? (
            <FormattedMessage id="ozonConnection.keyMasked" values={{ last4: status.ApiKeyLast4 }} />
          ) : (
            '—'
          )}
        </Row>
        <Row labelId="ozonConnection.apiUrl">{status.ApiUrl ?? '—'}</Row>
        {status.ConnectedAt && (
          <Row labelId="ozonConnection.connectedAt">
            <FormattedMessage
              id="ozonConnection.connectedAtBy"
              values={{ at: dateTimeText(status.ConnectedAt, intl), login: status.ConnectedBy ?? '—' }}
            />
          </Row>
        )}
      </Box>
    </Paper>
  );
}
