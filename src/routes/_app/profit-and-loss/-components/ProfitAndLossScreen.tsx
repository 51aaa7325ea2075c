import { screenText } from '../../../../grids/formatters.js';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GavelIcon from '@mui/icons-material/Gavel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { pnlGroupings, pnlMonthFigures, type PnlReport } from '../../../../../contracts/profitAndLoss.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { sellerDays } from '../../../../app/sellerDays.js';
import { ReportGrid } from '../../../../grids/ReportGrid.js';
import { pnlQuery } from '../../../../queries/profitAndLoss.js';
import { DayRangeFields } from '../../../../screens/dates/DayRangeFields.js';
import { ReportParameters } from '../../../../screens/ReportParameters.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../screens/SummaryFigures.js';
import { HistoryNotice } from '../../../../sync/HistoryNotice.js';
import { PnlCellPanel, type OpenedCell } from './PnlCellPanel.js';
import {
  drillLine,
  monthColumns,
  monthRows,
  periodColumns,
  periodRows,
  TOTAL_ROW_ID,
  type PnlGridRow,
} from './pnlColumns.js';
import { pnlPeriodKinds, pnlRequestOf, steppedAt, type PnlSearch } from './pnlSearch.js';
import { TaxRegimesDialog } from './TaxRegimesDialog.js';
import { dayText } from '../../../../app/dayText.js';

const route = getRouteApi('/_app/profit-and-loss');

/** The total row in bold; a cell that opens its lines underlined on hover. */
const GRID_SX = {
  [`& .MuiDataGrid-row[data-id="${TOTAL_ROW_ID}"]`]: { fontWeight: 600, bgcolor: 'action.hover' },
  '& .pnl-drill': { cursor: 'pointer' },
  '& .pnl-drill:hover': { textDecoration: 'underline' },
};

/** Profit and loss per product and period: Ozon's lines, the goods' cost, taxes; checked against the accruals. */
export function ProfitAndLossScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const set = (patch: Partial<PnlSearch>) => void navigate({ search: { ...search, ...patch }, replace: true });
  const today = sellerDays().dayOf(new Date());
  const request = pnlRequestOf(search, today);
  const report = useQuery(pnlQuery(api, request));
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const [taxesOpen, setTaxesOpen] = useState(false);
  const kind = search.period ?? 'month';
  const figure = search.figure ?? 'Profit';
  const months = request.Columns === 'Months';

  const data = report.data;
  const columns = useMemo(
    () => (months ? monthColumns(intl, data, figure) : periodColumns(intl)),
    [intl, months, data, figure],
  );
  const rows = useMemo(
    () => (data ? (months ? monthRows(intl, data, figure) : periodRows(intl, data)) : []),
    [intl, data, months, figure],
  );
  // The grid's own money text, so the strip, the notices and the cells read alike.
  const money = (value: number) => screenText({ kind: 'money' }, value, intl.locale);
  const stepTo = (step: -1 | 1) => steppedAt(search, today, step);
  const periodName = `${dayText(request.DateFrom, intl.locale)} – ${dayText(request.DateTo, intl.locale)}`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle id="menu.seller.profitAndLoss" />
      <HistoryNotice from={request.DateFrom} />
      <ReportParameters label={t('pnl.parameters')}>
        <TextField
          select
          size="small"
          label={t('pnl.param.period')}
          value={kind}
          onChange={(event) =>
            set({ period: event.target.value as PnlSearch['period'], at: undefined, from: undefined, to: undefined })
          }
          sx={{ width: 190 }}
        >
          {pnlPeriodKinds.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`pnl.period.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'range' || kind === 'months' ? (
          <DayRangeFields from={request.DateFrom} to={request.DateTo} onChange={(key, day) => set({ [key]: day })} />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center' }} role="group" aria-label={t('pnl.param.shown')}>
            <IconButton aria-label={t('pnl.param.previous')} onClick={() => set({ at: stepTo(-1) })}>
              <ChevronLeftIcon />
            </IconButton>
            <Box component="span" sx={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
              {kind === 'month'
                ? dayText(request.DateFrom, intl.locale, { month: 'long', year: 'numeric' })
                : kind === 'day'
                  ? dayText(request.DateFrom, intl.locale)
                  : periodName}
            </Box>
            <IconButton aria-label={t('pnl.param.next')} onClick={() => set({ at: stepTo(1) })}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
        <TextField
          select
          size="small"
          label={t('pnl.param.group')}
          value={request.GroupBy}
          onChange={(event) => set({ group: event.target.value as PnlSearch['group'] })}
          sx={{ width: 170 }}
        >
          {pnlGroupings.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {t(`pnl.group.${grouping}`)}
            </MenuItem>
          ))}
        </TextField>
        {months && (
          <TextField
            select
            size="small"
            label={t('pnl.param.figure')}
            value={figure}
            onChange={(event) => set({ figure: event.target.value as PnlSearch['figure'] })}
            sx={{ width: 170 }}
          >
            {pnlMonthFigures.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`pnl.fields.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Switch checked={request.ShareUnassigned} onChange={(_, on) => set({ share: on || undefined })} />}
          label={t('pnl.param.share')}
        />
        <Button startIcon={<GavelIcon />} onClick={() => setTaxesOpen(true)}>
          {t('pnl.tax.button')}
        </Button>
      </ReportParameters>
      {data && <PnlSummary report={data} money={money} />}
      <ReportGrid<PnlGridRow>
        label={t('menu.seller.profitAndLoss')}
        rows={rows}
        columns={columns}
        loading={report.isFetching}
        sx={GRID_SX}
        onCellClick={({ field, row }) => {
          const line = months ? null : drillLine(field, row);
          if (!line) return;
          setOpened({
            rowLabel: row.Label,
            request: {
              DateFrom: request.DateFrom,
              DateTo: request.DateTo,
              GroupBy: request.GroupBy,
              RowKey: row.id,
              Line: line,
              Offset: 0,
              Count: 200,
            },
          });
        }}
        exportTitle={`${t('menu.seller.profitAndLoss')} ${periodName}`}
        fileBase={`profit-and-loss-${request.DateFrom}-${request.DateTo}`}
        height="calc(100vh - 400px)"
        state={{
          error: report.error ? describeError(report.error, intl) : undefined,
          onRetry: () => void report.refetch(),
          filtered: false,
          onClearFilters: () => undefined,
          emptyText: t('pnl.empty'),
        }}
      />
      <PnlCellPanel cell={opened} onClose={() => setOpened(null)} />
      <TaxRegimesDialog open={taxesOpen} onClose={() => setTaxesOpen(false)} />
    </Box>
  );
}

