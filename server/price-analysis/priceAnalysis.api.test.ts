import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzePriceModel, PriceListPreview } from '../../contracts/priceAnalysis.js';
import { postJson } from '../test/postJson.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const base64Of = (name: string) => fs.readFileSync(path.join(FIXTURES, name)).toString('base64');
const ANALYZE = '/v1/PriceAnalyzer/AnalyzePrice';
const PREVIEW = '/v1/PriceAnalyzer/PreviewPriceList';

/** The sample price list (scripts/build-price-list-fixture.ts): article, name, unit, price, stock; TH-500 has no price. */
const SAMPLE = [
  ['GC-050', 'Контейнер стеклянный 0,5 л', 'шт', 180, 120],
  ['GC-100', 'Контейнер стеклянный 1 л', 'шт', 245.5, 80],
  ['LB-010', 'Ланч-бокс с отделениями', 'шт', 312.9, 45],
  ['BT-750', 'Бутылка для воды 750 мл', 'шт', 99, 300],
  ['SP-003', 'Набор шпателей, 3 шт.', 'компл', 156.25, 60],
  ['CB-200', 'Разделочная доска бамбук', 'шт', 410, 25],
] as const;

const MODEL: AnalyzePriceModel = {
  RatesOfReturn: [20, 50, 100],
  ReturnPercentage: 5,
  CommissionPercent: 17,
  DeliveryCost: 90,
  ReturnCost: 150,
  OutputColumns: ['A', 'B', 'E'],
  NameColumn: 'B',
  PriceColumn: 'D',
  SheetIndex: 0,
  HeaderRow: 3,
  PriceListContent: base64Of('price-list.xlsx'),
  FileName: 'Прайс июнь.xlsx',
};

/** docs/price-analysis.md: P = (C × (1 + R) + D + r × Rc) / (1 − k), rounded up to the kopeck. */
const documented = (purchase: number, ratePercent: number) =>
  Math.ceil(((purchase * (1 + ratePercent / 100) + 90 + 0.05 * 150) / (1 - 0.17)) * 100 - 1e-6) / 100;

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The result's table rows (below the header), as cell values from column A. */
async function resultRows(bytes: Buffer): Promise<unknown[][]> {
  const sheet = (await workbookOf(bytes)).getWorksheet('Анализ цен')!;
  return (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => row.slice(1));
}

