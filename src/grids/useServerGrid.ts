import {
  useGridApiRef,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Paged } from '../../contracts/common.js';
import { describeError } from '../api/describeError.js';
import { isLeavingScreen } from '../shell/leavingScreen.js';
import { useToast } from '../shell/toast.js';
import { useExport } from './export/ExportJobs.js';
import { toExportTable } from './export/exportTable.js';
import type { FormattedColDef } from './formattedColumns.js';
import type { ExportFormat } from './export/writeFiles.js';
import { loadGridSearch, saveGridSearch } from '../storage/gridFilters.js';
import { activeFiltersOf, withoutFilters } from './activeFilters.js';
import { GridStateOverlay } from './GridStateOverlay.js';
import { useCappedCount } from './useCappedCount.js';
import {
  filterModelOf,
  PAGE_SIZES,
  paginationModelOf,
  sortModelOf,
  withFilters,
  withPagination,
  withSort,
  type GridFilterField,
  type GridSearch,
} from './gridSearch.js';

interface GridView {
  density: GridDensity;
  columnVisibilityModel: GridColumnVisibilityModel;
}

export interface ServerGridOptions<
  Row extends GridValidRowModel,
  Search extends GridSearch,
  Key extends QueryKey,
  Page extends Paged<Row> = Paged<Row>,
> {
  /** Names the grid in the filters store and the export file. */
  gridId: string;
  /** The columns; their kinds format the exported files as the screen shows them. */
  columns: FormattedColDef<Row>[];
  search: Search;
  onSearchChange: (search: Search) => void;
  /** The page query; a page may carry more than its rows (a summary), which the screen reads itself. */
  query: UseQueryOptions<Page, Error, Page, Key>;
  filterFields: GridFilterField<Search>[];
  /** Title of the export sheet and progress panel. */
  title: string;
  /** One page of rows under the current search, for exports of every page. */
  fetchPage: (offset: number, count: number) => Promise<Paged<Row>>;
  /** The chip of each filter key (search box, panel filters, screen switches) when it holds a value. */
  filterChips: Partial<Record<keyof Search & string, (value: never) => string>>;
  /** What an empty grid means on this screen (no filters in force). */
  emptyText?: string;
  /** The exact count of the current search, asked for when the page's count stopped at its cap. */
  countExactly?: () => Promise<number>;
}

const viewId = (gridId: string) => `${gridId}.view`;

/**
 * The one server-side grid pattern (STYLE.md front end 4): URL search in, DataGrid props out. MUI's
 * models never leave this hook; the last search and the grid's view are remembered in IndexedDB.
 */
export function useServerGrid<
  Row extends GridValidRowModel,
  Search extends GridSearch,
  Key extends QueryKey,
  Page extends Paged<Row> = Paged<Row>,
>(options: ServerGridOptions<Row, Search, Key, Page>) {
  const { gridId, search, filterFields } = options;
  const router = useRouter();
  // The grid's own changes of the search are dropped once the seller is leaving for another screen.
  const onSearchChange = (next: Search) => {
    if (!isLeavingScreen(router)) options.onSearchChange(next);
  };
  const intl = useIntl();
  const toast = useToast();
  const apiRef = useGridApiRef();
  const { data, isFetching, error, refetch } = useQuery(options.query);
  // Compact by default: sellers triage tables, and a standard row shows a third fewer of them.
  const [view, setView] = useState<GridView>({ density: 'compact', columnVisibilityModel: {} });

  useEffect(() => {
    void saveGridSearch(gridId, search);
  }, [gridId, search]);

  useEffect(() => {
    void loadGridSearch<GridView>(viewId(gridId)).then((saved) => saved && setView(saved));
  }, [gridId]);

  const changeView = (change: Partial<GridView>) => {
    const next = { ...view, ...change };
    setView(next);
    void saveGridSearch(viewId(gridId), next);
  };

  // A failed first load shows in the grid itself; a failed refresh keeps the rows and says so in a toast.
  useEffect(() => {
    if (error && data) toast.error(intl.formatMessage({ id: 'grid.loadError' }), describeError(error, intl));
  }, [error, data, intl, toast]);

  // Every header carries its full name as a tooltip, so a narrow column never hides what it holds.
  const columns = useMemo(
    () => options.columns.map((column) => ({ description: column.fullName ?? column.headerName, ...column })),
    [options.columns],
  );
  const count = useCappedCount(gridId, search, data, options.countExactly);
  // The grid takes a sort model of another identity for a new sort and goes back to the first page:
  // a new array on every render (the next page's included) would send every page turn back to page 1.
  const { sort, desc } = search;
  const sortModel = useMemo(() => sortModelOf({ sort, desc }), [sort, desc]);
  const activeFilters = activeFiltersOf(search, options.filterChips);
  const clearFilters = (keys: string[]) => onSearchChange(withoutFilters(search, keys));
  const clearAllFilters = () => clearFilters(activeFilters.map((filter) => filter.key));

  const dataGridProps = {
    apiRef,
    columns,
    rows: data?.Items ?? [],
    ...count.gridProps,
    loading: isFetching,
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    pageSizeOptions: [...PAGE_SIZES],
    paginationModel: paginationModelOf(search),
    onPaginationModelChange: (model) => onSearchChange(withPagination(search, model)),
    sortModel,
    onSortModelChange: (model) => onSearchChange(withSort(search, model)),
    filterModel: filterModelOf(search, filterFields),
    onFilterModelChange: (model) => onSearchChange(withFilters(search, model, filterFields)),
    density: view.density,
    onDensityChange: (density) => changeView({ density }),
    columnVisibilityModel: view.columnVisibilityModel,
    onColumnVisibilityModelChange: (columnVisibilityModel) => changeView({ columnVisibilityModel }),
    disableRowSelectionOnClick: true,
    showToolbar: true,
    slots: { noRowsOverlay: GridStateOverlay },
    slotProps: {
      noRowsOverlay: {
        error: error && !data ? describeError(error, intl) : undefined,
        onRetry: () => void refetch(),
        filtered: activeFilters.length > 0,
        onClearFilters: clearAllFilters,
        emptyText: options.emptyText,
      },
      toolbar: {
        activeFilters,
        onClearFilter: (key: string) => clearFilters([key]),
        onClearFilters: clearAllFilters,
        cappedCount: count.toolbar,
      },
    },
  } satisfies Partial<DataGridProps<Row>>;

  const startExport = useExport();
  const exportAll = (format: ExportFormat) =>
    startExport({
      title: options.title,
      fileBase: gridId,
      format,
      fetchPage: options.fetchPage,
      toTable: (rows: Row[]) => toExportTable(options.columns, rows, apiRef.current!, intl.locale),
    });

  return { dataGridProps, apiRef, exportAll };
}
