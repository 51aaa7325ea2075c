import { sellerDays } from '../app/sellerDays.js';

/**
 * How a grid column shows its values, on the screen and in the exported files, by the column's kind
 * (STYLE.md front end: one formatters module, so the screen and the file agree). `locale` is the
 * interface language ('ru', 'en'); values are what the API sends (numbers, ISO dates, booleans).
 * Instants read in the seller's time zone, whatever the browser's: the days of the filters and of the
 * server's figures are the seller's, and a team spread over zones sees one time.
 */

export type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'decimal' | 'id' | 'date' | 'dateTime' | 'boolean';

export interface ColumnFormat {
  kind: ColumnKind;
  /** Fraction digits of money, percent and decimal columns: always this many (2 unless given). */
  digits?: number;
  /** A date-time shown as day, month and time in a narrow column; the tooltip and the files keep the year. */
  compact?: boolean;
}

/** Percent values are percentage points, as Ozon sends them: 15 is 15 %. */
const PERCENT_POINTS = 100;
const CURRENCY = 'RUB';
/** The unit a file's header names: its cells are plain numbers. */
const UNIT: Partial<Record<ColumnKind, string>> = { money: '₽', percent: '%' };
/** What the screen shows for a missing number or date (a blank cell looks like a loading glitch). */
export const MISSING = '—';

const BOOLEAN_WORDS: Record<string, readonly [yes: string, no: string]> = {
  ru: ['да', 'нет'],
  en: ['yes', 'no'],
};

const numericKinds = new Set<ColumnKind>(['money', 'count', 'percent', 'decimal', 'id']);
export const isNumericKind = (kind: ColumnKind) => numericKinds.has(kind);

const digitsOf = (format: ColumnFormat) => format.digits ?? 2;

// Intl formatters are costly to build and a grid formats thousands of cells: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, { signDisplay: 'negative', ...options })));
  return format;
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const fixed = (digits: number) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits });
const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const COMPACT_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

const isMissing = (value: unknown) => value === null || value === undefined || value === '';
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * What the seller reads of a date value, as a Date whose UTC fields hold it; every date is then formatted
 * in UTC. A Date is one already (the grid's date columns hold these). A string the API sends is a day
 * (YYYY-MM-DD), kept as it is, or an instant, read at the seller's wall clock.
 */
export function shownDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return DAY.test(value) ? date : sellerDays().wallClock(date);
}
const language = (locale: string) => locale.split('-')[0]!.toLowerCase();

export function booleanText(value: boolean, locale: string): string {
  const [yes, no] = BOOLEAN_WORDS[language(locale)] ?? BOOLEAN_WORDS.en!;
  return value ? yes : no;
}

/** The text of a cell on the screen: «653,41 ₽», «1 234», «15,00 %», «1,05», «да» in Russian. */
export function screenText(format: ColumnFormat, value: unknown, locale: string): string {
  if (isMissing(value)) return format.kind === 'text' ? '' : MISSING;
  const number = asNumber(value);
  const date = shownDate(value);
  switch (format.kind) {
    case 'money':
      if (number === null) break;
      return numberFormat(locale, { style: 'currency', currency: CURRENCY, ...fixed(digitsOf(format)) }).format(number);
    case 'count':
      if (number === null) break;
      return numberFormat(locale, { maximumFractionDigits: 0 }).format(number);
    case 'percent':
      if (number === null) break;
      return numberFormat(locale, { style: 'percent', ...fixed(digitsOf(format)) }).format(number / PERCENT_POINTS);
    case 'decimal':
      if (number === null) break;
      return numberFormat(locale, { useGrouping: false, ...fixed(digitsOf(format)) }).format(number);
    case 'date':
      if (date === null) break;
      return dateFormat(locale, DATE).format(date);
    case 'dateTime':
      if (date === null) break;
      return dateFormat(locale, format.compact ? COMPACT_DATE_TIME : DATE_TIME).format(date);
    case 'boolean':
      if (typeof value !== 'boolean') break;
      return booleanText(value, locale);
  }
  return String(value);
}

