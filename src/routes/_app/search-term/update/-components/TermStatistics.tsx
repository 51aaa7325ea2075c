import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchTermStatistics, SearchTermStatus } from '../../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { searchTermStatisticsQuery } from '../../../../../queries/searchTerms.js';
import { AppLink } from '../../../../../screens/AppLink.js';
import { SummaryFigure } from '../../../../../screens/SummaryFigures.js';
import { NumbersTable } from '../../../../../sync/NumbersTable.js';
import { dateTimeText } from '../../../../../sync/jobText.js';
import { statusHintId, statusLabelId, statusRows } from './searchTermUpdate.js';
import { PanelLoadState, UpdatePanel } from './UpdatePanel.js';

/** How many terms there are, how many in each status (history and phrases apart), and the tree's size. */
export function TermStatistics() {
  const api = useApi();
  const statistics = useQuery(searchTermStatisticsQuery(api));
  return (
    <UpdatePanel id="search-term-statistics" titleId="searchTermUpdate.terms.title">
      <PanelLoadState
        loading={statistics.isPending}
        error={statistics.error}
        failureId="searchTermUpdate.terms.loadError"
        onRetry={() => void statistics.refetch()}
      />
      {statistics.data && <Figures statistics={statistics.data} />}
    </UpdatePanel>
  );
}

function Figures({ statistics }: { statistics: SearchTermStatistics }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const number = (value: number) => intl.formatNumber(value);
  // Each status with what it means, as the seller does not know the updater's words.
  const status = (value: SearchTermStatus) => (
    <>
      <Typography variant="body2" component="div">
        {t(statusLabelId(value))}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(statusHintId(value))}
      </Typography>
    </>
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
        <SummaryFigure label={t('searchTermUpdate.terms.total')} value={number(statistics.TermCount)} />
        <SummaryFigure
          label={t('searchTermUpdate.terms.lastUpdate')}
          value={
            statistics.LastUpdateTime
              ? dateTimeText(statistics.LastUpdateTime, intl)
              : t('searchTermUpdate.terms.never')
          }
        />
        <SummaryFigure label={t('searchTermUpdate.terms.categories')} value={number(statistics.CategoryCount)} />
        <SummaryFigure
          label={t('searchTermUpdate.terms.productTypes')}
          value={number(statistics.ProductTypeCount)}
          detail={t('searchTermUpdate.terms.analyzable', { count: number(statistics.AnalyzableProductTypeCount) })}
        />
      </Box>
      {statistics.CategoryCount === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="searchTermUpdate.terms.noTree" />
        </Alert>
      ) : (
        statistics.TermCount === 0 && (
          <Alert severity="info">
            <FormattedMessage
              id="searchTermUpdate.terms.none"
              values={{
                screen: (
                  <AppLink to="/search-term">
                    <FormattedMessage id="menu.articleSelection.keywords" />
                  </AppLink>
                ),
              }}
            />
          </Alert>
        )
      )}
      <Box role="region" aria-label={t('searchTermUpdate.terms.byStatus')} sx={{ overflowX: 'auto' }}>
        <NumbersTable
          headerIds={[
            'searchTermUpdate.terms.status',
            'searchTermUpdate.terms.history',
            'searchTermUpdate.terms.phrases',
          ]}
          rows={[
            ...statusRows(statistics).map((row) => ({
              key: row.status,
              cells: [status(row.status), number(row.history), number(row.phrases)],
            })),
            {
              key: 'total',
              cells: [
                <strong key="label">{t('searchTermUpdate.terms.all')}</strong>,
                <strong key="history">{number(statistics.TermCount)}</strong>,
                <strong key="phrases">{number(statistics.TermCount)}</strong>,
              ],
            },
          ]}
        />
      </Box>
    </>
  );
}
