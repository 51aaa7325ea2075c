import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '../api/ApiContext.js';
import { describeError } from '../api/describeError.js';
import { jobKeys } from '../queries/jobs.js';
import { syncCommands, syncKeys } from '../queries/sync.js';
import { useToast } from '../shell/toast.js';

/** "Sync everything": queues every family in dependency order and says so; the top bar shows the progress. */
export function useSyncEverything() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCommands(api).syncEverything,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: syncKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]);
      toast.info(intl.formatMessage({ id: 'sync.everythingQueued' }));
    },
    onError: (error) => toast.error(intl.formatMessage({ id: 'sync.runError' }), describeError(error, intl)),
  });
}
