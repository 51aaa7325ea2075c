import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { WAITING_STATUSES } from '../../../../contracts/enumValues.js';
import type { WaitingOrders } from '../../../../contracts/reports.js';
import { sellerDays } from '../../../app/sellerDays.js';
import { AppLink } from '../../../screens/AppLink.js';

/** The orders the seller must still pack, ship or approve, the oldest first, with a way to them. */
export function WaitingOrdersCard({ waiting }: { waiting: WaitingOrders }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Paper variant="outlined" component="section" aria-label={t('overview.waiting.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t('overview.waiting.title')}
      </Typography>
      <Typography
        variant="h5"
        component="div"
        data-value
        color={waiting.WaitingOrderCount > 0 ? 'warning.main' : undefined}
      >
        {intl.formatNumber(waiting.WaitingOrderCount)}
      </Typography>
      {waiting.Order ? (
        <Typography variant="body2" component="div">
          {t('overview.waiting.oldest', {
            number: waiting.Order.OzonOrderNumber,
            date: intl.formatDate(waiting.Order.Date, {
              dateStyle: 'short',
              timeStyle: 'short',
              timeZone: sellerDays().timeZone,
            }),
          })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('overview.waiting.none')}
        </Typography>
      )}
      {waiting.WaitingOrderCount > 0 && (
        <AppLink to="/ozon/salesOrders" search={{ statuses: WAITING_STATUSES, sort: 'Date', desc: false }}>
          {t('overview.waiting.open')}
        </AppLink>
      )}
    </Paper>
  );
}
