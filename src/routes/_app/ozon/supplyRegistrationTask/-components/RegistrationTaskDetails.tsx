import Alert from '@mui/material/Alert';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupplyRegistrationTask } from '../../../../../../contracts/supplyRegistration.js';
import { taskRunNotesText, taskRunText } from '../../../../../../contracts/taskRunText.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { taskRunsQuery } from '../../../../../queries/supplies.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { dateTimeText } from '../../../../../sync/jobText.js';
import { timeslotText } from '../../supplyOrder/-components/supplyOrderColumns.js';
import { OUTCOME_COLOUR, taskState } from './registrationTaskColumns.js';
import { dayText } from '../../../../../app/dayText.js';

/** Whether the seller may still change the task: not booked, and no supply asked of Ozon. */
export const editable = (task: SupplyRegistrationTask) =>
  !task.Finished && !task.Items.some((item) => item.HasCreateSupplyOperationID);

/** A task opened from the grid: what it asks for, how far each drop-off got, and the log of its runs. */
export function RegistrationTaskDetails({
  task,
  onClose,
  onEdit,
  onSetEnabled,
}: {
  task: SupplyRegistrationTask | undefined;
  onClose: () => void;
  onEdit: (task: SupplyRegistrationTask) => void;
  onSetEnabled: (task: SupplyRegistrationTask, enabled: boolean) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string) => intl.formatMessage({ id });
  const runs = useQuery({ ...taskRunsQuery(api, task?.ID ?? 0), enabled: task !== undefined });
  const state = task && taskState(task);
  // The log in the seller's time zone, as the rest of the app shows times.
  const { timeZone } = sellerDays();
  return (
    <SidebarPanel
      id="supply-task"
      titleId="supplyTask.details.title"
      open={task !== undefined}
      onClose={onClose}
      width={600}
    >
      {task && state && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PanelHeading
            title={intl.formatMessage(
              { id: 'supplyTask.details.heading' },
              { id: task.ID, target: task.TargetWarehouseName },
            )}
            subtitle={`${dayText(task.MinDate, intl.locale)} — ${dayText(task.MaxDate, intl.locale)} · ${intl.formatMessage({ id: 'supplyTask.details.reserve' }, { hours: task.TimeReserveInHours })}`}
            badge={<Chip size="small" color={state.colour} label={t(state.id)} />}
            onClose={onClose}
          />
          {task.StoppedReason !== null && (
            // Ozon's own words: the seller fixes the card or the task, then lets the robot try again.
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => onSetEnabled(task, true)}>
                  <FormattedMessage id="supplyTask.tryAgain" />
                </Button>
              }
            >
              <FormattedMessage
                id="supplyTask.stopped"
                values={{
                  reason: task.StoppedNotes ? taskRunNotesText(task.StoppedNotes, intl, timeZone) : task.StoppedReason,
                }}
              />
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Edit />} disabled={!editable(task)} onClick={() => onEdit(task)}>
              <FormattedMessage id="common.edit" />
            </Button>
            {!task.Finished && (
              <Button variant="outlined" onClick={() => onSetEnabled(task, !task.Enabled)}>
                <FormattedMessage id={task.Enabled ? 'supplyTask.disable' : 'supplyTask.enable'} />
              </Button>
            )}
          </Box>
          <TableContainer>
            <Table size="small" aria-label={t('supplyTask.fields.Products')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('supplyTask.fields.Products')}</TableCell>
                  <TableCell align="right">{t('supplyTask.fields.Quantity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {task.Products.map((product) => (
                  <TableRow key={product.ID}>
                    <TableCell>{product.Name}</TableCell>
                    <TableCell align="right">{intl.formatNumber(product.Quantity)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" component="h3">
            {t('supplyTask.details.items')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('supplyTask.details.items')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('supplyTask.item.dropOff')}</TableCell>
                  <TableCell>{t('supplyTask.item.draft')}</TableCell>
                  <TableCell>{t('supplyTask.item.supply')}</TableCell>
                  <TableCell>{t('supplyTask.item.slot')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {task.Items.map((item) => (
                  <TableRow key={item.DropOffWarehouseID}>
                    <TableCell>{item.DropOffWarehouseName}</TableCell>
                    <TableCell>{item.DraftID ?? '—'}</TableCell>
                    <TableCell>
                      {item.OzonSupplyOrderID
                        ? intl.formatMessage({ id: 'supplyTask.item.order' }, { order: item.OzonSupplyOrderID })
                        : item.SupplyStatus
                          ? t(`supplyTask.supplyStatus.${item.SupplyStatus}`)
                          : '—'}
                    </TableCell>
                    <TableCell>{timeslotText(intl, item.TimeslotFrom, item.TimeslotTo)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" component="h3">
            {intl.formatMessage({ id: 'supplyTask.details.runs' }, { count: runs.data?.TotalCount ?? task.RunCount })}
          </Typography>
          {runs.error ? (
            <Typography color="error" role="alert">
              {describeError(runs.error, intl)}
            </Typography>
          ) : runs.data?.Items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('supplyTask.details.noRuns')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('supplyTask.details.runLog')}>
                <TableBody>
                  {(runs.data?.Items ?? []).map((run) => (
                    <TableRow key={run.ID}>
                      <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                        {dateTimeText(run.StartedAt, intl, timeZone)}
                      </TableCell>
                      <TableCell sx={{ verticalAlign: 'top' }}>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={OUTCOME_COLOUR[run.Outcome]}
                          label={t(`supplyTask.outcome.${run.Outcome}`)}
                        />
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{taskRunText(run, intl, timeZone)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </SidebarPanel>
  );
}
