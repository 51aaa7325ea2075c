import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_RATES } from '../../../../../../contracts/priceAnalysis.js';
import { parseRate, type FieldErrors, type PriceAnalyzerParameters } from './priceAnalyzerForm.js';

type NumberKey = Exclude<keyof PriceAnalyzerParameters, 'rates'>;

/** Each figure of the economics: its field in the request, its message and its unit. */
const FIGURES: { key: NumberKey; field: keyof FieldErrors; labelId: string; unit: string }[] = [
  { key: 'commissionPercent', field: 'CommissionPercent', labelId: 'priceAnalyzer.commissionPercent', unit: '%' },
  { key: 'deliveryCost', field: 'DeliveryCost', labelId: 'priceAnalyzer.deliveryCost', unit: '₽' },
  { key: 'returnPercentage', field: 'ReturnPercentage', labelId: 'priceAnalyzer.returnPercentage', unit: '%' },
  { key: 'returnCost', field: 'ReturnCost', labelId: 'priceAnalyzer.returnCost', unit: '₽' },
];

/**
 * The rates of return as chips (a number and Enter adds one, Backspace takes the last away) and the unit
 * costs, each complaint under its field; helper text is reserved, so nothing jumps.
 */
export function PriceParameters({
  parameters,
  errors,
  onChange,
}: {
  parameters: PriceAnalyzerParameters;
  errors: FieldErrors;
  onChange: (parameters: PriceAnalyzerParameters) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const [typedWrong, setTypedWrong] = useState(false);
  const percent = (rate: number) => `${intl.formatNumber(rate, { maximumFractionDigits: 2 })} %`;

  const addRates = (texts: string[]) => {
    const rates = texts.map(parseRate);
    if (rates.some((rate) => rate === undefined)) {
      setTypedWrong(true);
      return;
    }
    const unique = [...new Set(rates as number[])].sort((a, b) => a - b).slice(0, MAX_RATES);
    setTypedWrong(false);
    setTyped('');
    onChange({ ...parameters, rates: unique });
  };
  const rateError = typedWrong ? t('priceAnalyzer.rates.invalid') : errors.RatesOfReturn;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        autoSelect
        size="small"
        options={[]}
        value={parameters.rates.map(String)}
        inputValue={typed}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setTyped(value);
          setTypedWrong(false);
        }}
        onChange={(_event, values) => addRates(values)}
        renderValue={(values, getItemProps) =>
          values.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={percent(Number(value))} {...itemProps} />;
          })
        }
        sx={{ flex: '1 1 300px', minWidth: { xs: '100%', sm: 300 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('priceAnalyzer.rates')}
            error={Boolean(rateError)}
            helperText={rateError ?? t('priceAnalyzer.rates.help', { max: MAX_RATES })}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'decimal' } }}
          />
        )}
      />
      {FIGURES.map(({ key, field, labelId, unit }) => (
        <TextField
          key={key}
          size="small"
          label={t(labelId)}
          value={parameters[key]}
          onChange={(event) => onChange({ ...parameters, [key]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          }}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 190 } }}
        />
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('priceAnalyzer.formula')}
      </Typography>
    </Box>
  );
}
