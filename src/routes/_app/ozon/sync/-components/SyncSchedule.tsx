import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SyncFamily, UpdateSyncScheduleRequest } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { ApiError } from '../../../../../api/errors.js';
import { syncCommands, syncKeys } from '../../../../../queries/sync.js';
import { useToast } from '../../../../../shell/toast.js';
import { cronOf, CUSTOM_PERIOD, periodOf, SYNC_PERIODS } from './syncPeriods.js';
import { cronErrorText } from './cronErrorText.js';

/**
 * A family's schedule: on or off, and its period, a preset or a cron expression of the seller's own.
 * The server checks a custom cron; what it finds wrong shows under the field.
 */
export function SyncSchedule({ family }: { family: SyncFamily }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const [period, setPeriod] = useState(() => periodOf(family.Cron));
  const [cron, setCron] = useState(family.Cron);
  const [cronError, setCronError] = useState<string>();
  // The choice follows the server when the schedule changes elsewhere (another tab, another seller).
  const [seenCron, setSeenCron] = useState(family.Cron);
  if (family.Cron !== seenCron) {
    setSeenCron(family.Cron);
    setCron(family.Cron);
    setPeriod(periodOf(family.Cron));
  }

  // The switch moves at once (set in the same event, not after the mutation's state arrives); the
  // saved state takes over when the server has answered.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (request: UpdateSyncScheduleRequest) => syncCommands(api).updateSchedule(request),
    onMutate: () => setCronError(undefined),
    onSettled: () => setSwitching(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: syncKeys.all });
      toast.success(t('sync.schedule.saved'));
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.status === 400 ? error.fieldErrors.Cron : undefined;
      if (field) setCronError(cronErrorText(field, intl));
      else toast.error(t('sync.schedule.saveError'), describeError(error, intl));
    },
  });
  const saveCron = (next: string) => save.mutate({ Kind: family.Kind, Enabled: family.Enabled, Cron: next });
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    saveCron(cron.trim());
  };
  const choose = (next: string) => {
    setPeriod(next);
    const preset = cronOf(next);
    if (preset) saveCron(preset);
    else setCron(family.Cron);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          label={t('sync.schedule.enabled')}
          control={
            <Switch
              checked={switching ?? family.Enabled}
              disabled={save.isPending}
              onChange={(event) => {
                setSwitching(event.target.checked);
                save.mutate({ Kind: family.Kind, Enabled: event.target.checked, Cron: family.Cron });
              }}
            />
          }
        />
        <TextField
          select
          size="small"
          label={t('sync.schedule.period')}
          value={period}
          onChange={(event) => choose(event.target.value)}
          disabled={save.isPending}
          sx={{ flex: 1, minWidth: 200 }}
        >
          {SYNC_PERIODS.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {t(`sync.period.${option.id}`)}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM_PERIOD}>{t('sync.period.custom')}</MenuItem>
        </TextField>
      </Box>
      {period === CUSTOM_PERIOD ? (
        <Box
          component="form"
          onSubmit={submitCustom}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <TextField
            size="small"
            label={t('sync.schedule.cron')}
            value={cron}
            onChange={(event) => setCron(event.target.value)}
            error={Boolean(cronError)}
            helperText={cronError ? `${t('sync.schedule.cronInvalid')}: ${cronError}` : t('sync.schedule.cronHelp')}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={save.isPending || cron.trim() === ''}>
              <FormattedMessage id="common.save" />
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="sync.schedule.cronShown" values={{ cron: family.Cron }} />
        </Typography>
      )}
    </Box>
  );
}
