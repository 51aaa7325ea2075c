import CloudDownload from '@mui/icons-material/CloudDownload';
import Inventory from '@mui/icons-material/Inventory';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../contracts/jobs.js';
import type { OzonProduct, UpdateOzonProductItem } from '../../../../../contracts/ozonProducts.js';
import { useApi } from '../../../../api/ApiContext.js';
import { useRecordMutation } from '../../../../forms/useRecordMutation.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useRowHighlight } from '../../../../grids/useRowHighlight.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { ozonProductColumnGroups, ozonProductColumns, ozonProductFilterFields } from './ozonProductColumns.js';
import { OzonProductSettingsDialog } from './OzonProductSettingsDialog.js';
import {
  findOzonProducts,
  ozonProductCommands,
  ozonProductKeys,
  ozonProductListQuery,
} from '../../../../queries/ozonProducts.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import {
  findOzonProductsRequestOf,
  OZON_PRODUCT_TOGGLES,
  OZON_PRODUCTS_GRID_ID,
  type OzonProductSearch,
} from './OzonProductSearch.js';
import { OzonProductStockPanel } from './OzonProductStockPanel.js';
import { JobProgress } from '../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../sync/ImportResultDialog.js';
import { useImportJob } from '../../../../sync/useImportJob.js';

const route = getRouteApi('/_app/ozon/product');

/**
 * The seller's cards on Ozon: prices, price indexes, commissions and stock, with filters, the
 * imports of cards and of stocks from Ozon, and the stock breakdown of one card below the grid.
 */
export function OzonProductsScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => ozonProductCommands(api), [api]);
  const [result, setResult] = useState<Job | null>(null);
  const [editing, setEditing] = useState<OzonProduct | null>(null);
  const { highlight, rowClassName } = useRowHighlight<number>();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: OzonProductSearch) => void navigate({ search: next, replace: true });

  const reloadProducts = () => queryClient.invalidateQueries({ queryKey: ozonProductKeys.all });
  const showResult = async (job: Job, startedHere: boolean) => {
    await reloadProducts();
    if (startedHere) setResult(job);
  };
  const importProducts = useImportJob({
    kinds: ['ImportOzonProducts'],
    start: commands.importProducts,
    successId: 'ozonProduct.imported',
    failureId: 'ozonProduct.importError',
    onCompleted: showResult,
  });
  const importStocks = useImportJob({
    kinds: ['ImportOzonProductStocks'],
    start: commands.importStocks,
    successId: 'ozonProduct.stocksImported',
    failureId: 'ozonProduct.stocksImportError',
    onCompleted: showResult,
  });
  const busy = importProducts.busy || importStocks.busy;

  const save = useRecordMutation((item: UpdateOzonProductItem) => commands.update([item]), {
    invalidate: ozonProductKeys.all,
    successId: 'ozonProduct.settings.saved',
    failureId: 'ozonProduct.settings.saveError',
    inlineFailure: true,
    onDone: (_output, item) => {
      highlight(item.ProductPackageID);
      setEditing(null);
    },
  });
  const openEditor = (product: OzonProduct | null) => {
    save.clearFailure();
    setEditing(product);
  };
  const columns = useMemo(
    () =>
      ozonProductColumns(intl, {
        onEdit: openEditor,
        // The columns outlive renders: the stock opens from the URL's search of the moment.
        onOpenStocks: (product) =>
          void navigate({
            search: (current: OzonProductSearch) => ({ ...current, product: product.ProductPackageID }),
            replace: true,
          }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only open a dialog or the panel
    [intl],
  );
  const columnGroups = useMemo(() => ozonProductColumnGroups(intl), [intl]);
  const request = findOzonProductsRequestOf(search);
  const list = useQuery(ozonProductListQuery(api, request));
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: OZON_PRODUCTS_GRID_ID,
    title: t('menu.marketplace.products'),
    columns,
    search,
    onSearchChange: setSearch,
    query: ozonProductListQuery(api, request),
    fetchPage: (Offset, Count) => findOzonProducts(api, { ...request, Offset, Count }),
    filterFields: ozonProductFilterFields,
    filterChips: {
      name: (name: string) => `${t('ozonProduct.fields.Name')}: «${name}»`,
      id: (id: number) => `${t('ozonProduct.fields.ProductPackageID')} = ${id}`,
      badIndex: () => t('ozonProduct.filter.badIndex'),
      anyIndex: () => t('ozonProduct.filter.anyIndex'),
      geo: () => t('ozonProduct.filter.geo'),
    },
    emptyText: t('ozonProduct.emptyGrid'),
  });
  const selected = dataGridProps.rows.find((row) => row.ProductPackageID === search.product);
  const filtered = Boolean(search.name || search.id || OZON_PRODUCT_TOGGLES.some((key) => search[key]));
  const nothingImported = list.isSuccess && !list.isPlaceholderData && list.data.TotalCount === 0 && !filtered;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.products"
        actions={
          <>
            <Button variant="contained" startIcon={<CloudDownload />} onClick={importProducts.start} disabled={busy}>
              <FormattedMessage id="ozonProduct.import" />
            </Button>
            <Button variant="outlined" startIcon={<Inventory />} onClick={importStocks.start} disabled={busy}>
              <FormattedMessage id="ozonProduct.importStocks" />
            </Button>
          </>
        }
      />
      {importProducts.busy && <JobProgress job={importProducts.job} labelId="ozonProduct.importing" />}
      {importStocks.busy && <JobProgress job={importStocks.job} labelId="ozonProduct.stocksImporting" />}
      <FormGroup row aria-label={t('ozonProduct.filters')} role="group">
        {OZON_PRODUCT_TOGGLES.map((key) => (
          <FormControlLabel
            key={key}
            label={t(`ozonProduct.filter.${key}`)}
            control={
              <Checkbox
                checked={search[key] === true}
                onChange={(event) => setSearch(withFilterValue(search, key, event.target.checked || undefined))}
              />
            }
          />
        ))}
      </FormGroup>
      {nothingImported && (
        <Alert severity="info">
          <FormattedMessage id="ozonProduct.empty" />
        </Alert>
      )}
      <ServerGrid<OzonProduct>
        {...dataGridProps}
        getRowId={(row) => row.ProductPackageID}
        label={t('menu.marketplace.products')}
        columnGroupingModel={columnGroups}
        onRowClick={({ row }) => openEditor(row)}
        getRowClassName={({ row }) =>
          `${row.ProductPackageID === search.product ? 'Mui-selected' : ''} ${rowClassName(row.ProductPackageID)}`
        }
        toolbar={{
          searchLabel: t('ozonProduct.search'),
          searchValue: search.name,
          onSearchChange: (name) => setSearch(withFilterValue(search, 'name', name)),
          onExport: exportAll,
        }}
        // The grid fills the screen; with a card chosen it leaves room for its stock below.
        height={search.product ? '55vh' : 'calc(100vh - 280px)'}
      />
      {search.product && (
        <OzonProductStockPanel
          productPackageID={search.product}
          productName={selected?.Name}
          onClose={() => setSearch({ ...search, product: undefined })}
        />
      )}
      <OzonProductSettingsDialog
        product={editing}
        busy={save.isPending}
        serverErrors={save.fieldErrors}
        failure={save.failure}
        onSave={(item) => save.mutate(item)}
        onClose={() => openEditor(null)}
      />
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}