/** The period's total, the part of it of unknown cost, and the check against Ozon's accruals. */
function PnlSummary({ report, money }: { report: PnlReport; money: (value: number) => string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sum = (pick: (figures: PnlReport['Total'][number]) => number, of = report.Total) =>
    Math.round(of.reduce((total, figures) => total + pick(figures) * 100, 0)) / 100;
  const difference = Math.round(report.Checks.reduce((total, check) => total + check.Difference * 100, 0)) / 100;
  const unsplit = report.Checks.reduce((total, check) => total + check.UnsplitOperations, 0);
  const otherCurrency = report.Checks.reduce((total, check) => total + check.OtherCurrencyOperations, 0);
  const withoutCost = report.WithoutCost.reduce((total, figures) => total + figures.UnitsWithoutCost, 0);
  const netRevenue = sum((figures) => figures.Revenue + figures.Returns);
  const profit = sum((figures) => figures.Profit);
  return (
    <>
      <SummaryStrip label={t('pnl.summary.title')}>
        <SummaryFigure
          label={t('pnl.summary.revenue')}
          value={money(netRevenue)}
          detail={t('pnl.summary.units', {
            units: intl.formatNumber(sum((figures) => figures.UnitsSold - figures.UnitsReturned)),
          })}
        />
        <SummaryFigure label={t('pnl.fields.Ozon')} value={money(sum((figures) => figures.Ozon))} />
        <SummaryFigure label={t('pnl.fields.Cost')} value={money(sum((figures) => figures.Cost))} />
        <SummaryFigure
          label={t('pnl.summary.taxes')}
          value={money(sum((figures) => figures.Tax + figures.Vat))}
          detail={report.TaxRegimes.map((regime) => t(`pnl.tax.kind.${regime.Regime}`)).join(', ')}
        />
        <SummaryFigure
          label={t('pnl.fields.Profit')}
          value={money(profit)}
          detail={
            netRevenue > 0
              ? t('pnl.summary.margin', {
                  margin: intl.formatNumber(profit / netRevenue, { style: 'percent', maximumFractionDigits: 1 }),
                })
              : undefined
          }
        />
        <SummaryFigure
          label={t('pnl.summary.check')}
          value={difference === 0 ? t('pnl.summary.checkEqual') : money(difference)}
          detailColor={difference === 0 ? 'success.main' : 'error.main'}
          detail={t('pnl.summary.checkDetail', {
            net: money(report.Checks.reduce((total, check) => total + check.AccrualNet, 0)),
          })}
        />
      </SummaryStrip>
      {withoutCost > 0 && (
        <Alert severity="warning">
          {t('pnl.summary.withoutCost', {
            units: intl.formatNumber(withoutCost),
            revenue: money(sum((figures) => figures.Revenue + figures.Returns, report.WithoutCost)),
            profit: money(sum((figures) => figures.Profit, report.WithoutCost)),
          })}
        </Alert>
      )}
      {report.CostRevisions.map((revision) => (
        <Alert severity="info" key={revision.Month}>
          {t('pnl.summary.costRevised', {
            month: dayText(revision.Month, intl.locale, { month: 'long', year: 'numeric' }),
            at: intl.formatDate(revision.RevisedAt, { dateStyle: 'short', timeStyle: 'short' }),
            before: money(Math.abs(revision.CostBefore)),
            after: money(Math.abs(revision.CostAfter)),
            unitsBefore: intl.formatNumber(revision.UnitsBefore),
            unitsAfter: intl.formatNumber(revision.UnitsAfter),
          })}
        </Alert>
      ))}
      {unsplit > 0 && <Alert severity="info">{t('pnl.summary.unsplit', { count: unsplit })}</Alert>}
      {otherCurrency > 0 && <Alert severity="info">{t('pnl.summary.otherCurrency', { count: otherCurrency })}</Alert>}
    </>
  );
}
