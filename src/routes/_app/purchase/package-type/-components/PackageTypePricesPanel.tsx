import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { priceOn, type PackageType } from '../../../../../../contracts/packageType.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { ConfirmDialog } from '../../../../../forms/ConfirmDialog.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { screenText } from '../../../../../grids/formatters.js';
import { packageTypeCommands, packageTypeKeys } from '../../../../../queries/packageTypes.js';
import { PanelHeading } from '../../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../../shell/SidebarPanel.js';
import { priceHistory, withPrices, type DatedPrice, type PriceState } from './packageTypePrices.js';

// The date pickers weigh some 25 KB gzipped: they come with the dialog, the first time a price is added.
const AddPriceDialog = lazy(() => import('./AddPriceDialog.js'));

const STATE_COLOUR = { current: 'success', future: 'info', past: 'default' } as const satisfies Record<
  PriceState,
  string
>;

/**
 * A packaging material's prices over time, beside the grid: newest first, the one in force today
 * marked, a new price added with its date, a wrong one removed. The history is saved whole.
 */
export function PackageTypePricesPanel({
  type,
  today,
  onClose,
  onEdit,
  onSaved,
}: {
  type: PackageType | undefined;
  /** The seller's day (YYYY-MM-DD): the price in force is the latest on or before it. */
  today: string;
  onClose: () => void;
  onEdit: (type: PackageType) => void;
  /** After a price is added or removed: the type's row is marked in the grid. */
  onSaved: (id: number) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const commands = useMemo(() => packageTypeCommands(api), [api]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<DatedPrice | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (price: number) => screenText({ kind: 'money' }, price, intl.locale);
  const day = (date: string) => screenText({ kind: 'date' }, date, intl.locale);

  const remove = useRecordMutation(
    ({ type: from, price }: { type: PackageType; price: DatedPrice }) =>
      commands.updatePackageType(
        withPrices(
          from,
          from.Prices.filter((kept) => kept.Date !== price.Date),
        ),
      ),
    {
      invalidate: packageTypeKeys.all,
      successId: 'packageTypes.prices.removed',
      failureId: 'packageTypes.prices.removeError',
      inlineFailure: true,
      onDone: (_output, { type: from }) => {
        onSaved(from.ID);
        setRemoving(null);
      },
    },
  );

  const history = type ? priceHistory(type.Prices, today) : [];
  const current = type && priceOn(type.Prices, today);
  const unit = type ? t(`packageTypes.unit.${type.UnitOfMeasure}`) : '';

  return (
    <>
      <SidebarPanel
        id="package-type-prices"
        titleId="packageTypes.prices.title"
        open={type !== undefined}
        onClose={onClose}
        width={480}
      >
        {type && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PanelHeading
              title={type.Name}
              subtitle={
                current
                  ? t('packageTypes.prices.currentLine', { price: money(current.Price), unit, date: day(current.Date) })
                  : t('packageTypes.prices.noCurrent')
              }
              onClose={onClose}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                <FormattedMessage id="packageTypes.prices.add" />
              </Button>
              <Button variant="outlined" startIcon={<Edit />} onClick={() => onEdit(type)}>
                <FormattedMessage id="common.edit" />
              </Button>
            </Box>
            {history.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="packageTypes.prices.empty" />
              </Typography>
            ) : (
              <TableContainer>
                <Table
                  size="small"
                  aria-label={t('packageTypes.prices.tableLabel', { name: type.Name })}
                  // Narrower cells than MUI's: the four columns fit a phone's panel.
                  sx={{ '& .MuiTableCell-root': { px: 1 } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('packageTypes.prices.Date')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {t('packageTypes.prices.Price', { unit })}
                      </TableCell>
                      <TableCell />
                      <TableCell padding="checkbox" />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {history.map((entry) => (
                      <TableRow key={entry.Date} selected={entry.state === 'current'}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(entry.Date)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(entry.Price)}
                        </TableCell>
                        <TableCell>
                          {entry.state !== 'past' && (
                            <Chip
                              size="small"
                              variant="outlined"
                              color={STATE_COLOUR[entry.state]}
                              label={t(`packageTypes.prices.state.${entry.state}`)}
                            />
                          )}
                        </TableCell>
                        <TableCell padding="checkbox">
                          <IconButton
                            size="small"
                            aria-label={t('packageTypes.prices.remove', { date: day(entry.Date) })}
                            onClick={() => setRemoving(entry)}
                          >
                            <Delete fontSize="small" />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        )}
      </SidebarPanel>
      {adding && type && (
        <Suspense fallback={null}>
          <AddPriceDialog type={type} today={today} onSaved={() => onSaved(type.ID)} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('packageTypes.prices.removeTitle')}
        text={
          removing
            ? t('packageTypes.prices.removeConfirm', { price: money(removing.Price), date: day(removing.Date) })
            : ''
        }
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        error={remove.failure}
        onConfirm={() => type && removing && remove.mutate({ type, price: removing })}
        onClose={() => {
          remove.clearFailure();
          setRemoving(null);
        }}
      />
    </>
  );
}
