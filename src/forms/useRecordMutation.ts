import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../api/describeError.js';
import { ApiError } from '../api/errors.js';
import { useToast } from '../shell/toast.js';
import type { FormErrors } from './zodForm.js';

/**
 * A command on records: on success the family's queries refresh and a toast confirms; on failure
 * field errors go back to the form and the reason to a toast.
 */
export function useRecordMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  options: {
    invalidate: QueryKey;
    successId: string;
    failureId: string;
    onDone: (output: Output, input: Input) => void;
  },
) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const mutation = useMutation({
    mutationFn,
    onMutate: () => setFieldErrors({}),
    onSuccess: async (output, input) => {
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      toast.success(intl.formatMessage({ id: options.successId }));
      options.onDone(output, input);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setFieldErrors(error.fieldErrors);
      toast.error(intl.formatMessage({ id: options.failureId }), describeError(error, intl));
    },
  });
  return { ...mutation, fieldErrors };
}
