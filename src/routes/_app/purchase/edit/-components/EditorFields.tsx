import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The editor's fields: each names itself by its path in the batch (Items[0].SalesItems[1].Volume), finds
 * its complaint by that path, and reports its change by it, so the schema's and the server's errors land
 * beside the field they name.
 */
export interface EditorErrors {
  errorOf(path: string): string | undefined;
  changed(path: string): void;
}

export const EditorErrorsContext = createContext<EditorErrors>({ errorOf: () => undefined, changed: () => {} });

interface FieldProps {
  path: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
  /** A unit after the value («₽», «л», «%», «шт.»). */
  unit?: string;
  autoFocus?: boolean;
}

function useField(path: string, onChange: (value: string) => void) {
  const errors = useContext(EditorErrorsContext);
  const error = errors.errorOf(path);
  return {
    error,
    change: (value: string) => {
      onChange(value);
      errors.changed(path);
    },
  };
}

/** A number typed as text (a comma or a point), right-aligned, with its unit. */
export function NumberField({ path, labelId, value, onChange, width = 120, unit, autoFocus }: FieldProps) {
  const intl = useIntl();
  const { error, change } = useField(path, onChange);
  return (
    <TextField
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => change(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'data-path': path, style: { textAlign: 'right' } },
        input: unit ? { endAdornment: <span style={{ marginLeft: 4, opacity: 0.7 }}>{unit}</span> } : undefined,
      }}
      sx={{ width }}
    />
  );
}

export function TextInput({ path, labelId, value, onChange, width = 240, autoFocus }: FieldProps) {
  const intl = useIntl();
  const { error, change } = useField(path, onChange);
  return (
    <TextField
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => change(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { 'data-path': path } }}
      sx={{ width }}
    />
  );
}

export function DateInput({ path, labelId, value, onChange, width = 170 }: FieldProps) {
  const intl = useIntl();
  const { error, change } = useField(path, onChange);
  return (
    <TextField
      size="small"
      type="date"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => change(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-path': path } }}
      sx={{ width }}
    />
  );
}

/** A choice out of a short list; `null` is "not chosen yet". */
export function SelectInput<Value extends number>({
  path,
  labelId,
  value,
  options,
  onChange,
  width = 200,
}: {
  path: string;
  labelId: string;
  value: Value | null;
  options: { value: Value; label: ReactNode }[];
  onChange: (value: Value) => void;
  width?: number;
}) {
  const intl = useIntl();
  const { error, change } = useField(path, (text) => onChange(Number(text) as Value));
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value === null ? '' : String(value)}
      onChange={(event) => change(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { 'data-path': path } }}
      sx={{ width }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
