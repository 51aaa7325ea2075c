import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { UnitOfMeasure } from '../../../../../../contracts/enums.js';
import { CHOSEN_UNITS } from './packageTypeForms.js';

/** The unit a packaging material is counted and priced in; «not set» only for a type that has it already. */
export function UnitOfMeasureField({
  value,
  onChange,
  error,
}: {
  value: UnitOfMeasure;
  onChange: (unit: UnitOfMeasure) => void;
  error?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const units = value === UnitOfMeasure.Unknown ? [UnitOfMeasure.Unknown, ...CHOSEN_UNITS] : CHOSEN_UNITS;
  return (
    <TextField
      select
      fullWidth
      label={t('packageTypes.fields.UnitOfMeasure')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as UnitOfMeasure)}
      error={Boolean(error)}
      helperText={error ?? t('packageTypes.fields.UnitOfMeasure.help')}
    >
      {units.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {t(`packageTypes.uom.${unit}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