describe('the price-list analyzer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = postJson(() => t);
  const analyze = (model: unknown) => t.call({ method: 'POST', url: ANALYZE, payload: model as object });

  it('previews every sheet with the guessed header row, the columns and the first rows', async () => {
    const preview = await post<PriceListPreview>(PREVIEW, {
      PriceListContent: MODEL.PriceListContent,
      FileName: 'price-list.xlsx',
    });
    expect(preview.Format).toBe('xlsx');
    expect(preview.Sheets.map((sheet) => sheet.Name)).toEqual(['Прайс', 'Условия']);
    const [sheet] = preview.Sheets;
    expect(sheet.HeaderRow).toBe(3);
    expect(sheet.Hidden).toBe(false);
    expect(sheet.Columns).toEqual([
      { Key: 'A', Title: 'Артикул' },
      { Key: 'B', Title: 'Наименование' },
      { Key: 'C', Title: 'Ед.' },
      { Key: 'D', Title: 'Цена, руб.' },
      { Key: 'E', Title: 'Остаток' },
    ]);
    expect(sheet.RowCount).toBe(9);
    expect(sheet.Rows[0]).toEqual({ Row: 1, Cells: ['Прайс-лист ООО «Посуда оптом» на 01.06.2026'] });
    expect(sheet.Rows[2]).toEqual({ Row: 4, Cells: [...SAMPLE[0]] });
  });

  it('prices every row with a price at each rate of return by the documented formula, the input columns kept', async () => {
    const response = await analyze(MODEL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="price-analysis-_____ ____.xlsx"; filename*=UTF-8''${encodeURIComponent('price-analysis-Прайс июнь.xlsx')}`,
    );
    expect(response.headers['x-row-count']).toBe(String(SAMPLE.length));

    const workbook = await workbookOf(response.rawPayload);
    const sheet = workbook.getWorksheet('Анализ цен')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const table = sheet.getTable('PriceAnalysis') as unknown as { table: { columns: { name: string }[] } };
    expect(table.table.columns.map((column) => column.name)).toEqual([
      'Артикул',
      'Наименование',
      'Остаток',
      'Закупка (Цена, руб.)',
      'Цена при 20 %',
      'Прибыль при 20 %',
      'Цена при 50 %',
      'Прибыль при 50 %',
      'Цена при 100 %',
      'Прибыль при 100 %',
    ]);
    const rows = await resultRows(response.rawPayload);
    // The thermos has no price this week: left out.
    expect(rows).toHaveLength(SAMPLE.length);
    rows.forEach((row, index) => {
      const [article, name, , purchase, stock] = SAMPLE[index];
      expect(row.slice(0, 4), article).toEqual([article, name, stock, purchase]);
      MODEL.RatesOfReturn.forEach((rate, rateIndex) => {
        const [price, profit] = row.slice(4 + rateIndex * 2, 6 + rateIndex * 2) as number[];
        expect(price, `${article} at ${rate} %`).toBe(documented(purchase, rate));
        // The profit the price brings is the target, or up to a kopeck over it for the rounding up.
        expect(profit, `${article} at ${rate} %`).toBeGreaterThanOrEqual(Math.round(purchase * rate) / 100);
        expect(profit).toBeLessThan(Math.round(purchase * rate) / 100 + 0.02);
      });
    });
    // 180 × 1.2 + 90 + 0.05 × 150 = 313.50; / 0.83 = 377.7108… → 377.72, whose profit is 36.01.
    expect(rows[0].slice(3, 6)).toEqual([180, 377.72, 36.01]);
    expect(sheet.getColumn(5).numFmt).toBe('#,##0.00 "₽"');
    const parameters = workbook.getWorksheet('Параметры')!;
    expect(parameters.getCell('B2').value).toBe('Прайс июнь.xlsx');
    expect(parameters.getCell('B6').value).toBe('20; 50; 100');
  });

  it('guesses the header row when none is given and names the result after the price list', async () => {
    const { HeaderRow: _, FileName: __, ...model } = MODEL;
    const response = await analyze({ ...model, RatesOfReturn: [30] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="price-analysis-price-list.xlsx"; filename*=UTF-8''price-analysis-price-list.xlsx`,
    );
    expect((await resultRows(response.rawPayload)).map((row) => row[0])).toEqual(SAMPLE.map((item) => item[0]));
  });

  it('reads a Windows-1251 CSV with semicolons and decimal commas', async () => {
    const content = base64Of('price-list-cp1251.csv');
    const preview = await post<PriceListPreview>(PREVIEW, { PriceListContent: content, FileName: 'price.csv' });
    expect(preview.Format).toBe('csv');
    expect(preview.Sheets[0].Name).toBe('price');
    expect(preview.Sheets[0].Columns[1]).toEqual({ Key: 'B', Title: 'Наименование' });
    const response = await analyze({
      ...MODEL,
      PriceListContent: content,
      FileName: 'price.csv',
      HeaderRow: 1,
      RatesOfReturn: [20],
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await resultRows(response.rawPayload);
    expect(rows).toHaveLength(SAMPLE.length);
    expect(rows[1]).toEqual(['GC-100', 'Контейнер стеклянный 1 л', '80', 245.5, documented(245.5, 20), 49.1]);
  });

  it('answers a price that is no number with a 400 naming the row and the column', async () => {
    const response = await analyze({
      ...MODEL,
      PriceListContent: base64Of('price-list-bad.csv'),
      FileName: 'bad.csv',
      HeaderRow: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 400,
      type: '/problems/price-list',
      detail: 'Row 7, column D («Цена, руб.»): «договорная» is not a number.',
      errors: { PriceColumn: ['Row 7, column D («Цена, руб.»): «договорная» is not a number.'] },
      Reason: 'NotANumber',
      Sheet: 'bad',
      Row: 7,
      Column: 'D',
      ColumnTitle: 'Цена, руб.',
      Value: 'договорная',
    });
  });

  it('answers a sheet without any price, a missing column and a missing sheet with a 400 naming them', async () => {
    const noPrices = await analyze({ ...MODEL, SheetIndex: 1, HeaderRow: 1, PriceColumn: 'B', OutputColumns: [] });
    expect(noPrices.statusCode).toBe(400);
    const detail = 'Sheet «Условия» has no price in column B («5000») below the header row 1.';
    expect(noPrices.json()).toMatchObject({ Reason: 'NoPrices', detail, errors: { PriceColumn: [detail] } });

    const noColumn = await analyze({ ...MODEL, OutputColumns: ['A', 'F'] });
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().errors).toEqual({
      'OutputColumns[1]': ['Sheet «Прайс» has no column F: its columns are A–E.'],
    });

    const noSheet = await analyze({ ...MODEL, SheetIndex: 2 });
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json().errors.SheetIndex).toEqual([
      'The workbook has no sheet 2 (counted from 0): it has 2 («Прайс», «Условия»).',
    ]);
  });

  it('answers a missing or invalid field with a 400 naming it', async () => {
    const { PriceListContent: _, ...withoutFile } = MODEL;
    const missing = await analyze(withoutFile);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ type: '/problems/validation', detail: 'Invalid PriceListContent' });

    const bad = await analyze({
      ...MODEL,
      RatesOfReturn: [],
      CommissionPercent: 120,
      PriceColumn: 'd',
      OutputColumns: ['A', 7],
      SheetIndex: -1,
      PriceListContent: 'not base64!',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'CommissionPercent',
      'OutputColumns[1]',
      'PriceColumn',
      'PriceListContent',
      'RatesOfReturn',
      'SheetIndex',
    ]);
  });

  it('refuses an old XLS, saying to save it as XLSX or CSV, and a file that is no price list', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    const old = await analyze({ ...MODEL, PriceListContent: xls.toString('base64'), FileName: 'прайс.xls' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ Reason: 'OldExcelFormat', errors: { PriceListContent: [expect.any(String)] } });
    expect(old.json().detail).toContain('save the price list as XLSX or CSV');

    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    const notPrices = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: picture } });
    expect(notPrices.statusCode).toBe(400);
    expect(notPrices.json().Reason).toBe('NotAPriceList');

    const html = Buffer.from('<html><table><tr><td>1</td></tr></table></html>').toString('base64');
    const markup = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: html } });
    expect(markup.json().Reason).toBe('NotAPriceList');

    const broken = Buffer.from('PK\x03\x04 broken', 'latin1').toString('base64');
    const damaged = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: broken } });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().Reason).toBe('Unreadable');
  });

  it('takes a price list of 10 MB in base64 and refuses a larger one naming the field', async () => {
    // 10 MB of a one-column CSV: in through the body limit, then too many rows for a price list.
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, '1\n').toString('base64');
    const large = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: tenMegabytes } });
    expect(large.statusCode, large.body).toBe(400);
    expect(large.json().Reason).toBe('TooManyRows');

    const over = Buffer.alloc(10 * 1024 * 1024 + 3, '1\n').toString('base64');
    const tooLarge = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: over } });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors.PriceListContent).toEqual(['must be a file of 10 MB at most']);

    const way = Buffer.alloc(11 * 1024 * 1024).toString('base64');
    const huge = await t.call({ method: 'POST', url: PREVIEW, payload: { PriceListContent: way } });
    expect(huge.statusCode).toBe(413);
  });

  it('needs the access token', async () => {
    for (const url of [ANALYZE, PREVIEW]) {
      const response = await t.app.inject({ method: 'POST', url, payload: MODEL });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
