import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError, fieldErrorsOf } from '../api/describeError.js';
import { useToast } from '../shell/toast.js';
import type { FormErrors } from './zodForm.js';

/**
 * A command on records: on success the family's queries refresh and a toast confirms. On failure the
 * errors that belong to fields go back to the form, and the reason either to `failure`, for the dialog
 * that caused it to show inline (`inlineFailure`), or to a toast.
 */
export function useRecordMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  options: {
    invalidate: QueryKey;
    successId: string;
    failureId: string;
    onDone: (output: Output, input: Input) => void;
    inlineFailure?: boolean;
  },
) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn,
    onMutate: () => {
      setFieldErrors({});
      setFailure(null);
    },
    onSuccess: async (output, input) => {
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      toast.success(intl.formatMessage({ id: options.successId }));
      options.onDone(output, input);
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error, intl);
      setFieldErrors(byField);
      // Errors beside their fields say it all; anything else is the dialog's (or a toast's) to say.
      const reason = Object.keys(byField).length > 0 ? null : describeError(error, intl);
      if (options.inlineFailure) setFailure(reason);
      else toast.error(intl.formatMessage({ id: options.failureId }), describeError(error, intl));
    },
  });
  const clearFailure = () => {
    setFailure(null);
    setFieldErrors({});
  };
  return { ...mutation, fieldErrors, failure, clearFailure };
}
