import type { IntlShape } from 'react-intl';
import {
  analyzePriceModel,
  type AnalyzePriceModel,
  type PriceListCell,
  type PriceListSheetPreview,
} from '../../../../../../contracts/priceAnalysis.js';
import { describeError } from '../../../../../api/describeError.js';
import { ApiError, type Problem } from '../../../../../api/errors.js';
import { messageOf } from '../../../../../forms/zodForm.js';

/** The economics as typed (numbers as the text of their fields) and the rates as chips. */
export interface PriceAnalyzerParameters {
  rates: number[];
  returnPercentage: string;
  commissionPercent: string;
  deliveryCost: string;
  returnCost: string;
}

/** The sheet and columns picked for the file on the screen. */
export interface PriceListChoice {
  sheetIndex: number;
  headerRow: number;
  nameColumn: string;
  priceColumn: string;
  outputColumns: string[];
}

/** What the screen remembers for the next price list (docs/price-analysis.md): not the file. */
export interface RememberedPriceAnalysis {
  parameters: PriceAnalyzerParameters;
  columns?: Pick<PriceListChoice, 'nameColumn' | 'priceColumn' | 'outputColumns'>;
}

export const PRICE_ANALYZER_STORE_ID = 'priceAnalyzer';

/** The worked example of docs/price-analysis.md, until the seller types figures of their own. */
export const DEFAULT_PARAMETERS: PriceAnalyzerParameters = {
  rates: [20, 50, 100],
  returnPercentage: '5',
  commissionPercent: '17',
  deliveryCost: '90',
  returnCost: '150',
};

/** «17,5» or «17.5» as 17.5; an empty field as undefined, anything else as NaN. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Each column's header text in the chosen header row, when that row is among the preview's. */
export function headerTitles(sheet: PriceListSheetPreview, headerRow: number): string[] {
  const header = sheet.Rows.find((row) => row.Row === headerRow)?.Cells ?? [];
  return sheet.Columns.map((_, index) => {
    const cell = header[index];
    return cell === null || cell === undefined ? '' : String(cell).trim();
  });
}

const looksLikePrice = (cell: PriceListCell | undefined) =>
  typeof cell === 'number' ||
  (typeof cell === 'string' && /^\s*\d[\d\s\u00a0]*([.,]\d+)?\s*(₽|руб\.?|р\.)?\s*$/i.test(cell));

/**
 * The columns to start from in a new file: the price column by its header («Цена», «Price»), else the
 * column with the most prices below the header; the name column by its header, else the column with the
 * longest texts; every other column kept in the result.
 */
export function guessColumns(
  sheet: PriceListSheetPreview,
  headerRow: number,
): Omit<PriceListChoice, 'sheetIndex' | 'headerRow'> {
  const titles = headerTitles(sheet, headerRow);
  const body = sheet.Rows.filter((row) => row.Row > headerRow);
  const keys = sheet.Columns.map((column) => column.Key);
  const score = (index: number, test: (cell: PriceListCell | undefined) => number) =>
    body.reduce((sum, row) => sum + test(row.Cells[index]), 0);
  const best = (test: (cell: PriceListCell | undefined) => number, except?: string) =>
    keys
      .map((key, index) => ({ key, score: key === except ? -1 : score(index, test) }))
      .reduce((top, next) => (next.score > top.score ? next : top), { key: keys[0] ?? 'A', score: -1 }).key;
  const byTitle = (pattern: RegExp, except?: string) =>
    keys.find((key, index) => key !== except && pattern.test(titles[index] ?? ''));
  const priceColumn = byTitle(/цен|стоимост|price|cost/i) ?? best((cell) => (looksLikePrice(cell) ? 1 : 0));
  const nameColumn =
    byTitle(/наимен|назван|товар|номенклат|name|product|item/i, priceColumn) ??
    best((cell) => (typeof cell === 'string' && !looksLikePrice(cell) ? cell.length : 0), priceColumn);
  return { priceColumn, nameColumn, outputColumns: keys.filter((key) => key !== priceColumn) };
}

