import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../../../../api/ApiContext.js';
import { syncFamiliesQuery } from '../../../../../queries/sync.js';
import { AppLink } from '../../../../../screens/AppLink.js';
import { dateTimeText, SCHEDULE_TIME_ZONE } from '../../../../../sync/jobText.js';

/**
 * When the update runs by itself, said beside its button; the schedule is edited where the other
 * families' are, so the sentence links to the sync screen.
 */
export function UpdateSchedule() {
  const intl = useIntl();
  const api = useApi();
  const family = useQuery(syncFamiliesQuery(api)).data?.find((item) => item.Kind === 'UpdateQueuedSearchTerms');
  if (!family) return null;
  const screen = (
    <AppLink to="/ozon/sync">
      <FormattedMessage id="menu.marketplace.sync" />
    </AppLink>
  );
  const id = !family.Enabled
    ? 'searchTermUpdate.update.scheduleOff'
    : family.ScheduledHere && family.NextRunAt
      ? 'searchTermUpdate.update.scheduleNext'
      : 'searchTermUpdate.update.scheduleHeld';
  return (
    <Typography variant="body2" color="text.secondary">
      <FormattedMessage id={id} values={{ screen, at: dateTimeText(family.NextRunAt, intl, SCHEDULE_TIME_ZONE) }} />
    </Typography>
  );
}
