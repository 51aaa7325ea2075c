import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  productPackageInput,
  productPackageUpdate,
  type ProductPackage,
  type ProductPackageInput,
} from '../../../../../contracts/catalogue.js';
import { MAX_PAGE_SIZE } from '../../../../../contracts/common.js';
import { useApi } from '../../../../api/ApiContext.js';
import { ConfirmDialog } from '../../../../forms/ConfirmDialog.js';
import { EntityFormDialog } from '../../../../forms/EntityFormDialog.js';
import { packageColumns } from '../../../../grids/productColumns.js';
import { productCommands, productPackagesQuery } from '../../../../queries/products.js';
import { packageFormFields } from './productForms.js';
import { useCatalogueMutation } from './useCatalogueMutation.js';

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
  const commands = useMemo(() => productCommands(api), [api]);
  const { data, isFetching } = useQuery(productPackagesQuery(api, { ProductID: productId, Count: MAX_PAGE_SIZE }));
  const [editing, setEditing] = useState<{ pkg?: ProductPackage } | null>(null);
  const [deleting, setDeleting] = useState<ProductPackage | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const columns = useMemo(
    () => packageColumns(intl, { onEdit: (pkg) => setEditing({ pkg }), onDelete: setDeleting }),
    [intl],
  );

  const save = useCatalogueMutation(
    (input: ProductPackageInput) =>
      editing?.pkg ? commands.updatePackage({ ...input, ID: editing.pkg.ID }) : commands.addPackage(input),
    { success: 'package.saved', failure: 'package.saveError' },
    () => setEditing(null),
  );
  const remove = useCatalogueMutation(
    (pkg: ProductPackage) => commands.removePackage(pkg.ID),
    { success: 'package.deleted', failure: 'package.deleteError' },
    () => setDeleting(null),
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="packages-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="packages-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="package.title" values={{ product: productName ?? `#${productId}` }} />
        </Typography>
        <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
          <FormattedMessage id="package.add" />
        </Button>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <DataGrid<ProductPackage>
        rows={data?.Items ?? []}
        columns={columns}
        getRowId={(row) => row.ID}
        loading={isFetching}
        density="compact"
        hideFooter={(data?.TotalCount ?? 0) <= 100}
        disableRowSelectionOnClick
        autoHeight
        label={t('package.gridLabel')}
      />
      <EntityFormDialog
        open={editing !== null}
        title={t(editing?.pkg ? 'package.edit' : 'package.add')}
        fields={packageFormFields}
        schema={editing?.pkg ? productPackageUpdate : productPackageInput}
        record={editing?.pkg}
        fixed={{ ProductID: productId, ...(editing?.pkg ? { ID: editing.pkg.ID } : {}) }}
        serverErrors={save.fieldErrors}
        busy={save.isPending}
        onSubmit={(input) => save.mutate(input)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('package.delete')}
        text={intl.formatMessage({ id: 'package.deleteConfirm' }, { name: deleting?.Name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
