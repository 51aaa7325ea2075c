import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { productInput, productUpdate, type Product } from '../../../../../contracts/catalogue.js';
import { useApi } from '../../../../api/ApiContext.js';
import { ConfirmDialog } from '../../../../forms/ConfirmDialog.js';
import { EntityFormDialog } from '../../../../forms/EntityFormDialog.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { productColumns, productFilterFields } from '../../../../grids/productColumns.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { findProducts, productCommands, productListQuery } from '../../../../queries/products.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { CategoryPicker } from './CategoryPicker.js';
import { ProductPackagesPanel } from './ProductPackagesPanel.js';
import { productFormFields } from './productForms.js';
import { findProductsRequestOf, PRODUCTS_GRID_ID, type ProductListSearch } from './productListSearch.js';
import { useCatalogueMutation } from './useCatalogueMutation.js';

const route = getRouteApi('/_app/product/list');

/** The own catalogue: products with search, paging, ordering, editing, and the packages of one. */
export function ProductsScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => productCommands(api), [api]);
  const [editing, setEditing] = useState<{ product?: Product } | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const setSearch = (next: ProductListSearch) => void navigate({ search: next, replace: true });
  const openEditor = (product?: Product) => {
    setCategoryId(product?.CategoryID ?? null);
    setEditing({ product });
  };
  const columns = useMemo(() => productColumns(intl, { onEdit: openEditor, onDelete: setDeleting }), [intl]);
  const request = findProductsRequestOf(search);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: PRODUCTS_GRID_ID,
    title: t('menu.seller.products'),
    columns,
    search,
    onSearchChange: setSearch,
    query: productListQuery(api, request),
    fetchPage: (Offset, Count) => findProducts(api, { ...request, Offset, Count }),
    filterFields: productFilterFields,
  });

  const save = useCatalogueMutation(
    (input: Parameters<typeof commands.addProduct>[0] | Parameters<typeof commands.updateProduct>[0]) =>
      editing?.product ? commands.updateProduct({ ...input, ID: editing.product.ID }) : commands.addProduct(input),
    { success: 'product.saved', failure: 'product.saveError' },
    (result) => {
      setEditing(null);
      if (typeof result === 'number') setSearch({ ...search, product: result });
    },
  );
  const remove = useCatalogueMutation(
    (product: Product) => commands.removeProduct(product.ID),
    { success: 'product.deleted', failure: 'product.deleteError' },
    () => {
      if (deleting?.ID === search.product) setSearch({ ...search, product: undefined });
      setDeleting(null);
    },
  );
  const selected = dataGridProps.rows.find((row) => row.ID === search.product);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.products" />
      <ServerGrid<Product>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.seller.products')}
        onRowClick={({ row }) => setSearch({ ...search, product: row.ID })}
        getRowClassName={({ row }) => (row.ID === search.product ? 'Mui-selected' : '')}
        toolbar={{
          searchLabel: t('product.search'),
          searchValue: search.name,
          onSearchChange: (name) => setSearch(withFilterValue(search, 'name', name)),
          onExport: exportAll,
          addLabel: t('product.add'),
          onAdd: () => openEditor(),
        }}
        sx={{ height: 'calc(100vh - 360px)', minHeight: 420 }}
      />
      {search.product && (
        <ProductPackagesPanel
          productId={search.product}
          productName={selected?.Name}
          onClose={() => setSearch({ ...search, product: undefined })}
        />
      )}
      <EntityFormDialog
        open={editing !== null}
        title={t(editing?.product ? 'product.edit' : 'product.add')}
        fields={productFormFields}
        schema={editing?.product ? productUpdate : productInput}
        record={editing?.product}
        fixed={{ CategoryID: categoryId, ...(editing?.product ? { ID: editing.product.ID } : {}) }}
        extra={<CategoryPicker value={categoryId} onChange={setCategoryId} error={save.fieldErrors.CategoryID} />}
        serverErrors={save.fieldErrors}
        busy={save.isPending}
        onSubmit={(input) => save.mutate(input)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('product.delete')}
        text={intl.formatMessage({ id: 'product.deleteConfirm' }, { name: deleting?.Name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
