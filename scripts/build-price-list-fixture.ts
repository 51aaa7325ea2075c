/**
 * Builds the sample price lists the price-analyzer tests and the e2e spec upload (test/fixtures/):
 * an XLSX with a title above the header and a row without a price, the same list as a Windows-1251 CSV
 * with semicolons, and a CSV whose row 7 has a price that is no number. Run: npx tsx scripts/build-price-list-fixture.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures');

/** Article, name, unit, price (null: none this week), stock. */
export const PRICE_LIST_ITEMS: [string, string, string, number | null, number][] = [
  ['GC-050', 'Контейнер стеклянный 0,5 л', 'шт', 180, 120],
  ['GC-100', 'Контейнер стеклянный 1 л', 'шт', 245.5, 80],
  ['LB-010', 'Ланч-бокс с отделениями', 'шт', 312.9, 45],
  ['BT-750', 'Бутылка для воды 750 мл', 'шт', 99, 300],
  ['TH-500', 'Термос 0,5 л', 'шт', null, 0],
  ['SP-003', 'Набор шпателей, 3 шт.', 'компл', 156.25, 60],
  ['CB-200', 'Разделочная доска бамбук', 'шт', 410, 25],
];
const HEADER = ['Артикул', 'Наименование', 'Ед.', 'Цена, руб.', 'Остаток'];

async function main() {
  fs.mkdirSync(FIXTURES, { recursive: true });
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fixture';
  workbook.created = workbook.modified = new Date('2026-06-01T00:00:00Z');
  const sheet = workbook.addWorksheet('Прайс');
  sheet.addRow(['Прайс-лист ООО «Посуда оптом» на 01.06.2026']);
  sheet.addRow([]);
  sheet.addRow(HEADER);
  for (const item of PRICE_LIST_ITEMS) sheet.addRow(item);
  const other = workbook.addWorksheet('Условия');
  other.addRow(['Минимальный заказ', 5000]);
  await workbook.xlsx.writeFile(path.join(FIXTURES, 'price-list.xlsx'));

  const csv = [
    HEADER,
    ...PRICE_LIST_ITEMS.map((item) =>
      item.map((value) => (typeof value === 'number' ? String(value).replace('.', ',') : (value ?? ''))),
    ),
  ]
    .map((fields) => fields.join(';'))
    .join('\r\n');
  fs.writeFileSync(path.join(FIXTURES, 'price-list-cp1251.csv'), encodeWindows1251(csv));

  const bad = [
    HEADER,
    ...PRICE_LIST_ITEMS.slice(0, 5).map((item) => item.map((value) => value ?? '')),
    ['XX-1', 'Кастрюля', 'шт', 'договорная', 1],
  ];
  fs.writeFileSync(path.join(FIXTURES, 'price-list-bad.csv'), `${Papa.unparse(bad, { newline: '\n' })}\n`);
}

/** Windows-1251 by hand: Node decodes it but has no encoder. */
function encodeWindows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from([...text].map((char) => table.get(char) ?? 0x3f));
}

await main();
