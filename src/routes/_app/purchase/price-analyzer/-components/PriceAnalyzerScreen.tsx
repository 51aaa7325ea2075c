import Calculate from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PriceListPreview } from '../../../../../../contracts/priceAnalysis.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { fieldErrorsOf } from '../../../../../api/describeError.js';
import { ApiError } from '../../../../../api/errors.js';
import { saveBlob } from '../../../../../grids/export/writeFiles.js';
import { analyzePrice, previewPriceList } from '../../../../../queries/priceAnalysis.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { loadGridSearch, saveGridSearch } from '../../../../../storage/gridFilters.js';
import {
  choiceFor,
  DEFAULT_PARAMETERS,
  describePriceAnalysisError,
  PRICE_ANALYZER_STORE_ID,
  toAnalyzeModel,
  type FieldErrors,
  type PriceAnalyzerParameters,
  type PriceListChoice,
  type RememberedPriceAnalysis,
} from './priceAnalyzerForm.js';
import { PriceListColumns } from './PriceListColumns.js';
import { PriceListFileError, readPriceListFile, type PriceListFile } from './priceListFile.js';
import { PriceListUpload } from './PriceListUpload.js';
import { PriceParameters } from './PriceParameters.js';
import { ScreenSection } from '../../../../../screens/ScreenSection.js';

/** Where a complaint about a field of the request is shown: with the file, the sheet and columns, or the figures. */
const FILE_FIELDS = new Set(['PriceListContent', 'FileName']);
const COLUMN_FIELDS = new Set(['SheetIndex', 'HeaderRow', 'PriceColumn', 'NameColumn', 'OutputColumns']);
const placeOf = (field: string) =>
  FILE_FIELDS.has(field) ? 'file' : COLUMN_FIELDS.has(field.replace(/\[\d+\]$/, '')) ? 'columns' : 'parameters';

/** The row of a price that is no number (or is negative), as the server named it. */
function problemRowOf(error: unknown): number | undefined {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const priced = problem?.Reason === 'NotANumber' || problem?.Reason === 'NegativePrice';
  return priced && typeof problem.Row === 'number' ? problem.Row : undefined;
}

const isRemembered = (value: unknown): value is RememberedPriceAnalysis =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RememberedPriceAnalysis).parameters?.rates) &&
  typeof (value as RememberedPriceAnalysis).parameters.commissionPercent === 'string';

/**
 * The price-list analyzer (docs/price-analysis.md): a supplier's price list in, its first rows to pick
 * the sheet and the columns, the rates of return and the unit costs, and the XLSX with the selling
 * price of every row at each rate back as a download. The parameters and the columns are remembered
 * for the next price list; the file is not.
 */
