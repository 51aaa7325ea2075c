import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ConfirmDialog } from './ConfirmDialog.js';
import { EntityFormDialog } from './EntityFormDialog.js';
import { useRecordMutation } from './useRecordMutation.js';
import type { FormField } from './zodForm.js';

/** The messages a record kind needs: `<prefix>.<suffix>` in both catalogues. */
export const RECORD_MESSAGE_SUFFIXES = [
  'add',
  'edit',
  'delete',
  'deleteConfirm',
  'saved',
  'saveError',
  'deleted',
  'deleteError',
];

interface NamedRecord {
  ID: number;
  Name: string;
}

export interface RecordEditingOptions<Rec extends NamedRecord, Create extends z.ZodType, Update extends z.ZodType> {
  /** Message ids are `<prefix>.add`, `.edit`, `.delete`, `.deleteConfirm`, `.saved`, `.saveError`, ... */
  prefix: string;
  invalidate: QueryKey;
  fields: FormField[];
  createSchema: Create;
  updateSchema: Update;
  add: (input: z.infer<Create>) => Promise<unknown>;
  update: (input: z.infer<Update>) => Promise<unknown>;
  remove: (record: Rec) => Promise<unknown>;
  /** After a save: the record's ID (a create answers the new ID or the new record). */
  onSaved?: (id: number, created: boolean) => void;
  onRemoved?: (record: Rec) => void;
}

/** The ID a create answered: the number itself, or the ID of the record it returned. */
function createdId(result: unknown): number {
  return typeof result === 'number' ? result : (result as NamedRecord).ID;
}

/**
 * Create, edit and delete of one kind of record: the form dialog (validated with the server's schema),
 * the delete confirmation, and the commands behind them.
 */
export function useRecordEditing<Rec extends NamedRecord, Create extends z.ZodType, Update extends z.ZodType>(
  options: RecordEditingOptions<Rec, Create, Update>,
) {
  const intl = useIntl();
  const [editing, setEditing] = useState<{ record?: Rec } | null>(null);
  const [deleting, setDeleting] = useState<Rec | null>(null);
  const t = (suffix: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `${options.prefix}.${suffix}` }, values);

  const save = useRecordMutation(
    // The form validated the input with the schema of its mode, and the update schema includes the ID.
    (input: z.infer<Create> | z.infer<Update>) =>
      editing?.record ? options.update(input as z.infer<Update>) : options.add(input as z.infer<Create>),
    {
      invalidate: options.invalidate,
      successId: `${options.prefix}.saved`,
      failureId: `${options.prefix}.saveError`,
      inlineFailure: true,
      onDone: (result) => {
        const record = editing?.record;
        options.onSaved?.(record ? record.ID : createdId(result), !record);
        setEditing(null);
      },
    },
  );
  const remove = useRecordMutation(options.remove, {
    invalidate: options.invalidate,
    successId: `${options.prefix}.deleted`,
    failureId: `${options.prefix}.deleteError`,
    inlineFailure: true,
    onDone: (_result, record) => {
      options.onRemoved?.(record);
      setDeleting(null);
    },
  });

  const dialogs = ({ fixed = {}, extra }: { fixed?: Record<string, unknown>; extra?: ReactNode } = {}) => (
    <>
      <EntityFormDialog
        open={editing !== null}
        title={t(editing?.record ? 'edit' : 'add')}
        fields={options.fields}
        schema={editing?.record ? options.updateSchema : options.createSchema}
        record={editing?.record as Record<string, unknown> | undefined}
        fixed={{ ...fixed, ...(editing?.record ? { ID: editing.record.ID } : {}) }}
        extra={extra}
        serverErrors={save.fieldErrors}
        failure={save.failure}
        failureTitle={t('saveError')}
        busy={save.isPending}
        onSubmit={(input) => save.mutate(input)}
        onClose={() => {
          save.clearFailure();
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete')}
        text={t('deleteConfirm', { name: deleting?.Name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        busy={remove.isPending}
        error={remove.failure}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          remove.clearFailure();
          setDeleting(null);
        }}
      />
    </>
  );

  return {
    openEditor: (record?: Rec) => setEditing({ record }),
    askDelete: setDeleting,
    fieldErrors: save.fieldErrors,
    dialogs,
  };
}