/** The columns remembered from the last price list, where this sheet has them; a guess otherwise. */
export function choiceFor(
  sheet: PriceListSheetPreview,
  sheetIndex: number,
  headerRow: number,
  remembered?: RememberedPriceAnalysis['columns'],
): PriceListChoice {
  const guess = guessColumns(sheet, headerRow);
  const keys = new Set(sheet.Columns.map((column) => column.Key));
  const fits =
    remembered &&
    keys.has(remembered.priceColumn) &&
    (remembered.nameColumn === '' || keys.has(remembered.nameColumn)) &&
    remembered.outputColumns.every((key) => keys.has(key));
  return { sheetIndex, headerRow, ...(fits ? remembered : guess) };
}

export type FieldErrors = Partial<Record<keyof AnalyzePriceModel, string>>;

/**
 * The request without the file, checked with the server's own schema; complaints keyed by the field,
 * in the seller's language. A number that does not parse is said so, not as a missing value.
 */
export function toAnalyzeModel(
  parameters: PriceAnalyzerParameters,
  choice: PriceListChoice,
  intl: IntlShape,
):
  | { model: Omit<AnalyzePriceModel, 'PriceListContent'>; errors?: undefined }
  | { model?: undefined; errors: FieldErrors } {
  const numbers = {
    ReturnPercentage: parseDecimal(parameters.returnPercentage),
    CommissionPercent: parseDecimal(parameters.commissionPercent),
    DeliveryCost: parseDecimal(parameters.deliveryCost),
    ReturnCost: parseDecimal(parameters.returnCost),
  };
  const model = {
    RatesOfReturn: parameters.rates,
    ...numbers,
    OutputColumns: choice.outputColumns,
    NameColumn: choice.nameColumn || undefined,
    PriceColumn: choice.priceColumn,
    SheetIndex: choice.sheetIndex,
    HeaderRow: choice.headerRow,
  };
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(numbers)) {
    if (value === undefined || Number.isNaN(value)) {
      const id = value === undefined ? 'validation.required' : 'priceAnalyzer.number';
      errors[field as keyof FieldErrors] = intl.formatMessage({ id });
    }
  }
  if (parameters.rates.length === 0) errors.RatesOfReturn = intl.formatMessage({ id: 'priceAnalyzer.rates.required' });
  const parsed = analyzePriceModel.omit({ PriceListContent: true }).safeParse(model);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as keyof FieldErrors;
    errors[field] ??= messageOf(issue, intl);
  }
  return Object.keys(errors).length > 0 ? { errors } : { model: model as Omit<AnalyzePriceModel, 'PriceListContent'> };
}

/** A typed rate of return: «25», «12,5»; undefined unless a number from 0 to 1000. */
export function parseRate(text: string): number | undefined {
  const value = parseDecimal(text);
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1000 ? value : undefined;
}

const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

/**
 * What is wrong with a price list and where (docs/price-analysis.md), by the problem's Reason in the
 * seller's language; the server's own sentence for a reason this app does not know yet.
 */
export function priceListProblemText(problem: Problem, intl: IntlShape): string | undefined {
  const id = `priceAnalyzer.problem.${String(problem.Reason)}`;
  if (!(id in intl.messages)) return problem.detail;
  return intl.formatMessage(
    { id },
    {
      sheet: shown(problem.Sheet),
      row: shown(problem.Row),
      column: shown(problem.Column),
      title: problem.ColumnTitle ? ` («${String(problem.ColumnTitle)}»)` : '',
      value: shown(problem.Value),
    },
  );
}

/**
 * A failure of the preview or the analysis. A 400 is SPEC.md section 8's «A server side error occurred.»
 * followed by what the server answered: the price list's problem in the seller's words, or the fields it
 * refused; anything else as every screen says it. Kept here, out of the shared describeError, so the
 * first screen does not carry it.
 */
export function describePriceAnalysisError(error: unknown, intl: IntlShape): string {
  if (!(error instanceof ApiError) || error.status !== 400) return describeError(error, intl);
  const problem = error.problem;
  const answer = problem?.type === '/problems/price-list' ? priceListProblemText(problem, intl) : error.detail;
  const message = intl.formatMessage({ id: 'errors.serverSide' });
  return answer ? `${message}\n${answer}` : message;
}
