import { afterEach, describe, expect, it } from 'vitest';
import { setSellerTimeZone } from '../app/sellerDays.js';
import { csvCell, csvDelimiter, exportHeader, screenText, xlsxCell, type ColumnFormat } from './formatters.js';

/** Intl separates thousands and the currency sign with no-break spaces; the tests read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money: ColumnFormat = { kind: 'money' };
const count: ColumnFormat = { kind: 'count' };
const percent: ColumnFormat = { kind: 'percent' };
const decimal: ColumnFormat = { kind: 'decimal', digits: 2 };
const id: ColumnFormat = { kind: 'id' };
const date: ColumnFormat = { kind: 'date' };
const dateTime: ColumnFormat = { kind: 'dateTime' };
const boolean: ColumnFormat = { kind: 'boolean' };
const text: ColumnFormat = { kind: 'text' };
// What the grid holds for a date: a Date whose UTC fields are what the seller reads (23.11.2025 14:05:03).
const moment = new Date(Date.UTC(2025, 10, 23, 14, 5, 3));
// What the API sends for that moment: 14:05:03 in Moscow, the seller's zone unless the server says another.
const momentSent = '2025-11-23T11:05:03.000Z';

describe('screenText', () => {
  it('shows money with the rouble sign and always two decimals', () => {
    expect([653.41, 245.7, 0, 1234567.891].map((value) => spaced(screenText(money, value, 'ru')))).toEqual([
      '653,41 ₽',
      '245,70 ₽',
      '0,00 ₽',
      '1 234 567,89 ₽',
    ]);
    expect([653.41, 245.7, 0, -1234.5].map((value) => spaced(screenText(money, value, 'en')))).toEqual([
      'RUB 653.41',
      'RUB 245.70',
      'RUB 0.00',
      '-RUB 1,234.50',
    ]);
  });

  it('shows counts as whole numbers with thousands separators', () => {
    expect(spaced(screenText(count, 12345, 'ru'))).toBe('12 345');
    expect(screenText(count, 12345, 'en')).toBe('12,345');
    expect(screenText(count, 0, 'ru')).toBe('0');
  });

  it('shows percentage points with a percent sign', () => {
    expect(spaced(screenText(percent, 15, 'ru'))).toBe('15,00 %');
    expect(spaced(screenText(percent, 7.5, 'ru'))).toBe('7,50 %');
    expect(screenText(percent, 15, 'en')).toBe('15.00%');
  });

  it('shows decimals with a fixed number of digits', () => {
    expect([1.05, 0.9, 1].map((value) => screenText(decimal, value, 'ru'))).toEqual(['1,05', '0,90', '1,00']);
    expect(screenText(decimal, 1.05, 'en')).toBe('1.05');
    expect(screenText({ kind: 'decimal', digits: 3 }, 1234.5, 'ru')).toBe('1234,500');
  });

  it('shows IDs as digits without separators', () => {
    expect(screenText(id, 1234567890, 'ru')).toBe('1234567890');
    expect(screenText(id, 1234567890, 'en')).toBe('1234567890');
  });

  it('shows dates and date-times in the locale', () => {
    expect(screenText(date, moment, 'ru')).toBe('23.11.2025');
    expect(screenText(date, moment, 'en')).toBe('11/23/2025');
    expect(screenText(dateTime, moment, 'ru')).toBe('23.11.2025, 14:05');
    expect(spaced(screenText(dateTime, moment, 'en'))).toBe('11/23/2025, 02:05 PM');
    expect(screenText({ kind: 'dateTime', compact: true }, moment, 'ru')).toBe('23.11, 14:05');
  });

  it("reads what the API sends at the seller's clock, whatever the zone the browser is in", () => {
    expect(screenText(dateTime, momentSent, 'ru')).toBe('23.11.2025, 14:05');
    // 22:30 UTC is the next day in Moscow: the seller's day is the day shown.
    expect(screenText(date, '2025-11-23T22:30:00Z', 'ru')).toBe('24.11.2025');
    // A day is a day: no zone moves it.
    expect(screenText(date, '2025-11-23', 'ru')).toBe('23.11.2025');
  });

  describe('for a seller in Vladivostok', () => {
    afterEach(() => setSellerTimeZone('Europe/Moscow'));

    it('shows the same instant seven hours later, and the same day as a day', () => {
      setSellerTimeZone('Asia/Vladivostok');
      expect(screenText(dateTime, momentSent, 'ru')).toBe('23.11.2025, 21:05');
      expect(csvCell(dateTime, momentSent, 'ru')).toBe('23.11.2025 21:05:03');
      expect((xlsxCell(dateTime, momentSent, 'ru').value as Date).toISOString()).toBe('2025-11-23T21:05:03.000Z');
      expect(screenText(date, '2025-11-23', 'ru')).toBe('23.11.2025');
    });
  });

  it('shows yes and no in words', () => {
    expect([true, false].map((value) => screenText(boolean, value, 'ru'))).toEqual(['да', 'нет']);
    expect([true, false].map((value) => screenText(boolean, value, 'en'))).toEqual(['yes', 'no']);
  });

  it('shows a dash for a missing number or date, nothing for missing text', () => {
    for (const format of [money, count, percent, decimal, id, date, dateTime, boolean]) {
      expect(screenText(format, null, 'ru')).toBe('—');
      expect(screenText(format, undefined, 'en')).toBe('—');
    }
    expect(screenText(text, null, 'ru')).toBe('');
  });
});

describe('csvCell', () => {
  it('writes plain numbers in the Russian decimal notation, without separators or sign', () => {
    expect([653.41, 245.7, 0, 1234567.891, -12.5].map((value) => csvCell(money, value, 'ru'))).toEqual([
      '653,41',
      '245,70',
      '0,00',
      '1234567,89',
      '-12,50',
    ]);
    expect(csvCell(count, 12345, 'ru')).toBe('12345');
    expect(csvCell(percent, 15, 'ru')).toBe('15,00');
    expect(csvCell(decimal, 1.05, 'ru')).toBe('1,05');
    expect(csvCell(id, 1234567890, 'ru')).toBe('1234567890');
  });

  it('writes dot decimals in English', () => {
    expect([653.41, 1234567.891].map((value) => csvCell(money, value, 'en'))).toEqual(['653.41', '1234567.89']);
    expect(csvCell(count, 12345, 'en')).toBe('12345');
    expect(csvCell(percent, 7.5, 'en')).toBe('7.50');
    expect(csvCell(decimal, 0.9, 'en')).toBe('0.90');
  });

  it('writes yes and no in words, dates as Excel of the region reads them', () => {
    expect([true, false].map((value) => csvCell(boolean, value, 'ru'))).toEqual(['да', 'нет']);
    expect([true, false].map((value) => csvCell(boolean, value, 'en'))).toEqual(['yes', 'no']);
    expect(csvCell(date, moment, 'ru')).toBe('23.11.2025');
    expect(csvCell(dateTime, moment, 'ru')).toBe('23.11.2025 14:05:03');
    expect(csvCell(date, moment, 'en')).toBe('2025-11-23');
    expect(csvCell(dateTime, moment, 'en')).toBe('2025-11-23 14:05:03');
  });

  it('leaves a missing value empty and text as it is', () => {
    expect(csvCell(money, null, 'ru')).toBe('');
    expect(csvCell(date, null, 'ru')).toBe('');
    expect(csvCell(text, 'Кружка; 0,3 л', 'ru')).toBe('Кружка; 0,3 л');
  });

  it('separates cells with a semicolon where the decimals have a comma', () => {
    expect(csvDelimiter('ru')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
  });
});

describe('xlsxCell', () => {
  it('keeps numbers as numbers with a number format', () => {
    expect(xlsxCell(money, 653.41, 'ru')).toEqual({ value: 653.41, numFmt: '#,##0.00 "₽"' });
    expect(xlsxCell(money, 245.7, 'en')).toEqual({ value: 245.7, numFmt: '#,##0.00 "₽"' });
    expect(xlsxCell(count, 12345, 'ru')).toEqual({ value: 12345, numFmt: '#,##0' });
    expect(xlsxCell(decimal, 1.05, 'ru')).toEqual({ value: 1.05, numFmt: '0.00' });
    expect(xlsxCell({ kind: 'decimal', digits: 1 }, 1.05, 'ru')).toEqual({ value: 1.05, numFmt: '0.0' });
    expect(xlsxCell(id, 1234567890, 'ru')).toEqual({ value: 1234567890, numFmt: '0' });
  });

  it('keeps a percent as a real fraction under a percent format', () => {
    expect(xlsxCell(percent, 15, 'ru')).toEqual({ value: 0.15, numFmt: '0.00%' });
    expect(xlsxCell(percent, 7.3, 'en')).toEqual({ value: 0.073, numFmt: '0.00%' });
  });

  it("keeps dates as dates at the seller's wall-clock time, with a date format of the locale", () => {
    const ru = xlsxCell(dateTime, moment, 'ru');
    expect(ru.numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    // exceljs writes a Date's UTC time: the UTC fields carry what the seller saw on the screen.
    expect((ru.value as Date).toISOString()).toBe('2025-11-23T14:05:03.000Z');
    expect(xlsxCell(date, moment, 'ru').numFmt).toBe('dd.mm.yyyy');
    expect(xlsxCell(date, moment, 'en').numFmt).toBe('yyyy-mm-dd');
    expect(xlsxCell(dateTime, moment, 'en').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes yes and no as words, missing values as empty cells', () => {
    expect(xlsxCell(boolean, true, 'ru')).toEqual({ value: 'да' });
    expect(xlsxCell(boolean, false, 'en')).toEqual({ value: 'no' });
    expect(xlsxCell(money, null, 'ru')).toEqual({ value: null });
    expect(xlsxCell(text, 'Кружка', 'ru')).toEqual({ value: 'Кружка' });
  });
});

describe('exportHeader', () => {
  it('names the unit of money and percent columns once', () => {
    expect(exportHeader('Цена', money)).toBe('Цена, ₽');
    expect(exportHeader('Комиссия FBO, %', percent)).toBe('Комиссия FBO, %');
    expect(exportHeader('FBO commission', percent)).toBe('FBO commission, %');
    expect(exportHeader('Остаток', count)).toBe('Остаток');
  });
});
