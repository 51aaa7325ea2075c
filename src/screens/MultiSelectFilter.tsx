import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A filter of several values out of a list (statuses, kinds, clusters): the chosen ones by name. */
export function MultiSelectFilter<Value extends string | number>({
  label,
  value,
  options,
  onChange,
  minWidth = 220,
}: {
  label: string;
  value: Value[];
  options: { value: Value; label: string }[];
  onChange: (value: Value[]) => void;
  minWidth?: number;
}) {
  const labelOf = (chosen: Value) => options.find((option) => option.value === chosen)?.label ?? String(chosen);
  // The select hands numbers back as they were given; a value that is a number stays one.
  const numeric = typeof options[0]?.value === 'number';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as unknown as (string | number)[];
        onChange((numeric ? chosen.map(Number) : chosen) as Value[]);
      }}
      slotProps={{
        select: { multiple: true, renderValue: (selected) => (selected as Value[]).map(labelOf).join(', ') },
      }}
      sx={{ minWidth, maxWidth: minWidth + 160 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
