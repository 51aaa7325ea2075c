import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  packageTypeUpdate,
  REPEATED_DATE,
  type PackageType,
  type PackageTypeUpdate,
} from '../../../../../../contracts/packageType.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { DatePickersProvider } from '../../../../../app/DatePickersProvider.js';
import { FormDialogActions, FormFailure } from '../../../../../forms/FormDialogParts.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { useServerFieldErrors } from '../../../../../forms/useServerFieldErrors.js';
import { errorsAfterChange, messageOf, type FormErrors } from '../../../../../forms/zodForm.js';
import { screenText } from '../../../../../grids/formatters.js';
import { packageTypeCommands, packageTypeKeys } from '../../../../../queries/packageTypes.js';
import { dayOfPicked, pickedOfDay } from '../../../../../screens/dates/pickedDays.js';
import { parseRoubles, priceOfDay, withPrices } from './packageTypePrices.js';

type Field = 'Price' | 'Date';

interface Props {
  type: PackageType;
  /** The seller's day (YYYY-MM-DD): a new price starts today unless the seller picks another day. */
  today: string;
  onSaved: () => void;
  onClose: () => void;
}

/** The field of this form a server complaint names: `Prices[2].Date` is the date, `Prices[2].Price` the price. */
const fieldOfPath = (path: string) => (/\.Date$/.test(path) ? 'Date' : /\.Price$/.test(path) ? 'Price' : path);

/**
 * A new dated price of a packaging material: the price per its unit and the day it applies from
 * (today by default). It is saved with the whole history; a second price on a day is refused beside
 * the date, as the contract refines it. A chunk of its own, with the date pickers.
 */
export default function AddPriceDialog(props: Props) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="add-price-title"
      slotProps={{ paper: { sx: { width: '32rem', maxWidth: 'calc(100% - 2rem)' } } }}
    >
      <DialogTitle id="add-price-title">
        {intl.formatMessage({ id: 'packageTypes.prices.addTitle' }, { name: props.type.Name })}
      </DialogTitle>
      <DatePickersProvider>
        <AddPriceForm {...props} />
      </DatePickersProvider>
    </Dialog>
  );
}

function AddPriceForm({ type, today, onSaved, onClose }: Props) {
  const intl = useIntl();
  const api = useApi();
  const commands = useMemo(() => packageTypeCommands(api), [api]);
  const [priceText, setPriceText] = useState('');
  const [picked, setPicked] = useState<Date | null>(() => pickedOfDay(today));
  const [errors, setErrors] = useState<FormErrors>({});
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (price: number) => screenText({ kind: 'money' }, price, intl.locale);
  const unit = t(`packageTypes.unit.${type.UnitOfMeasure}`);

  const save = useRecordMutation((update: PackageTypeUpdate) => commands.updatePackageType(update), {
    invalidate: packageTypeKeys.all,
    successId: 'packageTypes.prices.saved',
    failureId: 'packageTypes.prices.saveError',
    inlineFailure: true,
    onDone: () => {
      onSaved();
      onClose();
    },
  });
  const { shown: serverErrors, fieldChanged } = useServerFieldErrors(save.fieldErrors, fieldOfPath);

  /** The complaints about the fields, or the update to send: the history with the new price, checked by the server's schema. */
  const check = (text: string, day: Date | null): { errors: FormErrors; update?: PackageTypeUpdate } => {
    const found: FormErrors = {};
    const price = parseRoubles(text);
    if (text.trim() === '') found.Price = t('validation.required');
    else if (price === null) found.Price = t('packageTypes.prices.invalidPrice');
    const date = dayOfPicked(day);
    if (!day) found.Date = t('validation.required');
    else if (!date) found.Date = t('packageTypes.prices.invalidDate');
    if (price === null || !date) return { errors: found };

    const parsed = packageTypeUpdate.safeParse(withPrices(type, [...type.Prices, { Date: date, Price: price }]));
    if (parsed.success) return { errors: found, update: parsed.data };
    for (const issue of parsed.error.issues) {
      const [root, , field] = issue.path;
      const name = root === 'Prices' && (field === 'Date' || field === 'Price') ? field : String(root);
      found[name] ??=
        issue.message === REPEATED_DATE
          ? t('packageTypes.prices.dateTaken', { price: money(priceOfDay(type.Prices, date)?.Price ?? 0) })
          : messageOf(issue, intl);
    }
    return { errors: found };
  };

  const change = (field: Field, text: string, day: Date | null) => {
    setPriceText(text);
    setPicked(day);
    setErrors(errorsAfterChange(errors, field, check(text, day).errors));
    fieldChanged(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(priceText, picked);
    setErrors(checked.errors);
    if (checked.update) save.mutate(checked.update);
  };

  // The server's words for a repeated day are the contract's: said here as the form says them.
  const serverError = (field: Field) =>
    serverErrors[field] === REPEATED_DATE ? t('validation.repeatedPriceDate') : serverErrors[field];
  const errorOf = (field: Field) => errors[field] ?? serverError(field);
  const unplaced = Object.entries(serverErrors)
    .filter(([field]) => field !== 'Price' && field !== 'Date')
    .map(([field, message]) => `${field}: ${message}`);
  const failure = [save.failure, ...unplaced].filter(Boolean).join('\n');

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <FormFailure title={t('packageTypes.prices.saveError')} failure={failure} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
          <TextField
            label={t('packageTypes.prices.Price', { unit })}
            value={priceText}
            onChange={(event) => change('Price', event.target.value, picked)}
            error={Boolean(errorOf('Price'))}
            helperText={errorOf('Price') ?? ' '}
            required
            autoFocus
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 20 },
              input: { endAdornment: <InputAdornment position="end">₽</InputAdornment> },
            }}
          />
          <DatePicker
            label={t('packageTypes.prices.Date')}
            value={picked}
            onChange={(day) => change('Date', priceText, day)}
            slotProps={{
              textField: {
                required: true,
                fullWidth: true,
                error: Boolean(errorOf('Date')),
                helperText: errorOf('Date') ?? t('packageTypes.prices.dateHelp'),
              },
            }}
          />
        </Box>
      </DialogContent>
      <FormDialogActions busy={save.isPending} onCancel={onClose} />
    </form>
  );
}
