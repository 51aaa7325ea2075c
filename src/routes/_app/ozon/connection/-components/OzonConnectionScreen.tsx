import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConnectOzonCabinetRequest } from '../../../../../../contracts/ozon.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { ApiError } from '../../../../../api/errors.js';
import { ConfirmDialog } from '../../../../../forms/ConfirmDialog.js';
import { historyKeys } from '../../../../../queries/history.js';
import { jobKeys } from '../../../../../queries/jobs.js';
import { ozonCommands, ozonKeys, ozonStatusQuery } from '../../../../../queries/ozon.js';
import { syncKeys } from '../../../../../queries/sync.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { OzonCheckTable } from '../../../../../shell/OzonCheckTable.js';
import { useToast } from '../../../../../shell/toast.js';
import { OzonCabinetCard } from './OzonCabinetCard.js';
import { OzonConnectForm, type CredentialErrors } from './OzonConnectForm.js';

/** A 400 of ConnectOzonCabinet: Ozon refused the keys (ApiKey), or a field the server found wrong. */
function serverErrorsOf(error: unknown, refused: string): CredentialErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const { ClientId, ApiKey } = error.fieldErrors;
  return { ClientId, ApiKey: ApiKey === undefined ? undefined : refused };
}

/**
 * The Ozon cabinet the app works with: which one it is now, connecting another with its Client-Id
 * and Api-Key (checked against every method the app needs before they are saved), and disconnecting.
 */
export function OzonConnectionScreen() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const commands = useMemo(() => ozonCommands(api), [api]);
  const status = useQuery(ozonStatusQuery(api));
  const [confirming, setConfirming] = useState(false);

  const connect = useMutation({
    mutationFn: (credentials: ConnectOzonCabinetRequest) => commands.connect(credentials),
    onSuccess: async () => {
      // The new cabinet's history has started loading: the sync screen and the reports follow it.
      await Promise.all(
        [ozonKeys.all, historyKeys.all, syncKeys.all, jobKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast.success(t('ozonConnection.connected'));
    },
  });
  const disconnect = useMutation({
    mutationFn: commands.disconnect,
    onSuccess: async () => {
      setConfirming(false);
      connect.reset();
      await queryClient.invalidateQueries({ queryKey: ozonKeys.all });
      toast.success(t('ozonConnection.disconnected'));
    },
    onError: (error) => toast.error(t('ozonConnection.disconnectError'), describeError(error, intl)),
  });
  const serverErrors = serverErrorsOf(connect.error, t('ozonConnection.keysRefused'));
  const failure = connect.isError && Object.keys(serverErrors).length === 0 ? describeError(connect.error, intl) : null;
  const current = status.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <ScreenTitle id="menu.marketplace.connection" />
      {status.error && <Alert severity="error">{describeError(status.error, intl)}</Alert>}
      {current && <OzonCabinetCard status={current} />}
      {current?.Source === 'Environment' && (
        <Alert severity="info">
          <FormattedMessage id="ozonConnection.fixedByEnvironment" />
        </Alert>
      )}
      {current?.Source === 'WebApp' && (
        <Box>
          <Button color="error" variant="outlined" startIcon={<LinkOff />} onClick={() => setConfirming(true)}>
            <FormattedMessage id="ozonConnection.disconnect" />
          </Button>
        </Box>
      )}
      {current && (
        <Paper variant="outlined" component="section" aria-labelledby="ozon-connect-title" sx={{ p: 2 }}>
          <Typography id="ozon-connect-title" variant="h6" component="h2">
            <FormattedMessage id="ozonConnection.connectTitle" />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="ozonConnection.connectHelp" />
          </Typography>
          <OzonConnectForm
            // A cabinet once connected, the form starts empty again (the key is not kept in the page).
            key={connect.isSuccess ? connect.submittedAt : 0}
            status={current}
            busy={connect.isPending}
            serverErrors={serverErrors}
            onSubmit={(credentials) => connect.mutate(credentials)}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
        </Paper>
      )}
      {connect.isSuccess && (
        <Paper variant="outlined" component="section" aria-labelledby="ozon-checks-title" sx={{ p: 2 }}>
          <Typography id="ozon-checks-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            <FormattedMessage id="ozonCheck.title" />
          </Typography>
          <OzonCheckTable results={connect.data} labelledBy="ozon-checks-title" />
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('ozonConnection.disconnectTitle')}
        text={intl.formatMessage({ id: 'ozonConnection.disconnectText' }, { clientId: current?.ClientId ?? '—' })}
        confirmLabel={t('ozonConnection.disconnect')}
        busy={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
