import Add from '@mui/icons-material/Add';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { ActiveFilterChips } from '../../../../../grids/ActiveFilterChips.js';
import { activeFiltersOf } from '../../../../../grids/activeFilters.js';
import { ReportGrid } from '../../../../../grids/ReportGrid.js';
import { purchaseTreeQuery, salesChannelsQuery } from '../../../../../queries/purchases.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { buildPurchaseTree, type FoldableTreeRow, type PurchaseTreeGridRow } from './purchaseTree.js';
import { purchaseTreeColumnGroups, purchaseTreeColumns } from './purchaseTreeColumns.js';
import { purchaseTreeRequestOf, type PurchaseTreeSearch } from './purchaseTreeSearch.js';
import { SearchBox } from '../../../../../screens/SearchBox.js';

const route = getRouteApi('/_app/purchase/product-tree');
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What each product was bought and planned for: product → package → batch → plan, each level adding
 * up the plans beneath it (plan against fact), folding level by level; a batch opens in its editor.
 */
export function PurchaseTreeScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: PurchaseTreeSearch) => void navigate({ search: next, replace: true });
  const tree = useQuery(purchaseTreeQuery(api, purchaseTreeRequestOf(search)));
  const channels = useQuery(salesChannelsQuery(api));
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  // The search box types freely; the URL (and the request) follows once the typing pauses.
  const [text, setText] = useState(search.q ?? '');
  const [seenQ, setSeenQ] = useState(search.q);
  if (search.q !== seenQ) {
    setSeenQ(search.q);
    setText(search.q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => setSearch({ ...search, q: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSearch navigates with the search of the moment
  }, [text, search.q]);

  const { rows, allRows, foldable } = useMemo(() => {
    const names = new Map((channels.data ?? []).map((channel) => [channel.ID, channel.Name]));
    return buildPurchaseTree(tree.data ?? [], {
      collapsed,
      channelName: (id) => names.get(id) ?? intl.formatMessage({ id: 'purchases.tree.channel' }, { id }),
    });
  }, [tree.data, channels.data, collapsed, intl]);
  const columns = useMemo(
    () =>
      purchaseTreeColumns(
        intl,
        (row: FoldableTreeRow) =>
          setCollapsed((current) => {
            const next = new Set(current);
            if (next.has(row.id)) next.delete(row.id);
            else next.add(row.id);
            return next;
          }),
        allRows,
      ),
    [intl, allRows],
  );
  const columnGroups = useMemo(() => purchaseTreeColumnGroups(intl), [intl]);
  const filters = activeFiltersOf(search, { q: (q: string) => `${t('purchases.tree.search')}: «${q}»` });
  const clearSearch = () => setSearch({ ...search, q: undefined });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.purchases.productTree"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => void goTo({ to: '/purchase/edit' })}>
            <FormattedMessage id="purchases.list.add" />
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SearchBox label={t('purchases.tree.search')} value={text} onChange={setText} />
        <Button
          variant="outlined"
          startIcon={<UnfoldMore />}
          disabled={collapsed.size === 0}
          onClick={() => setCollapsed(new Set())}
        >
          <FormattedMessage id="purchases.tree.expandAll" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<UnfoldLess />}
          disabled={foldable.length === 0 || foldable.every((id) => collapsed.has(id))}
          onClick={() => setCollapsed(new Set(foldable))}
        >
          <FormattedMessage id="purchases.tree.collapseAll" />
        </Button>
        {filters.length > 0 && <ActiveFilterChips filters={filters} onClear={clearSearch} onClearAll={clearSearch} />}
      </Box>
      <ReportGrid<PurchaseTreeGridRow>
        label={t('menu.purchases.productTree')}
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroups}
        exportRows={allRows}
        exportTitle={t('menu.purchases.productTree')}
        fileBase="purchase-tree"
        loading={tree.isFetching}
        disableColumnFilter
        disableColumnSorting
        getRowClassName={({ row }) => `tree-${row.kind}`}
        sx={[
          { '& .tree-product': { bgcolor: 'action.selected', fontWeight: 600 } },
          { '& .tree-package': { bgcolor: 'action.hover' } },
        ]}
        height="calc(100vh - 270px)"
        state={{
          error: tree.error ? describeError(tree.error, intl) : undefined,
          onRetry: () => void tree.refetch(),
          filtered: Boolean(search.q),
          onClearFilters: clearSearch,
          emptyText: t('purchases.tree.empty'),
        }}
      />
    </Box>
  );
}
