import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  hasThreshold,
  notificationThresholds,
  type NotificationKind,
  type NotificationRule,
} from '../../../../../contracts/notifications.js';

/** Field errors of the server's answer by rule index («Rules[0].Threshold»). */
export type RuleErrors = Record<string, string | undefined>;

/**
 * Each rule of the user: on or off, its threshold with the unit it counts in; one save for all.
 * A threshold out of bounds is said under its field before anything is sent.
 */
export function RulesForm({
  rules,
  busy,
  serverErrors,
  onSave,
}: {
  rules: NotificationRule[];
  busy: boolean;
  serverErrors: RuleErrors;
  onSave: (rules: NotificationRule[]) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(() => rules.map((rule) => ({ ...rule, text: String(rule.Threshold) })));
  const [errors, setErrors] = useState<Partial<Record<NotificationKind, string>>>({});
  const change = (index: number, patch: Partial<(typeof draft)[number]>) =>
    setDraft(draft.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<NotificationKind, string>> = {};
    for (const rule of draft) {
      const bounds = notificationThresholds[rule.Kind];
      const value = Number(rule.text);
      if (!/^\d+$/.test(rule.text.trim()) || value < bounds.min || value > bounds.max) {
        found[rule.Kind] = intl.formatMessage({ id: 'notification.rule.bounds' }, bounds);
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(draft.map(({ text, ...rule }) => ({ ...rule, Threshold: Number(text) })));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {draft.map((rule, index) => {
        const error = errors[rule.Kind] ?? serverErrors[`Rules[${index}].Threshold`];
        return (
          <Paper key={rule.Kind} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
              <FormControlLabel
                sx={{ flex: '1 1 260px', m: 0 }}
                control={
                  <Switch
                    checked={rule.Enabled}
                    onChange={(event) => change(index, { Enabled: event.target.checked })}
                  />
                }
                label={
                  <Box>
                    <Typography>
                      <FormattedMessage id={`notification.rule.${rule.Kind}`} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id={`notification.rule.${rule.Kind}.help`} />
                    </Typography>
                  </Box>
                }
              />
              {hasThreshold(rule.Kind) && (
                <TextField
                  size="small"
                  sx={{ width: 170 }}
                  label={intl.formatMessage({ id: `notification.rule.${rule.Kind}.threshold` })}
                  value={rule.text}
                  onChange={(event) => {
                    change(index, { text: event.target.value });
                    setErrors({ ...errors, [rule.Kind]: undefined });
                  }}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
              <FormControlLabel
                sx={{ mb: 2.5 }}
                control={
                  <Switch
                    size="small"
                    checked={rule.Urgent}
                    onChange={(event) => change(index, { Urgent: event.target.checked })}
                  />
                }
                label={intl.formatMessage({ id: 'notification.rule.urgent' })}
              />
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Box>
  );
}
