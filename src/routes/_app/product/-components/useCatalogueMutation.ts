import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../../api/describeError.js';
import { ApiError } from '../../../../api/errors.js';
import type { FormErrors } from '../../../../forms/zodForm.js';
import { productKeys } from '../../../../queries/products.js';
import { useToast } from '../../../../shell/toast.js';

/**
 * A catalogue command: on success the catalogue queries refresh and a toast confirms; on failure
 * field errors go back to the form and the reason to a toast.
 */
export function useCatalogueMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  messages: { success: string; failure: string },
  onDone: (output: Output) => void,
) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  const mutation = useMutation({
    mutationFn,
    onMutate: () => setFieldErrors({}),
    onSuccess: async (output) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      toast.success(intl.formatMessage({ id: messages.success }));
      onDone(output);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setFieldErrors(error.fieldErrors);
      toast.error(intl.formatMessage({ id: messages.failure }), describeError(error, intl));
    },
  });
  return { ...mutation, fieldErrors };
}
