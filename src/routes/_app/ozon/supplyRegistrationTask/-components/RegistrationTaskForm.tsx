import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  supplyRegistrationTaskInput,
  type SupplyRegistrationTaskInput,
} from '../../../../../../contracts/supplyRegistration.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { FormDialogActions, FormFailure } from '../../../../../forms/FormDialogParts.js';
import { errorsAfterChange, messageOf, type FormErrors } from '../../../../../forms/zodForm.js';
import { PackagePicker } from '../../../../../screens/PackagePicker.js';
import { WarehousePicker } from '../../../../../screens/WarehousePicker.js';
import { DayField } from '../../../../../screens/dates/DayField.js';

/** What the form starts from: a task to change (with its ID), or a new one (perhaps from report rows). */
export interface TaskDraft {
  ID?: number;
  products: { ID: number; Name: string; Quantity: number }[];
  MinDate: string;
  MaxDate: string;
  TimeReserveInHours: number;
  TargetWarehouseID: number | null;
  DropOffWarehouseIDs: number[];
  Enabled: boolean;
}

/** A new task: the coming two weeks, from the day after tomorrow, a day's reserve before the slot. */
export function newTaskDraft(products: TaskDraft['products'] = [], target: number | null = null): TaskDraft {
  const calendar = sellerDays();
  const today = calendar.dayOf(new Date());
  return {
    products,
    MinDate: calendar.addDays(today, 2),
    MaxDate: calendar.addDays(today, 16),
    TimeReserveInHours: 24,
    TargetWarehouseID: target,
    DropOffWarehouseIDs: target === null ? [] : [target],
    Enabled: true,
  };
}

interface Props {
  draft: TaskDraft | null;
  busy: boolean;
  serverErrors: Record<string, string>;
  failure: string | null;
  onSave: (task: SupplyRegistrationTaskInput & { ID?: number }) => void;
  onClose: () => void;
}

/** The create/edit form of a supply registration task: packages with quantities, window, target, drop-offs. */
export function RegistrationTaskForm(props: Props) {
  return (
    <Dialog
      open={props.draft !== null}
      onClose={props.onClose}
      aria-labelledby="task-form-title"
      fullWidth
      maxWidth="md"
    >
      {props.draft && <TaskFormBody {...props} draft={props.draft} />}
    </Dialog>
  );
}

