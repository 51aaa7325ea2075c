import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { productInput, productUpdate, type Product } from '../../../../../contracts/catalogue.js';
import { useApi } from '../../../../api/ApiContext.js';
import { useRecordEditing } from '../../../../forms/useRecordEditing.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { productColumns, productFilterFields } from './productColumns.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useRowHighlight } from '../../../../grids/useRowHighlight.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { findProducts, productCommands, productKeys, productListQuery } from '../../../../queries/products.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { CategoryPicker } from './CategoryPicker.js';
import { ProductPackagesPanel } from './ProductPackagesPanel.js';
import { productFormFields } from './productForms.js';
import { findProductsRequestOf, PRODUCTS_GRID_ID, type ProductListSearch } from './productListSearch.js';

const route = getRouteApi('/_app/product/list');

/** The own catalogue: products with search, paging, ordering, editing, and the packages of one. */
export function ProductsScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => productCommands(api), [api]);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: ProductListSearch) => void navigate({ search: next, replace: true });
  const { highlight, rowClassName } = useRowHighlight<number>();

  const editing = useRecordEditing({
    prefix: 'product',
    invalidate: productKeys.all,
    fields: productFormFields,
    createSchema: productInput,
    updateSchema: productUpdate,
    add: commands.addProduct,
    update: commands.updateProduct,
    remove: (product: Product) => commands.removeProduct(product.ID),
    // A new product would land on some later page: the grid shows it alone (a chip says so, one click
    // brings the rest back), highlighted, with its packages panel open, as a product sells through them.
    onSaved: (id, created) => {
      highlight(id);
      if (created) setSearch({ id, product: id });
    },
    onRemoved: (product) => product.ID === search.product && setSearch({ ...search, product: undefined }),
  });
  const openEditor = (product?: Product) => {
    setCategoryId(product?.CategoryID ?? null);
    editing.openEditor(product);
  };
  const columns = useMemo(
    () =>
      productColumns(intl, {
        onEdit: openEditor,
        onDelete: editing.askDelete,
        // The columns outlive renders: the packages open from the URL's search of the moment.
        onOpenPackages: (product) =>
          void navigate({
            search: (current: ProductListSearch) => ({ ...current, product: product.ID }),
            replace: true,
          }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only open dialogs
    [intl],
  );
  const request = findProductsRequestOf(search);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: PRODUCTS_GRID_ID,
    title: t('menu.seller.products'),
    columns,
    search,
    onSearchChange: setSearch,
    query: productListQuery(api, request),
    fetchPage: (Offset, Count) => findProducts(api, { ...request, Offset, Count }),
    countExactly: async () =>
      (await findProducts(api, { ...request, Offset: 0, Count: 1, ExactCount: true })).TotalCount,
    filterFields: productFilterFields,
    filterChips: {
      name: (name: string) => `${t('product.fields.Name')}: «${name}»`,
      id: (id: number) => `${t('product.fields.ID')} = ${id}`,
    },
    emptyText: t('product.empty'),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.products" />
      <ServerGrid<Product>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.seller.products')}
        onRowClick={({ row }) => openEditor(row)}
        getRowClassName={({ row }) => `${row.ID === search.product ? 'Mui-selected' : ''} ${rowClassName(row.ID)}`}
        toolbar={{
          searchLabel: t('product.search'),
          searchValue: search.name,
          onSearchChange: (name) => setSearch(withFilterValue(search, 'name', name)),
          onExport: exportAll,
          addLabel: t('product.add'),
          onAdd: () => openEditor(),
        }}
        // The grid fills the screen; with a product chosen it leaves room for its packages below.
        height={search.product ? '55vh' : 'calc(100vh - 220px)'}
      />
      {search.product && (
        <ProductPackagesPanel productId={search.product} onClose={() => setSearch({ ...search, product: undefined })} />
      )}
      {editing.dialogs({
        fixed: { CategoryID: categoryId },
        extra: <CategoryPicker value={categoryId} onChange={setCategoryId} error={editing.fieldErrors.CategoryID} />,
      })}
    </Box>
  );
}
