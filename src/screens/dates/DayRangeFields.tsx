import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DayField } from './DayField.js';
import { DAY_PRESETS, presetOf, presetRange, sellerToday } from './pickedDays.js';

/**
 * "From" and "to" days of the seller's calendar above a grid or a chart, with the periods sellers pick
 * most. An end before the start is refused where it was typed and not applied; an emptied field
 * clears its end.
 */
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
  const t = (id: string) => intl.formatMessage({ id });
  // The range as typed: an end before the start stays here, shown as refused, until it is mended.
  const [draft, setDraft] = useState({ from, to });
  const [applied, setApplied] = useState({ from, to });
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from, to });
  }
  const backwards = draft.from !== undefined && draft.to !== undefined && draft.to < draft.from;
  const today = sellerToday();

  const change = (key: 'from' | 'to', day: string | undefined) => {
    const next = { ...draft, [key]: day };
    setDraft(next);
    if (next.from !== undefined && next.to !== undefined && next.to < next.from) return;
    if (next.from !== from) onChange('from', next.from);
    if (next.to !== to) onChange('to', next.to);
  };
  const choosePreset = (preset: (typeof DAY_PRESETS)[number]) => {
    const range = presetRange(preset, today);
    setDraft(range);
    onChange('from', range.from);
    onChange('to', range.to);
  };

  return (
    <Box sx={{ display: 'contents' }}>
      <DayField label={t('salesOrder.filter.from')} value={draft.from} onChange={(day) => change('from', day)} />
      <DayField
        label={t('salesOrder.filter.to')}
        value={draft.to}
        onChange={(day) => change('to', day)}
        minDay={draft.from}
        error={backwards}
        helperText={backwards ? t('dates.endBeforeStart') : undefined}
      />
      <TextField
        select
        size="small"
        label={t('dates.preset')}
        value={presetOf(from, to, today) ?? ''}
        onChange={(event) => choosePreset(event.target.value as (typeof DAY_PRESETS)[number])}
        sx={{ width: 170, maxWidth: '100%' }}
      >
        {DAY_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`dates.presets.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