function TaskFormBody({ draft, busy, serverErrors, failure, onSave, onClose }: Props & { draft: TaskDraft }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState(() => ({
    ...draft,
    quantities: Object.fromEntries(draft.products.map((product) => [product.ID, String(product.Quantity)])),
    reserve: String(draft.TimeReserveInHours),
  }));
  const [names, setNames] = useState(new Map(draft.products.map((product) => [product.ID, product.Name])));
  const [errors, setErrors] = useState<FormErrors>({});
  const errorOf = (field: string) => errors[field] ?? serverErrors[field];
  type Values = typeof values;

  const wire = (next: Values) => ({
    ...(next.ID !== undefined && { ID: next.ID }),
    Products: Object.fromEntries(
      Object.entries(next.quantities).map(([id, quantity]) => [id, quantity.trim() === '' ? NaN : Number(quantity)]),
    ),
    Enabled: next.Enabled,
    MinDate: next.MinDate,
    MaxDate: next.MaxDate,
    TimeReserveInHours: next.reserve.trim() === '' ? NaN : Number(next.reserve),
    TargetWarehouseID: next.TargetWarehouseID ?? 0,
    DropOffWarehouseIDs: next.DropOffWarehouseIDs,
  });
  const complaints = (next: Values): FormErrors => {
    const parsed = supplyRegistrationTaskInput.safeParse(wire(next));
    if (parsed.success) return {};
    const found: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      found[field] ??=
        field === 'MaxDate' && issue.code === 'custom'
          ? t('supplyTask.error.maxBeforeMin')
          : field === 'TargetWarehouseID'
            ? t('validation.required')
            : field === 'Products' && issue.path.length > 1
              ? t('supplyTask.error.quantity')
              : field === 'Products'
                ? t('supplyTask.error.noProducts')
                : field === 'DropOffWarehouseIDs' && issue.code === 'too_small'
                  ? t('supplyTask.error.noDropOff')
                  : messageOf(issue, intl);
    }
    return found;
  };
  const change = (next: Values, field: string) => {
    setValues(next);
    setErrors(errorsAfterChange(errors, field, complaints(next)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = complaints(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(supplyRegistrationTaskInput.parse(wire(values)));
  };
  const chosen = Object.keys(values.quantities).map(Number);

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="task-form-title">
        {draft.ID === undefined ? t('supplyTask.add') : intl.formatMessage({ id: 'supplyTask.edit' }, { id: draft.ID })}
      </DialogTitle>
      <DialogContent>
        <FormFailure title={t('supplyTask.saveError')} failure={failure} />
        <Stack spacing={1} sx={{ pt: 1 }}>
          <PackagePicker
            label={t('supplyTask.fields.Products')}
            value={chosen}
            error={chosen.length === 0 ? errorOf('Products') : undefined}
            onChange={(ids, packages) => {
              setNames(new Map([...names, ...packages.map((item) => [item.ID, item.Name] as const)]));
              const quantities = Object.fromEntries(ids.map((id) => [id, values.quantities[id] ?? '1']));
              change({ ...values, quantities }, 'Products');
            }}
          />
          {chosen.length > 0 && (
            <Box role="group" aria-label={t('supplyTask.quantities')} sx={{ display: 'grid', gap: 1 }}>
              {chosen.map((id) => (
                <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={names.get(id)}>
                    {names.get(id) ?? `№ ${id}`}
                  </Typography>
                  <TextField
                    size="small"
                    type="number"
                    label={t('supplyTask.fields.Quantity')}
                    value={values.quantities[id]}
                    onChange={(event) =>
                      change({ ...values, quantities: { ...values.quantities, [id]: event.target.value } }, 'Products')
                    }
                    slotProps={{
                      htmlInput: { min: 1, 'aria-label': `${t('supplyTask.fields.Quantity')}: ${names.get(id) ?? id}` },
                    }}
                    sx={{ width: 140 }}
                  />
                </Box>
              ))}
              {errorOf('Products') && (
                <Typography variant="caption" color="error" role="alert">
                  {errorOf('Products')}
                </Typography>
              )}
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}>
            {(['MinDate', 'MaxDate'] as const).map((field) => (
              <DayField
                key={field}
                label={t(`supplyTask.fields.${field}`)}
                value={values[field] || undefined}
                onChange={(day) => change({ ...values, [field]: day ?? '' }, field)}
                minDay={field === 'MaxDate' ? values.MinDate || undefined : undefined}
                error={Boolean(errorOf(field))}
                helperText={errorOf(field) ?? ' '}
                width={190}
              />
            ))}
            <TextField
              size="small"
              type="number"
              label={t('supplyTask.fields.TimeReserveInHours')}
              value={values.reserve}
              onChange={(event) => change({ ...values, reserve: event.target.value }, 'TimeReserveInHours')}
              error={Boolean(errorOf('TimeReserveInHours'))}
              helperText={errorOf('TimeReserveInHours') ?? t('supplyTask.reserveHelp')}
              sx={{ width: 240 }}
            />
          </Box>
          <WarehousePicker
            label={t('supplyTask.fields.TargetWarehouseID')}
            value={values.TargetWarehouseID}
            onChange={(id) => change({ ...values, TargetWarehouseID: id }, 'TargetWarehouseID')}
            error={errorOf('TargetWarehouseID')}
            ozonOnly
          />
          <WarehousePicker
            multiple
            label={t('supplyTask.fields.DropOffWarehouseIDs')}
            value={values.DropOffWarehouseIDs}
            onChange={(ids) => change({ ...values, DropOffWarehouseIDs: ids }, 'DropOffWarehouseIDs')}
            error={errorOf('DropOffWarehouseIDs')}
            help={t('supplyTask.dropOffHelp')}
            ozonOnly
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.Enabled}
                onChange={(event) => change({ ...values, Enabled: event.target.checked }, 'Enabled')}
              />
            }
            label={t('supplyTask.fields.Enabled')}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions busy={busy} onCancel={onClose} />
    </form>
  );
}
