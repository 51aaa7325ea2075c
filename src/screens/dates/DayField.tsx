import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { DatePickersProvider } from '../../app/DatePickersProvider.js';
import { dayOfPicked, pickedOfDay, sellerToday } from './pickedDays.js';
import { usePicked } from './usePicked.js';

/** The calendar's day, marked as today by the seller's calendar rather than the browser's clock. */
function SellerDay(props: PickerDayProps) {
  return <PickerDay {...props} today={dayOfPicked(props.day as Date) === sellerToday()} />;
}

export interface DayFieldProps {
  label: string;
  /** YYYY-MM-DD, or nothing chosen. */
  value: string | undefined;
  /** A whole day typed or picked, or undefined when the field is emptied; an unfinished date is not passed on. */
  onChange: (day: string | undefined) => void;
  minDay?: string;
  maxDay?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  width?: number;
}

/**
 * A day field: MUI X's date picker in the interface's language (dd.MM.yyyy in Russian, Monday first,
 * whatever the browser's locale), bound to the YYYY-MM-DD days the API speaks. A browser's own date
 * input showed mm/dd/yyyy in an English browser.
 */
export function DayField({
  label,
  value,
  onChange,
  minDay,
  maxDay,
  error,
  helperText,
  required,
  width = 190,
}: DayFieldProps) {
  const [picked, setPicked] = usePicked(value, pickedOfDay, dayOfPicked);
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={picked}
        onChange={(date) => {
          setPicked(date);
          const day = dayOfPicked(date);
          if (date === null) onChange(undefined);
          else if (day !== null) onChange(day);
        }}
        minDate={minDay ? pickedOfDay(minDay) : undefined}
        maxDate={maxDay ? pickedOfDay(maxDay) : undefined}
        slots={{ day: SellerDay }}
        slotProps={{
          field: { clearable: !required },
          textField: {
            size: 'small',
            required,
            error,
            helperText,
            sx: { width, maxWidth: '100%' },
          },
        }}
      />
    </DatePickersProvider>
  );
}
