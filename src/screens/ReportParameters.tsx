import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A report's parameters above its result: a labelled group that wraps on a narrow screen. */
export function ReportParameters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {children}
    </Box>
  );
}

/**
 * A whole-number parameter; what is typed applies once it is a number in bounds (an emptied optional
 * one clears it), so the report does not reload on every keystroke of a half-typed value.
 */
export function NumberParameter({
  label,
  value,
  onChange,
  min = 0,
  max = 365,
  optional = false,
  width = 150,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  optional?: boolean;
  width?: number;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // A value changed from outside (the URL) replaces what was typed.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value === undefined ? '' : String(value));
  }
  const parsed = text.trim() === '' ? undefined : Number(text);
  const valid = parsed === undefined ? optional : Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      error={!valid}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim() === '' ? undefined : Number(event.target.value);
        const ok = next === undefined ? optional : Number.isInteger(next) && next >= min && next <= max;
        if (ok) onChange(next);
      }}
      slotProps={{ htmlInput: { min, max }, inputLabel: { shrink: true } }}
      sx={{ width }}
    />
  );
}

export function SwitchParameter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/** The Respect* flags the supply reports share, each on unless the request says otherwise. */
export interface RespectFlags {
  RespectMinimalStock?: boolean;
  RespectSupplyPreparationPeriod?: boolean;
  RespectActiveSupplyOrders?: boolean;
}

/** Each switch's key in a report's address, with its flag in the request. */
const RESPECT_SWITCHES = [
  ['minimal', 'RespectMinimalStock'],
  ['preparation', 'RespectSupplyPreparationPeriod'],
  ['active', 'RespectActiveSupplyOrders'],
] as const;

export type RespectKey = (typeof RESPECT_SWITCHES)[number][0];

/** The Respect* switches of the supply reports: minimal stock, preparation time, supplies on their way. */
export function RespectSwitches({
  flags,
  onChange,
}: {
  flags: RespectFlags;
  onChange: (key: RespectKey, on: boolean) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'supplyPlanning.respect' });
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}:
      </Box>
      {RESPECT_SWITCHES.map(([key, flag]) => (
        <SwitchParameter
          key={key}
          label={intl.formatMessage({ id: `supplyPlanning.respect.${key}` })}
          checked={flags[flag] !== false}
          onChange={(on) => onChange(key, on)}
        />
      ))}
    </Box>
  );
}
