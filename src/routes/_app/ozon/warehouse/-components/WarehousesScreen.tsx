import CloudDownload from '@mui/icons-material/CloudDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonWarehouse, UpdateOzonWarehouse } from '../../../../../../contracts/ozonWarehouses.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import {
  masterDataUploads,
  warehouseClustersQuery,
  warehouseCommands,
  warehouseKeys,
  warehousesQuery,
} from '../../../../../queries/warehouses.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { outcomeOf } from '../../../../../sync/importResults.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { MasterDataUpload } from './MasterDataUpload.js';
import { WarehouseEditDialog } from './WarehouseEditDialog.js';
import { WarehouseTable } from './WarehouseTable.js';

type Row = Omit<OzonWarehouse, 'WarehouseCluster'>;

/** Ozon's warehouses grouped by cluster, with the seller's aliases, statuses and the import from Ozon. */
export function WarehousesScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const commands = useMemo(() => warehouseCommands(api), [api]);
  const uploads = useMemo(() => masterDataUploads(api), [api]);
  const clusters = useQuery(warehouseClustersQuery(api));
  const warehouses = useQuery(warehousesQuery(api));
  const [editing, setEditing] = useState<Row | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const importing = useImportJob({
    kinds: ['ImportOzonWarehouses'],
    start: commands.importFromOzon,
    successId: 'warehouse.imported',
    failureId: 'warehouse.importError',
    // The counts go in the toast: the screen itself shows what changed.
    successDetail: (job) => {
      const outcome = outcomeOf(job);
      return outcome?.kind === 'warehouses'
        ? intl.formatMessage({ id: 'warehouse.importedCounts' }, { ...outcome.result })
        : undefined;
    },
    onCompleted: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
  const save = useRecordMutation((update: UpdateOzonWarehouse) => commands.update(update), {
    invalidate: warehouseKeys.all,
    successId: 'warehouse.saved',
    failureId: 'warehouse.saveError',
    onDone: () => setEditing(null),
  });

  const withoutCluster = (warehouses.data ?? []).filter((warehouse) => warehouse.OzonWarehouseClusterID === null);
  const empty = clusters.isSuccess && warehouses.isSuccess && warehouses.data.length === 0;
  const groups = [
    ...(clusters.data ?? []).filter((cluster) => cluster.Warehouses.length > 0),
    ...(withoutCluster.length
      ? [{ ID: 0, Name: t('warehouse.noCluster'), Type: null, Warehouses: withoutCluster }]
      : []),
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <ScreenTitle id="menu.marketplace.warehouses" />
        </Box>
        <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
          <FormattedMessage id="warehouse.import" />
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MasterDataUpload
          labelId="upload.cityHierarchy"
          send={uploads.cityHierarchy}
          describe={(items) => intl.formatMessage({ id: 'upload.cityHierarchyDone' }, { count: items.length })}
        />
        <MasterDataUpload
          labelId="upload.crossDocking"
          send={uploads.crossDockingPrices}
          describe={(result) =>
            [
              t('upload.crossDockingDone'),
              result.MissingCrossDockWarehouses.length
                ? `${t('upload.missingCrossDock')}: ${result.MissingCrossDockWarehouses.join(', ')}`
                : '',
              result.MissingWarehouses.length
                ? `${t('upload.missingWarehouses')}: ${result.MissingWarehouses.join(', ')}`
                : '',
            ]
              .filter(Boolean)
              .join('\n')
          }
        />
      </Box>
      {importing.busy ? (
        <JobProgress job={importing.job} labelId="warehouse.importing" />
      ) : (
        (clusters.isFetching || warehouses.isFetching) && <LinearProgress aria-label={t('common.loading')} />
      )}
      {(clusters.error || warehouses.error) && (
        <Alert severity="error">{describeError(clusters.error ?? warehouses.error, intl)}</Alert>
      )}
      {empty && (
        <Alert severity="info">
          <FormattedMessage id="warehouse.empty" />
        </Alert>
      )}
      {groups.map((group) => (
        <Paper key={group.ID} variant="outlined" component="section" aria-label={group.Name} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2">
              {group.Name}
            </Typography>
            {group.Type !== null && <Chip size="small" label={t(`cluster.type.${group.Type}`)} />}
            <Typography color="text.secondary" sx={{ ml: 'auto' }}>
              <FormattedMessage id="warehouse.count" values={{ count: group.Warehouses.length }} />
            </Typography>
          </Box>
          <WarehouseTable warehouses={group.Warehouses} onEdit={setEditing} />
        </Paper>
      ))}
      <WarehouseEditDialog
        warehouse={editing}
        clusters={clusters.data ?? []}
        busy={save.isPending}
        serverErrors={save.fieldErrors}
        onSave={(update) => save.mutate(update)}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
