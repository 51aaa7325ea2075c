import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DayField } from '../../../../../screens/dates/DayField.js';

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

/** The complaints of a form held in state: a field's goes once the seller changes that field. */
export function editorErrorsOf(
  errors: Record<string, string>,
  setErrors: (next: Record<string, string>) => void,
): EditorErrors {
  return {
    errorOf: (path) => errors[path],
    changed: (path) => {
      if (path in errors) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path)));
    },
  };
}

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

/** A text field bound to its path: the complaint below it, a change clearing it, the path on the input for tests. */
function PathTextField({
  path,
  labelId,
  value,
  onChange,
  width,
  autoFocus,
  slotProps,
  ...rest
}: FieldProps & Omit<TextFieldProps, 'value' | 'onChange'>) {
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
      {...rest}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-path': path } }}
      sx={{ width, maxWidth: '100%' }}
    />
  );
}

/**
 * A number typed as text (a comma or a point), right-aligned, with its unit. With a unit the label sits
 * on the border from the start: inside an empty field it would run into the unit («Количестшт.»).
 */
export function NumberField({ unit, width = 120, ...props }: FieldProps) {
  return (
    <PathTextField
      {...props}
      width={width}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
        input: unit ? { endAdornment: <span style={{ marginLeft: 4, opacity: 0.7 }}>{unit}</span> } : undefined,
        inputLabel: unit ? { shrink: true } : undefined,
      }}
    />
  );
}

export function TextInput({ width = 240, ...props }: FieldProps) {
  return <PathTextField {...props} width={width} />;
}

/** A day of the form (YYYY-MM-DD, '' when none): the app's date picker, refused like the other fields. */
export function DateInput({ path, labelId, value, onChange, width = 190 }: FieldProps) {
  const intl = useIntl();
  const { error, change } = useField(path, onChange);
  return (
    <DayField
      label={intl.formatMessage({ id: labelId })}
      value={value || undefined}
      onChange={(day) => change(day ?? '')}
      error={Boolean(error)}
      helperText={error ?? ' '}
      width={width}
    />
  );
}

/** A choice out of a short list; `null` is "not chosen yet". */
export function SelectInput<Value extends number>({
  value,
  options,
  onChange,
  width = 200,
  ...props
}: Omit<FieldProps, 'value' | 'onChange' | 'unit'> & {
  value: Value | null;
  options: { value: Value; label: ReactNode }[];
  onChange: (value: Value) => void;
}) {
  return (
    <PathTextField
      {...props}
      select
      width={width}
      value={value === null ? '' : String(value)}
      onChange={(text) => onChange(Number(text) as Value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </PathTextField>
  );
}
