import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import {
  updateOzonWarehouse,
  type OzonWarehouse,
  type OzonWarehouseCluster,
  type UpdateOzonWarehouse,
} from '../../../../../../contracts/ozonWarehouses.js';
import { errorsAfterChange } from '../../../../../forms/zodForm.js';
import { FormDialogActions, FormFailure } from '../../../../../forms/FormDialogParts.js';

type Row = Omit<OzonWarehouse, 'WarehouseCluster'>;

interface Props {
  warehouse: Row | null;
  clusters: OzonWarehouseCluster[];
  busy: boolean;
  serverErrors: Record<string, string>;
  /** Why the last save failed, when no field error says it. */
  failure: string | null;
  onSave: (update: UpdateOzonWarehouse) => void;
  onClose: () => void;
}

/** The seller's side of a warehouse: its cluster, the other names it goes by, status and standalone. */
export function WarehouseEditDialog(props: Props) {
  return (
    <Dialog
      open={props.warehouse !== null}
      onClose={props.onClose}
      aria-labelledby="warehouse-edit-title"
      fullWidth
      maxWidth="sm"
    >
      {props.warehouse && <WarehouseEditForm {...props} warehouse={props.warehouse} />}
    </Dialog>
  );
}

function WarehouseEditForm({
  warehouse,
  clusters,
  busy,
  serverErrors,
  failure,
  onSave,
  onClose,
}: Props & { warehouse: Row }) {
  const intl = useIntl();
  const [values, setValues] = useState<UpdateOzonWarehouse>({
    ID: warehouse.ID,
    OzonWarehouseClusterID: warehouse.OzonWarehouseClusterID,
    Standalone: warehouse.Standalone,
    Aliases: warehouse.Aliases,
    Status: warehouse.Status,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = (id: string) => intl.formatMessage({ id });
  const errorOf = (field: string) => errors[field] ?? serverErrors[field];
  const complaints = (next: UpdateOzonWarehouse) => {
    const parsed = updateOzonWarehouse.safeParse(next);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t('warehouse.aliasesInvalid')]));
  };
  /** A field's complaint goes as soon as its value is valid (docs/screens.md, forms). */
  const change = (next: UpdateOzonWarehouse, field: keyof UpdateOzonWarehouse) => {
    setValues(next);
    setErrors(errorsAfterChange(errors, field, complaints(next)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = complaints(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(updateOzonWarehouse.parse(values));
  };

  return (
    <form onSubmit={submit}>
      <DialogTitle id="warehouse-edit-title">{warehouse.Name}</DialogTitle>
      <DialogContent>
        <FormFailure title={t('warehouse.saveError')} failure={failure} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('warehouse.fields.cluster')}
            value={values.OzonWarehouseClusterID ?? ''}
            onChange={(event) =>
              change(
                { ...values, OzonWarehouseClusterID: event.target.value === '' ? null : Number(event.target.value) },
                'OzonWarehouseClusterID',
              )
            }
            error={Boolean(errorOf('OzonWarehouseClusterID'))}
            helperText={errorOf('OzonWarehouseClusterID') ?? ' '}
          >
            <MenuItem value="">
              <FormattedMessage id="warehouse.noCluster" />
            </MenuItem>
            {clusters.map((cluster) => (
              <MenuItem key={cluster.ID} value={cluster.ID}>
                {cluster.Name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={values.Aliases}
            onChange={(_event, aliases) =>
              change({ ...values, Aliases: aliases.map((alias) => alias.trim()).filter(Boolean) }, 'Aliases')
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('warehouse.fields.aliases')}
                error={Boolean(errorOf('Aliases'))}
                helperText={errorOf('Aliases') ?? t('warehouse.aliasesHelp')}
              />
            )}
          />
          <TextField
            select
            label={t('warehouse.fields.status')}
            value={values.Status}
            onChange={(event) =>
              change({ ...values, Status: Number(event.target.value) as UpdateOzonWarehouse['Status'] }, 'Status')
            }
            helperText={t('warehouse.statusHelp')}
          >
            {Object.values(OzonWarehouseStatus).map((status) => (
              <MenuItem key={status} value={status}>
                {t(`warehouse.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={values.Standalone}
                onChange={(event) => change({ ...values, Standalone: event.target.checked }, 'Standalone')}
              />
            }
            label={t('warehouse.standaloneHelp')}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions busy={busy} onCancel={onClose} />
    </form>
  );
}
