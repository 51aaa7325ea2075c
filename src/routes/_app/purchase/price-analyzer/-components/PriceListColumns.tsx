import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PriceListCell, PriceListPreview } from '../../../../../../contracts/priceAnalysis.js';
import type { FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { ReportGrid } from '../../../../../grids/ReportGrid.js';
import { ScreenSection } from '../../../../../screens/ScreenSection.js';
import { headerTitles, type FieldErrors, type PriceListChoice } from './priceAnalyzerForm.js';

type PreviewRow = { id: number; Row: number } & Record<string, PriceListCell | number>;

const FIELD_WIDTH = { xs: '100%', sm: 220 };
/** The browser's own select: typed into and scrolled by keyboard as every select is, a wheel on a phone. */
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** One choice of the sheet or a column; its complaint, or its help, under it (reserved, so nothing jumps). */
function ChoiceSelect({
  label,
  value,
  onChange,
  options,
  error,
  help = ' ',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  help?: string;
}) {
  return (
    <TextField
      select
      size="small"
      slotProps={NATIVE}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      sx={{ width: FIELD_WIDTH }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The preview's look: the header row bold, rows above it grey, the price column green, the name blue, dropped columns grey. */
const PREVIEW_SX = {
  '& .pa-header': { fontWeight: 700, bgcolor: 'action.selected' },
  '& .pa-above': { color: 'text.disabled' },
  '& .pa-price': { bgcolor: 'rgba(46, 125, 50, 0.12)' },
  '& .pa-name': { bgcolor: 'rgba(2, 136, 209, 0.10)' },
  '& .pa-dropped': { color: 'text.disabled' },
  '& .pa-problem': {
    bgcolor: 'rgba(211, 47, 47, 0.16)',
    outline: '2px solid',
    outlineColor: 'error.main',
    outlineOffset: -2,
  },
  '& .MuiDataGrid-columnHeader.pa-price': { bgcolor: 'rgba(46, 125, 50, 0.2)' },
  '& .MuiDataGrid-columnHeader.pa-name': { bgcolor: 'rgba(2, 136, 209, 0.16)' },
};

/**
 * The sheet, its header row and its columns as the seller picks them, above the sheet's first rows
 * under their column letters and header texts (the picked columns marked), and why the server refused
 * the choice, if it did.
 */
export function PriceListColumns({
  preview,
  choice,
  errors,
  failure,
  problemRow,
  onChange,
  onSheet,
}: {
  preview: PriceListPreview;
  choice: PriceListChoice;
  errors: FieldErrors;
  failure: string | null;
  /** The row the server named in its refusal (a price that is no number), marked in the preview. */
  problemRow?: number;
  onChange: (choice: PriceListChoice) => void;
  onSheet: (sheetIndex: number) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sheet = preview.Sheets[choice.sheetIndex]!;
  const titles = useMemo(() => headerTitles(sheet, choice.headerRow), [sheet, choice.headerRow]);
  const keys = sheet.Columns.map((column) => column.Key);
  const labelOf = (key: string) => {
    const title = titles[keys.indexOf(key)];
    return title ? `${key} — ${title}` : key;
  };
  const set = (change: Partial<PriceListChoice>) => onChange({ ...choice, ...change });

  const columns = useMemo<FormattedColDef<PreviewRow>[]>(() => {
    const classOf = (key: string) =>
      key === choice.priceColumn
        ? 'pa-price'
        : key === choice.nameColumn
          ? 'pa-name'
          : choice.outputColumns.includes(key)
            ? ''
            : 'pa-dropped';
    return [
      {
        field: 'Row',
        headerName: intl.formatMessage({ id: 'priceAnalyzer.preview.row' }),
        description: intl.formatMessage({ id: 'priceAnalyzer.preview.row' }),
        width: 72,
        type: 'number',
        sortable: false,
      },
      ...sheet.Columns.map(({ Key }, index): FormattedColDef<PreviewRow> => {
        const title = titles[index];
        return {
          field: `c${index}`,
          headerName: title ? `${Key} · ${title}` : Key,
          description: title
            ? `${Key} · ${title}`
            : intl.formatMessage({ id: 'priceAnalyzer.column.untitled' }, { key: Key }),
          minWidth: 90,
          flex: 1,
          sortable: false,
          headerClassName: classOf(Key),
          cellClassName: classOf(Key),
          valueFormatter: (value: PriceListCell) =>
            typeof value === 'number' ? intl.formatNumber(value, { maximumFractionDigits: 4 }) : (value ?? ''),
        };
      }),
    ];
  }, [sheet, titles, choice.priceColumn, choice.nameColumn, choice.outputColumns, intl]);

  const rows = useMemo<PreviewRow[]>(
    () =>
      sheet.Rows.map((row) => ({
        id: row.Row,
        Row: row.Row,
        ...Object.fromEntries(sheet.Columns.map((_, index) => [`c${index}`, row.Cells[index] ?? null])),
      })),
    [sheet],
  );

  return (
    <ScreenSection title={t('priceAnalyzer.columns.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <ChoiceSelect
          label={t('priceAnalyzer.sheet')}
          value={String(choice.sheetIndex)}
          onChange={(value) => onSheet(Number(value))}
          error={errors.SheetIndex}
          help={t('priceAnalyzer.sheet.rows', { count: sheet.RowCount })}
          options={preview.Sheets.map((option, index) => ({
            value: String(index),
            label: option.Hidden ? t('priceAnalyzer.sheet.hidden', { name: option.Name }) : option.Name,
          }))}
        />
        <ChoiceSelect
          label={t('priceAnalyzer.headerRow')}
          value={String(choice.headerRow)}
          onChange={(value) => set({ headerRow: Number(value) })}
          error={errors.HeaderRow}
          options={[
            { value: '0', label: t('priceAnalyzer.headerRow.none') },
            ...sheet.Rows.map((row) => ({
              value: String(row.Row),
              label: t('priceAnalyzer.headerRow.option', {
                row: row.Row,
                text: row.Cells.filter((cell) => cell !== null)
                  .slice(0, 3)
                  .join(' · ')
                  .slice(0, 40),
              }),
            })),
          ]}
        />
        <ChoiceSelect
          label={t('priceAnalyzer.priceColumn')}
          value={choice.priceColumn}
          onChange={(value) =>
            set({ priceColumn: value, nameColumn: choice.nameColumn === value ? '' : choice.nameColumn })
          }
          error={errors.PriceColumn && t('priceAnalyzer.columns.seeAbove')}
          options={keys.map((key) => ({ value: key, label: labelOf(key) }))}
        />
        <ChoiceSelect
          label={t('priceAnalyzer.nameColumn')}
          value={choice.nameColumn}
          onChange={(value) => set({ nameColumn: value })}
          error={errors.NameColumn && t('priceAnalyzer.columns.seeAbove')}
          options={[
            { value: '', label: t('priceAnalyzer.column.none') },
            ...keys.filter((key) => key !== choice.priceColumn).map((key) => ({ value: key, label: labelOf(key) })),
          ]}
        />
        <Autocomplete
          multiple
          size="small"
          disableCloseOnSelect
          options={keys.filter((key) => key !== choice.priceColumn)}
          value={choice.outputColumns.filter((key) => key !== choice.priceColumn)}
          getOptionLabel={labelOf}
          onChange={(_event, value) => set({ outputColumns: value })}
          sx={{ flex: '1 1 320px', minWidth: { xs: '100%', sm: 320 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('priceAnalyzer.outputColumns')}
              error={Boolean(errors.OutputColumns)}
              helperText={
                errors.OutputColumns ? t('priceAnalyzer.columns.seeAbove') : t('priceAnalyzer.outputColumns.help')
              }
            />
          )}
        />
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      {/* The app's report grid (its look, its empty state), without the toolbar: the seller reads these rows, not exports them. */}
      <ReportGrid<PreviewRow>
        label={t('priceAnalyzer.preview.label')}
        rows={rows}
        columns={columns}
        exportTitle={t('priceAnalyzer.preview.label')}
        fileBase="price-list-preview"
        height="400px"
        showToolbar={false}
        hideFooter
        disableColumnMenu
        getRowClassName={({ row }) =>
          row.Row === problemRow
            ? 'pa-problem'
            : row.Row === choice.headerRow
              ? 'pa-header'
              : row.Row < choice.headerRow
                ? 'pa-above'
                : ''
        }
        sx={PREVIEW_SX}
        state={{
          onRetry: () => undefined,
          filtered: false,
          onClearFilters: () => undefined,
          emptyText: t('priceAnalyzer.preview.empty'),
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {sheet.Rows.length < sheet.RowCount
          ? t('priceAnalyzer.preview.shown', { shown: sheet.Rows.length, count: sheet.RowCount })
          : t('priceAnalyzer.preview.all', { count: sheet.RowCount })}
      </Typography>
    </ScreenSection>
  );
}
