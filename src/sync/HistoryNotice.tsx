import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../api/ApiContext.js';
import { historyCoverageQuery } from '../queries/history.js';
import { dayText } from '../app/dayText.js';
import { SyncLinkNotice } from './SyncLinkNotice.js';

/**
 * Said above a report's figures when its period starts before the cabinet's whole history (or has no
 * start): from which day the figures are whole, and where to load more. While the history loads, the
 * figures under it are reloaded as more days arrive.
 */
export function HistoryNotice({ from, reload }: { from: string | undefined; reload?: readonly unknown[] }) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const coverage = useQuery(historyCoverageQuery(api));
  const completeFrom = coverage.data?.CompleteFrom ?? null;
  const seen = useRef(completeFrom);
  useEffect(() => {
    if (seen.current !== completeFrom && reload) void queryClient.invalidateQueries({ queryKey: reload });
    seen.current = completeFrom;
  }, [completeFrom, queryClient, reload]);
  // No history was ever asked for (a cabinet synced only by its schedules): nothing to say.
  if (!coverage.data || coverage.data.Months === null) return null;
  // A period without a start reaches back before any history.
  if (completeFrom !== null && from !== undefined && from >= completeFrom) return null;
  return (
    <SyncLinkNotice severity="info" linkId="history.notice.link">
      {completeFrom === null ? (
        <FormattedMessage id="history.notice.none" />
      ) : (
        <FormattedMessage id="history.notice.from" values={{ day: dayText(completeFrom, intl.locale) }} />
      )}
    </SyncLinkNotice>
  );
}