/** The decimal separator of the locale: a comma in Russian. */
export function decimalSeparator(locale: string): string {
  return (
    numberFormat(locale, {})
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** Excel splits a CSV at the list separator of its region: `;` where the decimals have a comma. */
export const csvDelimiter = (locale: string) => (decimalSeparator(locale) === ',' ? ';' : ',');

/** Day-first in Russian; ISO elsewhere ("en" names no region, and Excel reads ISO dates in every one). */
function fileDate(date: Date, locale: string, withTime: boolean): string {
  const two = (part: number) => String(part).padStart(2, '0');
  const [year, month, day] = [date.getUTCFullYear(), two(date.getUTCMonth() + 1), two(date.getUTCDate())];
  const text = language(locale) === 'ru' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
  const time = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()].map(two).join(':');
  return withTime ? `${text} ${time}` : text;
}

/**
 * The text of a cell in a CSV file: numbers in the locale's decimal notation without thousands
 * separators or currency sign (so Excel reads them as numbers), dates Excel reads, да/нет.
 */
export function csvCell(format: ColumnFormat, value: unknown, locale: string): string {
  if (isMissing(value)) return '';
  const number = asNumber(value);
  const date = shownDate(value);
  const plain = (options: Intl.NumberFormatOptions, of: number) =>
    numberFormat(locale, { useGrouping: false, ...options })
      .format(of)
      .replace('\u2212', '-');
  switch (format.kind) {
    case 'money':
    case 'percent':
    case 'decimal':
      if (number === null) break;
      return plain(fixed(digitsOf(format)), number);
    case 'count':
      if (number === null) break;
      return plain({ maximumFractionDigits: 0 }, number);
    case 'date':
    case 'dateTime':
      if (date === null) break;
      return fileDate(date, locale, format.kind === 'dateTime');
    case 'boolean':
      if (typeof value !== 'boolean') break;
      return booleanText(value, locale);
  }
  return String(value);
}

export interface XlsxCell {
  value: string | number | Date | null;
  numFmt?: string;
}

const zeros = (digits: number) => (digits > 0 ? `.${'0'.repeat(digits)}` : '');

/**
 * A cell of an XLSX sheet: real numbers and dates with a number format (Excel shows them in its own
 * region's notation), percent as a fraction under a % format, booleans as да/нет text.
 */
export function xlsxCell(format: ColumnFormat, value: unknown, locale: string): XlsxCell {
  if (isMissing(value)) return { value: null };
  const number = asNumber(value);
  // Excel keeps no time zone: the seller's wall clock goes in as UTC, which exceljs writes.
  const date = shownDate(value);
  const ru = language(locale) === 'ru';
  switch (format.kind) {
    case 'money':
      if (number === null) break;
      return { value: number, numFmt: `#,##0${zeros(digitsOf(format))} "${UNIT.money}"` };
    case 'count':
      if (number === null) break;
      return { value: number, numFmt: '#,##0' };
    case 'percent':
      if (number === null) break;
      // A real percent (0.15) so formulas use it as such; cleaned of binary noise (7.3 / 100).
      return { value: Number((number / PERCENT_POINTS).toPrecision(15)), numFmt: `0${zeros(digitsOf(format))}%` };
    case 'decimal':
      if (number === null) break;
      return { value: number, numFmt: `0${zeros(digitsOf(format))}` };
    case 'id':
      // A code, not a quantity: no separators, and never 1.23E+09.
      if (number === null || !Number.isSafeInteger(number)) break;
      return { value: number, numFmt: '0' };
    case 'date':
      if (date === null) break;
      return { value: date, numFmt: ru ? 'dd.mm.yyyy' : 'yyyy-mm-dd' };
    case 'dateTime':
      if (date === null) break;
      return { value: date, numFmt: ru ? 'dd.mm.yyyy hh:mm:ss' : 'yyyy-mm-dd hh:mm:ss' };
    case 'boolean':
      if (typeof value !== 'boolean') break;
      return { value: booleanText(value, locale) };
  }
  return { value: String(value) };
}

/** A file's header names the unit its plain numbers are in: «Цена, ₽», unless the header already does. */
export function exportHeader(header: string, format: ColumnFormat): string {
  const unit = UNIT[format.kind];
  return unit && !header.includes(unit) ? `${header}, ${unit}` : header;
}
