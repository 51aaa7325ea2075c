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
import { packageColumns } from '../../../../grids/productColumns.js';
import { productCommands, productKeys, productPackagesQuery } from '../../../../queries/products.js';
import { packageFormFields } from './productForms.js';

/** The packages (Ozon articles) of one product, under the products grid. */
export function ProductPackagesPanel({
  productId,
  productName,
  onClose,
}: {
  productId: number;
  productName?: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const localeText = useGridLocaleText();
  const commands = useMemo(() => productCommands(api), [api]);
  const { data, isFetching } = useQuery(productPackagesQuery(api, { ProductID: productId, Count: MAX_PAGE_SIZE }));
  const editing = useRecordEditing({
    prefix: 'package',
    invalidate: productKeys.all,
    fields: packageFormFields,
    createSchema: productPackageInput,
    updateSchema: productPackageUpdate,
    add: commands.addPackage,
    update: commands.updatePackage,
    remove: (pkg: ProductPackage) => commands.removePackage(pkg.ID),
  });
  const columns = useMemo(
    () => packageColumns(intl, { onEdit: editing.openEditor, onDelete: editing.askDelete }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only open dialogs
    [intl],
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="packages-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="packages-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="package.title" values={{ product: productName ?? `#${productId}` }} />
        </Typography>
        <Button size="small" variant="contained" startIcon={<Add />} onClick={() => editing.openEditor()}>
          <FormattedMessage id="package.add" />
        </Button>
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
        hideFooter={(data?.TotalCount ?? 0) <= 100}
        disableRowSelectionOnClick
        autoHeight
        label={intl.formatMessage({ id: 'package.gridLabel' })}
      />
      {editing.dialogs({ fixed: { ProductID: productId } })}
    </Paper>
  );
}
