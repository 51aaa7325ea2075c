import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { productPackageInput, productPackageUpdate, type ProductPackage } from '../../../../../contracts/catalogue.js';
import { MAX_PAGE_SIZE } from '../../../../../contracts/common.js';
import { useApi } from '../../../../api/ApiContext.js';
import { useRecordEditing } from '../../../../forms/useRecordEditing.js';
import { useGridLocaleText } from '../../../../grids/gridLocale.js';
import { GridStateOverlay } from '../../../../grids/GridStateOverlay.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from '../../../../grids/gridStyle.js';
import { useRowHighlight } from '../../../../grids/useRowHighlight.js';
import { packageColumns } from './productColumns.js';
import { productCommands, productKeys, productPackagesQuery, productQuery } from '../../../../queries/products.js';
import { packageFormFields } from './productForms.js';

/** The packages (Ozon articles) of one product, under the products grid. */
export function ProductPackagesPanel({ productId, onClose }: { productId: number; onClose: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const localeText = useGridLocaleText();
  const commands = useMemo(() => productCommands(api), [api]);
  const { data, isFetching } = useQuery(productPackagesQuery(api, { ProductID: productId, Count: MAX_PAGE_SIZE }));
  // Its own read: the product may be on no page of the grid (just created, or opened from a link).
  const product = useQuery(productQuery(api, productId));
  const { highlight, rowClassName } = useRowHighlight<number>();
  const editing = useRecordEditing({
    prefix: 'package',
    invalidate: productKeys.all,
    fields: packageFormFields,
    createSchema: productPackageInput,
    updateSchema: productPackageUpdate,
    add: commands.addPackage,
    update: commands.updatePackage,
    remove: (pkg: ProductPackage) => commands.removePackage(pkg.ID),
    onSaved: (id) => highlight(id),
  });
  const columns = useMemo(
    () => packageColumns(intl, { onEdit: editing.openEditor, onDelete: editing.askDelete }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only open dialogs
    [intl],
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="packages-title">
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="packages-title" variant="h6" component="h2">
          {product.data ? (
            <FormattedMessage id="package.title" values={{ id: productId, name: product.data.Name }} />
          ) : (
            <FormattedMessage id="package.titleWithoutName" values={{ id: productId }} />
          )}
        </Typography>
        {/* Beside the title, as on every screen: the top right is the toasts' (docs/screens.md). */}
        <Button size="small" variant="contained" startIcon={<Add />} onClick={() => editing.openEditor()}>
          <FormattedMessage id="package.add" />
        </Button>
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <DataGrid<ProductPackage>
        localeText={localeText}
        rows={data?.Items ?? []}
        columns={columns}
        getRowId={(row) => row.ID}
        loading={isFetching}
        density="compact"
        columnHeaderHeight={COLUMN_HEADER_HEIGHT}
        sx={gridSx}
        getRowClassName={({ row }) => rowClassName(row.ID)}
        slots={{ noRowsOverlay: GridStateOverlay }}
        slotProps={{ noRowsOverlay: { emptyText: intl.formatMessage({ id: 'package.empty' }) } }}
        hideFooter={(data?.TotalCount ?? 0) <= 100}
        disableRowSelectionOnClick
        autoHeight
        label={intl.formatMessage({ id: 'package.gridLabel' })}
      />
      {editing.dialogs({ fixed: { ProductID: productId } })}
    </Paper>
  );
}
