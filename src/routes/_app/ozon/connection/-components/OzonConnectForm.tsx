import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_HISTORY_MONTHS, historyDepths, type HistoryMonths } from '../../../../../../contracts/history.js';
import {
  ozonCredentials,
  type ConnectOzonCabinetRequest,
  type OzonCredentialsInput,
  type OzonStatus,
} from '../../../../../../contracts/ozon.js';

export type CredentialErrors = Partial<Record<keyof OzonCredentialsInput, string>>;

const INVALID: Record<keyof OzonCredentialsInput, { id: string }> = {
  ClientId: { id: 'ozonConnection.clientIdInvalid' },
  ApiKey: { id: 'ozonConnection.apiKeyInvalid' },
};

/** The first problem of each field, in the seller's words (the server checks with the same schema). */
function validate(values: OzonCredentialsInput): { data?: OzonCredentialsInput; errors: CredentialErrors } {
  const parsed = ozonCredentials.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: CredentialErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OzonCredentialsInput;
    errors[field] ??= INVALID[field].id;
  }
  return { errors };
}

/**
 * Client-Id and Api-Key of the cabinet to connect; Enter sends them. Switching to another cabinet is
 * said before saving: its data is not merged with what the old cabinet's syncs left.
 */
export function OzonConnectForm({
  status,
  busy,
  serverErrors,
  onSubmit,
}: {
  status: OzonStatus;
  busy: boolean;
  /** Field errors of the server's answer, already in the seller's words. */
  serverErrors: CredentialErrors;
  onSubmit: (request: ConnectOzonCabinetRequest) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<OzonCredentialsInput>({ ClientId: '', ApiKey: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [months, setMonths] = useState<HistoryMonths>(DEFAULT_HISTORY_MONTHS);
  const fixed = status.Source === 'Environment';
  const otherCabinet =
    status.ClientId !== null && values.ClientId.trim() !== '' && values.ClientId.trim() !== status.ClientId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (data) onSubmit({ ...data, HistoryMonths: months });
  };
  const change = (field: keyof OzonCredentialsInput) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value });
    setErrors({ ...errors, [field]: undefined });
  };
  const errorOf = (field: keyof OzonCredentialsInput) => (errors[field] ? t(errors[field]) : serverErrors[field]);

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="ozon-connect-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={t('ozonConnection.fields.ClientId')}
        value={values.ClientId}
        onChange={change('ClientId')}
        error={Boolean(errorOf('ClientId'))}
        helperText={errorOf('ClientId') ?? ' '}
        disabled={fixed || busy}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('ozonConnection.fields.ApiKey')}
        type="password"
        value={values.ApiKey}
        onChange={change('ApiKey')}
        error={Boolean(errorOf('ApiKey'))}
        helperText={errorOf('ApiKey') ?? ' '}
        disabled={fixed || busy}
        autoComplete="new-password"
      />
      <TextField
        select
        label={t('ozonConnection.historyMonths')}
        value={months}
        onChange={(event) => setMonths(Number(event.target.value) as HistoryMonths)}
        helperText={t('ozonConnection.historyHelp')}
        disabled={fixed || busy}
      >
        {historyDepths.map((depth) => (
          <MenuItem key={depth} value={depth}>
            <FormattedMessage id="history.months" values={{ months: depth }} />
          </MenuItem>
        ))}
      </TextField>
      {otherCabinet && !fixed && (
        <Alert severity="warning">
          <FormattedMessage
            id="ozonConnection.otherCabinet"
            values={{ current: status.ClientId, next: values.ClientId.trim() }}
          />
        </Alert>
      )}
      {busy && <LinearProgress aria-label={t('ozonConnection.checking')} />}
      <Box>
        <Button type="submit" variant="contained" disabled={fixed || busy}>
          <FormattedMessage id="ozonConnection.submit" />
        </Button>
      </Box>
    </Box>
  );
}
