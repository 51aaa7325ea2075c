import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type HTMLInputAutoCompleteAttribute } from 'react';

interface InputFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * An outlined text input with its floating label, looking as MUI's TextField does, built of the parts
 * TextField is built of. TextField also offers `select`, so it brings MUI's Select, Menu and Popover
 * with it (about 20 KB gzipped): too much for the login page, the first screen a seller waits for.
 */
export function InputField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
}: InputFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth margin="normal" required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
    </FormControl>
  );
}
