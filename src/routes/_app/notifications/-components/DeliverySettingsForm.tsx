import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  saveNotificationSettingsRequest,
  type NotificationSettings,
} from '../../../../../contracts/notificationChannels.js';
import { useApi } from '../../../../api/ApiContext.js';
import { errorsOf, type FormErrors } from '../../../../forms/zodForm.js';
import { notificationChannelCommands } from '../../../../queries/notifications.js';
import { useChannelCommand } from './useChannelCommand.js';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The select's value for «no quiet hours» (an empty value would show no label). */
const NONE = 'none';

/** Quiet hours (whole hours of the seller's time zone, or none) and the repeat period. */
export function DeliverySettingsForm({ settings, timeZone }: { settings: NotificationSettings; timeZone: string }) {
  const intl = useIntl();
  const commands = notificationChannelCommands(useApi());
  const [from, setFrom] = useState(settings.QuietFrom === null ? NONE : String(settings.QuietFrom));
  const [to, setTo] = useState(settings.QuietTo === null ? NONE : String(settings.QuietTo));
  const [repeat, setRepeat] = useState(String(settings.RepeatDays));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useChannelCommand(commands.saveSettings);
  const shown = { ...save.fieldErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveNotificationSettingsRequest.safeParse({
      QuietFrom: from === NONE ? null : Number(from),
      QuietTo: to === NONE ? null : Number(to),
      RepeatDays: /^\d+$/.test(repeat.trim()) ? Number(repeat) : repeat,
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error, intl));
    setErrors({});
    save.mutation.mutate(parsed.data);
  };
  const hourField = (id: string, value: string, onChange: (value: string) => void, name: string) => (
    <TextField
      select
      size="small"
      sx={{ width: 150 }}
      label={intl.formatMessage({ id })}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        setErrors({});
      }}
      error={Boolean(shown[name])}
      helperText={shown[name] || ' '}
    >
      <MenuItem value={NONE}>
        <FormattedMessage id="notification.settings.noQuiet" />
      </MenuItem>
      {HOURS.map((hour) => (
        <MenuItem key={hour} value={String(hour)}>
          {`${String(hour).padStart(2, '0')}:00`}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="notification.settings.quietHelp" values={{ timeZone }} />
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {hourField('notification.settings.quietFrom', from, setFrom, 'QuietFrom')}
        {hourField('notification.settings.quietTo', to, setTo, 'QuietTo')}
        <TextField
          size="small"
          sx={{ width: 260 }}
          label={intl.formatMessage({ id: 'notification.settings.repeatDays' })}
          value={repeat}
          onChange={(event) => {
            setRepeat(event.target.value);
            setErrors({});
          }}
          error={Boolean(shown.RepeatDays)}
          helperText={shown.RepeatDays || intl.formatMessage({ id: 'notification.settings.repeatHelp' })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={save.mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Paper>
  );
}
