import { ListGrid } from '../../../../../grids/ListGrid.js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductType } from '../../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import {
  productTypesNeedingUpdateQuery,
  searchTermKeys,
  searchTermStatisticsQuery,
} from '../../../../../queries/searchTerms.js';
import { NumberParameter } from '../../../../../screens/ReportParameters.js';
import { productTypeColumns } from './productTypeColumns.js';
import { UpdatePanel } from './UpdatePanel.js';

const MAX_DAYS = 36_500;
const FEW_ROWS = 10;

/**
 * The analyzable product types whose term was not updated for the chosen number of days (or never): what
 * the next updates should cover. A small list, loaded whole into a client grid.
 */
export function StaleProductTypes({ days, onDaysChange }: { days: number; onDaysChange: (days: number) => void }) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const types = useQuery(productTypesNeedingUpdateQuery(api, days));
  const statistics = useQuery(searchTermStatisticsQuery(api));
  // The updater writing terms (the statistics follow it while terms are queued) makes the list stale.
  const queryClient = useQueryClient();
  const lastUpdate = statistics.data?.LastUpdateTime;
  const seenUpdate = useRef(lastUpdate);
  useEffect(() => {
    if (seenUpdate.current === lastUpdate) return;
    const first = seenUpdate.current === undefined;
    seenUpdate.current = lastUpdate;
    if (!first) void queryClient.invalidateQueries({ queryKey: searchTermKeys.productTypes(days) });
  }, [lastUpdate, days, queryClient]);
  // The days are counted from when the list was read (no rows before), so they agree with the server's choice.
  const readAt = types.dataUpdatedAt;
  const columns = useMemo(() => productTypeColumns(intl, new Date(readAt)), [intl, readAt]);
  const rows = types.data ?? [];
  const noneAnalyzable = statistics.data?.AnalyzableProductTypeCount === 0;

  return (
    <UpdatePanel id="search-term-stale-types" titleId="searchTermUpdate.types.title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <NumberParameter
          label={t('searchTermUpdate.types.minDays')}
          value={days}
          onChange={(value) => value !== undefined && onDaysChange(value)}
          max={MAX_DAYS}
          width={190}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          <FormattedMessage id="searchTermUpdate.types.about" />
        </Typography>
        {types.data && (
          <Typography variant="body2" aria-live="polite">
            <FormattedMessage id="searchTermUpdate.types.found" values={{ count: intl.formatNumber(rows.length) }} />
          </Typography>
        )}
      </Box>
      {/* As tall as its rows while they are few, so a short list leaves no blank box; a long one scrolls. */}
      <Box sx={{ height: rows.length > FEW_ROWS ? 380 : undefined }}>
        <ListGrid<ProductType>
          label={t('searchTermUpdate.types.title')}
          rows={rows}
          columns={columns}
          loading={types.isFetching}
          initialState={{ sorting: { sortModel: [{ field: 'UpdateTime', sort: 'asc' }] } }}
          autoHeight={rows.length <= FEW_ROWS}
          state={{
            error: types.error ? describeError(types.error, intl) : undefined,
            onRetry: () => void types.refetch(),
            emptyText: noneAnalyzable
              ? t('searchTermUpdate.types.noneAnalyzable')
              : t('searchTermUpdate.types.empty', { days }),
          }}
        />
      </Box>
    </UpdatePanel>
  );
}