export function PriceAnalyzerScreen() {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const [file, setFile] = useState<PriceListFile | null>(null);
  const [preview, setPreview] = useState<PriceListPreview | null>(null);
  const [choice, setChoice] = useState<PriceListChoice | null>(null);
  const [parameters, setParameters] = useState<PriceAnalyzerParameters>(DEFAULT_PARAMETERS);
  const [submitted, setSubmitted] = useState(false);
  const [remembered, setRemembered] = useState<RememberedPriceAnalysis | undefined>();
  const typedBeforeLoad = useRef(false);

  // The last parameters, unless the seller typed before they came.
  useEffect(() => {
    void loadGridSearch<unknown>(PRICE_ANALYZER_STORE_ID)
      .then((saved) => {
        if (!isRemembered(saved)) return;
        setRemembered(saved);
        if (!typedBeforeLoad.current) setParameters({ ...DEFAULT_PARAMETERS, ...saved.parameters });
      })
      .catch(() => undefined);
  }, []);

  const remember = (next: RememberedPriceAnalysis) => {
    setRemembered(next);
    void saveGridSearch(PRICE_ANALYZER_STORE_ID, next).catch(() => undefined);
  };

  const load = useMutation({
    mutationFn: async (picked: File) => {
      const read = await readPriceListFile(picked);
      const shown = await previewPriceList(api, { PriceListContent: read.content, FileName: read.fileName });
      return { read, shown };
    },
    onSuccess: ({ read, shown }) => {
      setFile(read);
      setPreview(shown);
      analysis.reset();
      const first = Math.max(
        0,
        shown.Sheets.findIndex((sheet) => !sheet.Hidden && sheet.RowCount > 0),
      );
      const sheet = shown.Sheets[first];
      setChoice(sheet ? choiceFor(sheet, first, sheet.HeaderRow, remembered?.columns) : null);
    },
  });

  const analysis = useMutation({
    mutationFn: async ({
      model,
      content,
    }: {
      model: ReturnType<typeof toAnalyzeModel>['model'];
      content: PriceListFile;
    }) => analyzePrice(api, { ...model!, PriceListContent: content.content, FileName: content.fileName }),
    onSuccess: (result) => saveBlob(result.file.blob, result.file.fileName),
  });

  const checked = choice ? toAnalyzeModel(parameters, choice, intl) : null;
  const serverErrors = fieldErrorsOf(analysis.error, intl);
  const serverPlaces = Object.keys(serverErrors).map(placeOf);
  const shownErrors: FieldErrors = {
    ...(submitted ? (checked?.errors ?? {}) : {}),
    ...Object.fromEntries(Object.entries(serverErrors).map(([field, text]) => [field.replace(/\[\d+\]$/, ''), text])),
  };
  const analysisFailure = analysis.error ? describePriceAnalysisError(analysis.error, intl) : null;
  const failureAt = (place: 'file' | 'columns' | 'parameters') =>
    analysisFailure && (serverPlaces.includes(place) || (place === 'parameters' && serverPlaces.length === 0))
      ? analysisFailure
      : null;

  const loadFailure = load.error
    ? load.error instanceof PriceListFileError
      ? t(`priceAnalyzer.upload.${load.error.reason}`, { name: load.variables?.name ?? '' })
      : describePriceAnalysisError(load.error, intl)
    : null;

  const changeParameters = (next: PriceAnalyzerParameters) => {
    typedBeforeLoad.current = true;
    setParameters(next);
    if (analysis.isError) analysis.reset();
    remember({ ...remembered, parameters: next });
  };
  const changeChoice = (next: PriceListChoice) => {
    setChoice(next);
    if (analysis.isError) analysis.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file || !choice || !checked?.model || analysis.isPending) return;
    remember({
      parameters,
      columns: { nameColumn: choice.nameColumn, priceColumn: choice.priceColumn, outputColumns: choice.outputColumns },
    });
    analysis.mutate({ model: checked.model, content: file });
  };

  const busy = load.isPending
    ? t(
        /\.xls$/i.test(load.variables?.name ?? '') ? 'priceAnalyzer.upload.converting' : 'priceAnalyzer.upload.reading',
        {
          name: load.variables?.name ?? '',
        },
      )
    : null;
  const invalidCount = submitted && checked?.errors ? Object.keys(checked.errors).length : 0;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('menu.purchases.priceAnalyzer')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400 }}
    >
      <ScreenTitle id="menu.purchases.priceAnalyzer" />
      <PriceListUpload
        file={file}
        preview={preview}
        busy={busy}
        failure={loadFailure ?? failureAt('file')}
        onPick={(picked) => load.mutate(picked)}
      />
      {preview && choice ? (
        <PriceListColumns
          preview={preview}
          choice={choice}
          errors={shownErrors}
          failure={failureAt('columns')}
          problemRow={problemRowOf(analysis.error)}
          onChange={changeChoice}
          onSheet={(sheetIndex) => {
            const sheet = preview.Sheets[sheetIndex]!;
            changeChoice(choiceFor(sheet, sheetIndex, sheet.HeaderRow, remembered?.columns));
          }}
        />
      ) : (
        !busy && (
          <Typography variant="body2" color="text.secondary">
            {t('priceAnalyzer.empty')}
          </Typography>
        )
      )}
      <ScreenSection title={t('priceAnalyzer.parameters')}>
        <PriceParameters parameters={parameters} errors={shownErrors} onChange={changeParameters} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Calculate />}
            loading={analysis.isPending}
            loadingPosition="start"
            disabled={!file || !choice || load.isPending}
          >
            {t('priceAnalyzer.calculate')}
          </Button>
          {!file && (
            <Typography variant="body2" color="text.secondary">
              {t('priceAnalyzer.calculate.needsFile')}
            </Typography>
          )}
          {invalidCount > 0 && (
            <Typography variant="body2" color="error" role="alert">
              {t('priceAnalyzer.fixFields', { count: invalidCount })}
            </Typography>
          )}
        </Box>
        {analysis.isPending && (
          <Box role="status">
            <Typography variant="body2">{t('priceAnalyzer.calculating')}</Typography>
            <LinearProgress sx={{ mt: 0.5 }} />
          </Box>
        )}
        {analysis.isSuccess && (
          <Alert severity="success" role="status" onClose={() => analysis.reset()}>
            {t('priceAnalyzer.done', { count: analysis.data.rowCount, name: analysis.data.file.fileName })}
          </Alert>
        )}
        {failureAt('parameters') && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            <AlertTitle>{t('priceAnalyzer.failed')}</AlertTitle>
            {failureAt('parameters')}
          </Alert>
        )}
      </ScreenSection>
    </Box>
  );
}
