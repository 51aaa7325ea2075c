import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePickersProvider } from '../app/DatePickersProvider.js';

/** The top bar's calendar, a chunk of its own (the date pickers): loaded the first time someone opens it. */
export default function TopBarCalendar({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <DatePickersProvider>
        <DateCalendar readOnly />
      </DatePickersProvider>
    </Popover>
  );
}
