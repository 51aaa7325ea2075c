import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { PriceListCell } from '../../contracts/priceAnalysis.js';
import { PriceListError } from '../domain/errors.js';
import { xlsxWorksheets } from './xlsxWorksheets.js';

/** A sheet as read: its rows that hold a value, with their 1-based numbers, cells in column order (A first). */
export interface PriceListSheet {
  name: string;
  hidden: boolean;
  rows: { number: number; cells: PriceListCell[] }[];
  columnCount: number;
}

export interface PriceList {
  format: 'xlsx' | 'csv';
  sheets: PriceListSheet[];
}

/** The most rows a sheet may have: a supplier's price list, not a database dump. */
export const MAX_ROWS = 200_000;
const MAX_COLUMNS = 200;

const CONTENT = 'PriceListContent';

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304;
/** An OLE compound document: the Excel 97–2003 format (XLS), or a Word file. */
const isOleDocument = (bytes: Buffer) => bytes.length >= 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;
/** An HTML or XML "spreadsheet" (what some systems save as .xls): not read here either. */
const isMarkup = (text: string) => /^\uFEFF?\s*</.test(text);

/**
 * Reads an XLSX or a CSV (UTF-8 or Windows-1251; semicolons, commas or tabs). An old XLS is refused with
 * a way out: the web app converts one to XLSX in the browser before sending it (docs/price-analysis.md).
 */
export async function readPriceList(bytes: Buffer, fileName: string): Promise<PriceList> {
  if (isOleDocument(bytes)) {
    throw new PriceListError(
      'OldExcelFormat',
      CONTENT,
      'The old Excel format (XLS) is not read here: save the price list as XLSX or CSV (File → Save As) and upload it again.',
    );
  }
  if (isZip(bytes)) return { format: 'xlsx', sheets: await readXlsx(bytes) };
  const text = bytes.includes(0) ? undefined : decodeText(bytes);
  if (text === undefined || isMarkup(text)) {
    throw new PriceListError(
      'NotAPriceList',
      CONTENT,
      'The file is not a price list: upload an XLSX, XLS or CSV file.',
    );
  }
  return { format: 'csv', sheets: [readCsv(text, fileName)] };
}

/**
 * Reads the workbook as it inflates (xlsxWorksheets.ts): a sheet past MAX_ROWS is refused at that row,
 * without reading the rest. A price list of a million rows was read whole first, then refused.
 */
async function readXlsx(bytes: Buffer): Promise<PriceListSheet[]> {
  const sheets: PriceListSheet[] = [];
  try {
    for await (const worksheet of xlsxWorksheets(bytes)) {
      const rows: PriceListSheet['rows'] = [];
      let columnCount = 0;
      for await (const row of worksheet.rows) {
        const cells: PriceListCell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          if (column <= MAX_COLUMNS) cells[column - 1] = cellValue(cell.value);
        });
        for (let index = 0; index < cells.length; index += 1) cells[index] ??= null;
        while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
        if (cells.length === 0) continue;
        if (rows.length >= MAX_ROWS) tooManyRows(worksheet.name);
        columnCount = Math.max(columnCount, cells.length);
        rows.push({ number: row.number, cells });
      }
      sheets.push({ name: worksheet.name, hidden: worksheet.hidden, rows, columnCount });
    }
  } catch (error) {
    if (error instanceof PriceListError) throw error;
    throw new PriceListError(
      'Unreadable',
      CONTENT,
      'The XLSX file is damaged or cannot be read: open it in Excel and save it again.',
    );
  }
  return sheets;
}

function tooManyRows(sheet: string): never {
  throw new PriceListError(
    'TooManyRows',
    CONTENT,
    `Sheet «${sheet}» has more than ${MAX_ROWS.toLocaleString('en-US')} rows: split the price list.`,
    { Sheet: sheet, Row: MAX_ROWS },
  );
}

/** An Excel cell as a number, a text or nothing: formulas by their result, links by their text. */
function cellValue(value: ExcelJS.CellValue): PriceListCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cellValue(value.richText.map((run) => run.text).join(''));
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? null : cellValue(result as ExcelJS.CellValue);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellValue(value.text as ExcelJS.CellValue);
  return null;
}

/** UTF-8 if the bytes are valid UTF-8 (a BOM or not), Windows-1251 otherwise: Russian suppliers send both. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

function readCsv(text: string, fileName: string): PriceListSheet {
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t', '|'], skipEmptyLines: false });
  const rows: PriceListSheet['rows'] = [];
  let columnCount = 0;
  const name = fileName.replace(/\.[^.]*$/, '').trim() || 'CSV';
  parsed.data.forEach((fields, index) => {
    const cells = fields.slice(0, MAX_COLUMNS).map((field) => (field.trim() === '' ? null : field.trim()));
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    if (cells.length === 0) return;
    if (rows.length >= MAX_ROWS) tooManyRows(name);
    columnCount = Math.max(columnCount, cells.length);
    rows.push({ number: index + 1, cells });
  });
  return { name, hidden: false, rows, columnCount };
}

/** A: 0, B: 1, … Z: 25, AA: 26. */
export function columnIndex(key: string): number {
  return [...key].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

export function columnKey(index: number): string {
  let key = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    key = String.fromCharCode(65 + ((rest - 1) % 26)) + key;
  }
  return key;
}

/** The header row as guessed: the first of the first rows with two texts or more that are not numbers. */
export function guessHeaderRow(sheet: PriceListSheet): number {
  for (const row of sheet.rows.slice(0, 30)) {
    const texts = row.cells.filter((cell) => typeof cell === 'string' && parsePrice(cell) === undefined);
    if (texts.length >= 2) return row.number;
  }
  return 0;
}

/**
 * A price as a supplier writes it: 1 290,50 or 1290.5 or «1 290 ₽» or «1290 руб.»; undefined if it is no
 * number (договорная, по запросу).
 */
export function parsePrice(cell: PriceListCell): number | undefined {
  if (typeof cell === 'number') return cell;
  if (cell === null) return undefined;
  const cleaned = cell
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/(₽|руб\.?|р\.|rub\.?)$/i, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}
