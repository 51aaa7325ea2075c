import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readPriceList } from './readPriceList.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const require = createRequire(import.meta.url);
/** The temporary-file module ExcelJS's own streaming reader parks early sheets in. */
const tmp = require('tmp') as { file: (callback: (...args: unknown[]) => void) => void };
const tmpFile = tmp.file;

describe('reading an XLSX price list', () => {
  afterEach(() => {
    tmp.file = tmpFile;
  });

  it('reads a sound workbook whose sheets come before its workbook part while the disk is slow', async () => {
    // The fixture, as ExcelJS writes it, holds the sheets first and xl/workbook.xml last. A disk slow to
    // make a temporary file let the front-to-back reader drop the parts after the sheets ("Unreadable").
    tmp.file = (callback) => setTimeout(() => tmpFile(callback), 50);
    const list = await readPriceList(fs.readFileSync(path.join(FIXTURES, 'price-list.xlsx')), 'Прайс.xlsx');
    expect(list.sheets.map((sheet) => sheet.name)).toEqual(['Прайс', 'Условия']);
    expect(list.sheets[0].rows[1]).toEqual({
      number: 3,
      cells: ['Артикул', 'Наименование', 'Ед.', 'Цена, руб.', 'Остаток'],
    });
    expect(list.sheets[1].rows).toEqual([{ number: 1, cells: ['Минимальный заказ', 5000] }]);
  });

  it('gives the sheets with their hidden state, dates as days', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Первый', { state: 'hidden' }).addRow(['A', 1.5]);
    workbook.addWorksheet('Второй').addRow(['Дата', new Date(Date.UTC(2026, 5, 1))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const list = await readPriceList(bytes, 'two.xlsx');
    expect(list.sheets.map(({ name, hidden }) => ({ name, hidden }))).toEqual([
      { name: 'Первый', hidden: true },
      { name: 'Второй', hidden: false },
    ]);
    expect(list.sheets[1].rows[0].cells).toEqual(['Дата', '2026-06-01']);
  });

  it('refuses a cut-off workbook as unreadable', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'price-list.xlsx'));
    await expect(readPriceList(bytes.subarray(0, bytes.length - 200), 'cut.xlsx')).rejects.toMatchObject({
      reason: 'Unreadable',
    });
  });
});
