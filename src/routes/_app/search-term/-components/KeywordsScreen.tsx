import FileDownload from '@mui/icons-material/FileDownload';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchTermStatus } from '../../../../../contracts/searchTermQueue.js';
import type { SearchTerm } from '../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { findSearchTerms, searchTermListQuery } from '../../../../queries/keywords.js';
import { AppLink } from '../../../../screens/AppLink.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { CategoryTreePanel } from './CategoryTreePanel.js';
import { keywordColumns } from './keywordColumns.js';
import { KeywordFilters } from './KeywordFilters.js';
import { keywordFilterOf, keywordRequestOf } from './keywordRequest.js';
import { KEYWORDS_GRID_ID, keywordSearch, type KeywordSearch } from './keywordSearch.js';
import { TermDetails } from './TermDetails.js';
import { statusLabel } from './searchTermStatus.js';
import { useTermExport } from './useTermExport.js';

const route = getRouteApi('/_app/search-term/');

/**
 * Article selection: the search terms with their queries a month, surge and history, the category
 * tree beside them to choose what to track, one term opened with its chart and phrases, and the
 * filtered terms exported to a file by the server.
 */
export function KeywordsScreen() {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The route only types the search: it is checked here, a bad value falling back to its default.
  const raw = route.useSearch();
  const search = useMemo(() => keywordSearch.parse(raw), [raw]);
  const navigate = route.useNavigate();
  const setSearch = (next: KeywordSearch) => void navigate({ search: next, replace: true });

  const columns = useMemo(() => keywordColumns(intl), [intl]);
  const filter = keywordFilterOf(search);
  const request = keywordRequestOf(search);
  const query = searchTermListQuery(api, request);
  const page = useQuery(query);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: KEYWORDS_GRID_ID,
    title: t('menu.articleSelection.keywords'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => findSearchTerms(api, { ...request, Offset, Count }),
    countExactly: async () =>
      (await findSearchTerms(api, { ...request, Offset: 0, Count: 1, ExactCount: true })).TotalCount,
    filterFields: [],
    filterChips: {
      term: (term: string) => `${t('searchTerm.search')}: «${term}»`,
      minCount: (count: number) => `${t('searchTerm.filter.minCount')}: ${intl.formatNumber(count)}`,
      from: (month: string) => `${t('searchTerm.filter.from')}: ${month}`,
      to: (month: string) => `${t('searchTerm.filter.to')}: ${month}`,
      status: (status: SearchTermStatus) => `${t('searchTerm.filter.status')}: ${statusLabel(intl, status)}`,
      surge: (percent: number) => t('searchTerm.filter.surgeChip', { percent }),
    },
    emptyText: t('searchTerm.empty'),
  });
  const total = page.data?.TotalCount;
  // A count stopped at its cap is no figure to announce for the export.
  const exporting = useTermExport(filter, page.data?.TotalCountCapped ? undefined : total);
  const pageTerms = (page.data?.Items ?? []).map((term: SearchTerm) => ({ Term: term.Term, Count: term.QueryCount }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.articleSelection.keywords"
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<FileDownload />}
              onClick={exporting.start}
              disabled={exporting.state.phase === 'running' || !total}
            >
              <FormattedMessage id="searchTerm.export.button" />
            </Button>
            <Button component={AppLink} to="/search-term/update" startIcon={<Sync />}>
              <FormattedMessage id="menu.articleSelection.update" />
            </Button>
          </>
        }
      />
      {exporting.state.phase === 'running' && (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="body2">
              {exporting.state.expected === undefined
                ? t('searchTerm.export.runningUncounted')
                : t('searchTerm.export.running', { count: intl.formatNumber(exporting.state.expected) })}
            </Typography>
            <Button size="small" onClick={exporting.cancel}>
              <FormattedMessage id="searchTerm.export.cancel" />
            </Button>
          </Box>
          <LinearProgress aria-label={t('searchTerm.export.running', { count: '' })} />
        </Box>
      )}
      {exporting.state.phase === 'cut' && (
        <Alert severity="warning" onClose={exporting.dismiss}>
          {t('searchTerm.export.cut', {
            limit: intl.formatNumber(exporting.state.exported),
            total: intl.formatNumber(exporting.state.total),
          })}
        </Alert>
      )}
      <KeywordFilters search={search} onSearchChange={setSearch} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, gap: 2 }}>
        <CategoryTreePanel
          pageTerms={pageTerms}
          onPickType={(type) =>
            setSearch({ ...withFilterValue(search, 'term', type.Name.toLowerCase()), open: undefined })
          }
        />
        <ServerGrid<SearchTerm>
          {...dataGridProps}
          getRowId={(row) => row.ID}
          label={t('menu.articleSelection.keywords')}
          onRowClick={({ row }) => setSearch({ ...search, open: row.ID })}
          getRowClassName={({ row }) => (row.ID === search.open ? 'Mui-selected' : '')}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          toolbar={{
            searchLabel: t('searchTerm.search'),
            searchValue: search.term,
            onSearchChange: (term) => setSearch(withFilterValue(search, 'term', term)),
            // XLSX comes from the server, which writes any number of rows fast; CSV with the grid's formatters.
            onExport: (format) => (format === 'xlsx' ? exporting.start() : exportAll(format)),
          }}
          height="calc(100vh - 300px)"
        />
      </Box>
      <TermDetails
        termId={search.open}
        window={{ MonthFrom: filter.MonthFrom, MonthTo: filter.MonthTo }}
        onClose={() => setSearch({ ...search, open: undefined })}
        onPick={(term) => setSearch({ ...withFilterValue(search, 'term', term), open: undefined })}
      />
    </Box>
  );
}
