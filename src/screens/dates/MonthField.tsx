import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '../../app/DatePickersProvider.js';
import { dayOfPicked, pickedOfDay } from './pickedDays.js';
import { usePicked } from './usePicked.js';

/**
 * A month field (YYYY-MM): MUI X's picker of a year and a month in the interface's language (MM.yyyy);
 * an emptied one gives undefined.
 */
export function MonthField({
  label,
  value,
  onChange,
  minMonth,
  error,
  helperText,
}: {
  label: string;
  value: string | undefined;
  onChange: (month: string | undefined) => void;
  minMonth?: string;
  error?: boolean;
  helperText?: string;
}) {
  const [picked, setPicked] = usePicked(
    value,
    (month) => pickedOfDay(`${month}-01`),
    (date) => dayOfPicked(date)?.slice(0, 7) ?? null,
  );
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format="MM.yyyy"
        value={picked}
        minDate={minMonth ? pickedOfDay(`${minMonth}-01`) : undefined}
        onChange={(date) => {
          setPicked(date);
          const day = dayOfPicked(date);
          if (date === null) onChange(undefined);
          else if (day !== null) onChange(day.slice(0, 7));
        }}
        slotProps={{
          field: { clearable: true },
          textField: { size: 'small', error, helperText, sx: { width: 170, maxWidth: '100%' } },
        }}
      />
    </DatePickersProvider>
  );
}
