import Add from '@mui/icons-material/Add';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import type {
  SupplyRegistrationTask,
  SupplyRegistrationTaskInput,
} from '../../../../../../contracts/supplyRegistration.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useRowHighlight } from '../../../../../grids/useRowHighlight.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import {
  findRegistrationTasks,
  registrationTaskListQuery,
  supplyCommands,
  supplyKeys,
} from '../../../../../queries/supplies.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { registrationTaskColumns } from './registrationTaskColumns.js';
import { RegistrationTaskDetails } from './RegistrationTaskDetails.js';
import { newTaskDraft, RegistrationTaskForm, type TaskDraft } from './RegistrationTaskForm.js';
import {
  findTasksRequestOf,
  REGISTRATION_TASKS_GRID_ID,
  TASK_TOGGLES,
  type RegistrationTaskSearch,
} from './registrationTaskSearch.js';

const route = getRouteApi('/_app/ozon/supplyRegistrationTask');
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

const draftOf = (task: SupplyRegistrationTask): TaskDraft => ({
  ID: task.ID,
  products: task.Products,
  MinDate: task.MinDate,
  MaxDate: task.MaxDate,
  TimeReserveInHours: task.TimeReserveInHours,
  TargetWarehouseID: task.TargetWarehouseID,
  DropOffWarehouseIDs: task.DropOffWarehouses.map((warehouse) => warehouse.ID),
  Enabled: task.Enabled,
});

/**
 * The supply registration tasks the robot books slots for: the list with each task's last run, a form
 * to create or change one, several enabled or disabled at once, and a task's run log beside the grid.
 */
export function RegistrationTasksScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => supplyCommands(api), [api]);
  const [editing, setEditing] = useState<TaskDraft | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const [result, setResult] = useState<Job | null>(null);
  const { highlight, rowClassName } = useRowHighlight<number>();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: RegistrationTaskSearch) => void navigate({ search: next, replace: true });

  const robot = useImportJob({
    kinds: ['RunOzonSupplyRegistrationTasks'],
    start: commands.runRobot,
    successId: 'supplyTask.robotDone',
    failureId: 'supplyTask.robotError',
    onCompleted: async (job, startedHere) => {
      await queryClient.invalidateQueries({ queryKey: supplyKeys.all });
      if (startedHere) setResult(job);
    },
  });
  const save = useRecordMutation((task: SupplyRegistrationTaskInput & { ID?: number }) => commands.saveTask(task), {
    invalidate: supplyKeys.all,
    successId: 'supplyTask.saved',
    failureId: 'supplyTask.saveError',
    inlineFailure: true,
    onDone: (id) => {
      highlight(id);
      setEditing(null);
    },
  });
  const setEnabled = useRecordMutation(
    ({ ids, enabled }: { ids: number[]; enabled: boolean }) =>
      commands.changeTasksState({ TaskIDs: ids, Enabled: enabled }),
    {
      invalidate: supplyKeys.all,
      successId: 'supplyTask.stateChanged',
      failureId: 'supplyTask.stateChangeError',
      onDone: () => setSelection(NONE_SELECTED),
    },
  );
  const openForm = (draft: TaskDraft | null) => {
    save.clearFailure();
    setEditing(draft);
  };

  const columns = useMemo(() => registrationTaskColumns(intl), [intl]);
  const request = findTasksRequestOf(search);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: REGISTRATION_TASKS_GRID_ID,
    title: t('menu.marketplace.supplyRegistration'),
    columns,
    search,
    onSearchChange: setSearch,
    query: registrationTaskListQuery(api, request),
    fetchPage: (Offset, Count) => findRegistrationTasks(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: Object.fromEntries(TASK_TOGGLES.map((key) => [key, () => t(`supplyTask.filter.${key}`)])),
    emptyText: t('supplyTask.empty'),
  });
  const selectedIds = [...selection.ids].map(Number);
  const opened = dataGridProps.rows.find((row) => row.ID === search.task);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.supplyRegistration"
        actions={
          <>
            <Button variant="contained" startIcon={<Add />} onClick={() => openForm(newTaskDraft())}>
              <FormattedMessage id="supplyTask.add" />
            </Button>
            <Button variant="outlined" startIcon={<PlayArrow />} onClick={robot.start} disabled={robot.busy}>
              <FormattedMessage id="supplyTask.runRobot" />
            </Button>
          </>
        }
      />
      {robot.busy && <JobProgress job={robot.job} labelId="supplyTask.robotRunning" />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormGroup row aria-label={t('supplyTask.filters')} role="group">
          {TASK_TOGGLES.map((key) => (
            <FormControlLabel
              key={key}
              label={t(`supplyTask.filter.${key}`)}
              control={
                <Checkbox
                  checked={search[key] === true}
                  onChange={(event) => setSearch(withFilterValue(search, key, event.target.checked || undefined))}
                />
              }
            />
          ))}
        </FormGroup>
        <Box role="group" aria-label={t('supplyTask.bulk')} sx={{ display: 'flex', gap: 1 }}>
          {([true, false] as const).map((enabled) => (
            <Button
              key={String(enabled)}
              size="small"
              variant="outlined"
              disabled={selectedIds.length === 0 || setEnabled.isPending}
              onClick={() => setEnabled.mutate({ ids: selectedIds, enabled })}
            >
              {intl.formatMessage(
                { id: enabled ? 'supplyTask.enableSelected' : 'supplyTask.disableSelected' },
                { count: selectedIds.length },
              )}
            </Button>
          ))}
        </Box>
      </Box>
      <ServerGrid<SupplyRegistrationTask>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.marketplace.supplyRegistration')}
        checkboxSelection
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onRowClick={({ row }) => setSearch({ ...search, task: row.ID })}
        getRowClassName={({ row }) => `${row.ID === search.task ? 'Mui-selected' : ''} ${rowClassName(row.ID)}`}
        toolbar={{ onExport: exportAll }}
        height="calc(100vh - 300px)"
      />
      <RegistrationTaskDetails
        task={opened}
        onClose={() => setSearch({ ...search, task: undefined })}
        onEdit={(task) => openForm(draftOf(task))}
        onSetEnabled={(task, enabled) => setEnabled.mutate({ ids: [task.ID], enabled })}
      />
      <RegistrationTaskForm
        draft={editing}
        busy={save.isPending}
        serverErrors={save.fieldErrors}
        failure={save.failure}
        onSave={(task) => save.mutate(task)}
        onClose={() => openForm(null)}
      />
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}
