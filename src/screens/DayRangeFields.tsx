import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

/** "From" and "to" days of the seller's calendar, above a grid or a chart; an emptied field clears its end. */
export function DayRangeFields({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (key: 'from' | 'to', day: string | undefined) => void;
}) {
  const intl = useIntl();
  return (['from', 'to'] as const).map((key) => (
    <TextField
      key={key}
      type="date"
      size="small"
      label={intl.formatMessage({ id: `salesOrder.filter.${key}` })}
      value={(key === 'from' ? from : to) ?? ''}
      onChange={(event) => onChange(key, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 160 }}
    />
  ));
}
