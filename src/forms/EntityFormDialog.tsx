import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  errorsAfterChange,
  parseForm,
  toFormValues,
  type FormErrors,
  type FormField,
  type FormValues,
} from './zodForm.js';
import { FormDialogActions, FormFailure } from './FormDialogParts.js';
import { useServerFieldErrors } from './useServerFieldErrors.js';

interface EntityFormDialogProps<Schema extends z.ZodType> {
  open: boolean;
  title: string;
  fields: FormField[];
  schema: Schema;
  /** The record being edited; absent when creating. */
  record?: Record<string, unknown>;
  /** Values the form does not show but the request needs (the ID on update, the product of a package). */
  fixed?: Record<string, unknown>;
  /** Extra inputs (e.g. a category picker) placed after the first field. */
  extra?: ReactNode;
  /** Errors the server returned for fields, shown beside them until the field is changed. */
  serverErrors?: FormErrors;
  /** Why the last save failed, when no field error says it: shown at the top of the form. */
  failure?: string | null;
  failureTitle?: string;
  busy: boolean;
  onSubmit: (data: z.infer<Schema>) => void;
  onClose: () => void;
}

/**
 * A form dialog over a field list, validated with the server's own zod schema before sending.
 * Enter submits; helper text is always reserved so the layout does not jump.
 */
export function EntityFormDialog<Schema extends z.ZodType>(props: EntityFormDialogProps<Schema>) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="entity-form-title"
      slotProps={{ paper: { sx: { width: '36rem', maxWidth: 'calc(100% - 2rem)' } } }}
    >
      {/* The body mounts with each opening, so its values start from the record every time. */}
      {props.open && <EntityFormBody {...props} />}
    </Dialog>
  );
}

function EntityFormBody<Schema extends z.ZodType>(props: EntityFormDialogProps<Schema>) {
  const intl = useIntl();
  const shown = props.fields.filter((field) => !(field.createOnly && props.record));
  const [values, setValues] = useState<FormValues>(() => toFormValues(shown, props.record));
  const [errors, setErrors] = useState<FormErrors>({});
  // The server's field errors of the last save; a field's goes as soon as the seller changes it.
  const { shown: serverErrors, fieldChanged } = useServerFieldErrors(props.serverErrors);
  const parse = (next: FormValues) => parseForm(props.schema, shown, next, props.fixed ?? {}, intl);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(values);
    setErrors(parsed.errors ?? {});
    if (parsed.data !== undefined) props.onSubmit(parsed.data);
  };

  const change = (field: string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsAfterChange(errors, field, parse(next).errors ?? {}));
    fieldChanged(field);
  };

  // A server error about a field the form does not show still has to be read somewhere.
  const unplaced = Object.entries(serverErrors)
    .filter(([field]) => !shown.some((candidate) => candidate.name === field))
    .map(([field, message]) => `${field}: ${message}`);
  const failure = [props.failure, ...unplaced].filter(Boolean).join('\n');

  const input = (field: FormField, index: number) => {
    const error = errors[field.name] ?? serverErrors[field.name];
    return (
      <TextField
        key={field.name}
        label={intl.formatMessage({ id: field.labelId })}
        value={values[field.name] ?? ''}
        onChange={(event) => change(field.name, event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (field.helpId ? intl.formatMessage({ id: field.helpId }) : ' ')}
        required={field.required}
        autoFocus={index === 0}
        fullWidth
        slotProps={{ htmlInput: field.kind === 'text' ? { maxLength: 300 } : { inputMode: 'numeric' } }}
        sx={field.kind === 'text' ? { gridColumn: '1 / -1' } : undefined}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="entity-form-title">{props.title}</DialogTitle>
      <DialogContent>
        <FormFailure title={props.failureTitle} failure={failure} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
          {shown.slice(0, 1).map(input)}
          {props.extra && <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>{props.extra}</Box>}
          {shown.slice(1).map((field, index) => input(field, index + 1))}
        </Box>
      </DialogContent>
      <FormDialogActions busy={props.busy} onCancel={props.onClose} />
    </form>
  );
}
