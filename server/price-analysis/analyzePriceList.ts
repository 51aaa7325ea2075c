import ExcelJS from 'exceljs';
import {
  sellingPrice,
  unitCostsOf,
  unitProfit,
  type AnalyzePriceParameters,
  type PriceListCell,
  type PriceListPreview,
  PREVIEW_ROWS,
} from '../../contracts/priceAnalysis.js';
import { PriceListError } from '../domain/errors.js';
import {
  columnIndex,
  columnKey,
  guessHeaderRow,
  parsePrice,
  type PriceList,
  type PriceListSheet,
} from './readPriceList.js';

const MONEY_FORMAT = '#,##0.00 "₽"';

/** The sheets, each with its guessed header row, its columns and its first rows. */
export function previewOf(list: PriceList, fileName: string): PriceListPreview {
  return {
    FileName: fileName,
    Format: list.format,
    Sheets: list.sheets.map((sheet) => {
      const headerRow = guessHeaderRow(sheet);
      return {
        Name: sheet.name,
        Hidden: sheet.hidden,
        HeaderRow: headerRow,
        Columns: columnsOf(sheet, headerRow),
        Rows: sheet.rows.slice(0, PREVIEW_ROWS).map((row) => ({ Row: row.number, Cells: row.cells })),
        RowCount: sheet.rows.length,
      };
    }),
  };
}

function columnsOf(sheet: PriceListSheet, headerRow: number) {
  const header = sheet.rows.find((row) => row.number === headerRow)?.cells ?? [];
  return Array.from({ length: sheet.columnCount }, (_, index) => ({
    Key: columnKey(index),
    Title: header[index] === null || header[index] === undefined ? '' : String(header[index]).trim(),
  }));
}

export interface AnalyzedRow {
  row: number;
  kept: PriceListCell[];
  purchase: number;
  prices: { price: number; profit: number }[];
}

export interface Analysis {
  sheet: string;
  headerRow: number;
  /** The kept columns' titles (the header's text, or «Столбец B»). */
  keptTitles: string[];
  priceTitle: string;
  rows: AnalyzedRow[];
}

const quoted = (title: string) => (title ? ` («${title}»)` : '');

/**
 * Every row with a price, priced at each rate. A price that is no number is a 400 naming the row and the
 * column; so is a sheet or a column that is not there, and a sheet without a single price.
 */
export function analyze(list: PriceList, model: AnalyzePriceParameters): Analysis {
  const sheet = list.sheets[model.SheetIndex];
  if (!sheet) {
    throw new PriceListError(
      'NoSheet',
      'SheetIndex',
      `The workbook has no sheet ${model.SheetIndex} (counted from 0): it has ${list.sheets.length} (${list.sheets
        .map((s) => `«${s.name}»`)
        .join(', ')}).`,
    );
  }
  const headerRow = model.HeaderRow ?? guessHeaderRow(sheet);
  const columns = columnsOf(sheet, headerRow);
  const headerOf = (key: string) => columns[columnIndex(key)]?.Title ?? '';
  const requireColumn = (field: string, key: string) => {
    if (columnIndex(key) >= sheet.columnCount) {
      const last = columnKey(Math.max(sheet.columnCount - 1, 0));
      throw new PriceListError(
        'NoColumn',
        field,
        `Sheet «${sheet.name}» has no column ${key}: its columns are A–${last}.`,
        { Sheet: sheet.name, Column: key, Value: last },
      );
    }
  };
  requireColumn('PriceColumn', model.PriceColumn);
  if (model.NameColumn) requireColumn('NameColumn', model.NameColumn);
  model.OutputColumns.forEach((key, index) => requireColumn(`OutputColumns[${index}]`, key));

  const kept = [
    ...(model.NameColumn && !model.OutputColumns.includes(model.NameColumn) ? [model.NameColumn] : []),
    ...model.OutputColumns.filter((key, index) => model.OutputColumns.indexOf(key) === index),
  ].filter((key) => key !== model.PriceColumn);
  const keptIndexes = kept.map(columnIndex);
  const priceIndex = columnIndex(model.PriceColumn);
  const priceHeader = headerOf(model.PriceColumn);
  const costs = unitCostsOf(model);
  const rates = model.RatesOfReturn.map((rate) => rate / 100);

  const rows: AnalyzedRow[] = [];
  for (const row of sheet.rows) {
    if (row.number <= headerRow) continue;
    const cell = row.cells[priceIndex] ?? null;
    if (cell === null) continue;
    const purchase = parsePrice(cell);
    if (purchase === undefined || purchase < 0) {
      const value = String(cell).slice(0, 60);
      throw new PriceListError(
        purchase === undefined ? 'NotANumber' : 'NegativePrice',
        'PriceColumn',
        `Row ${row.number}, column ${model.PriceColumn}${quoted(priceHeader)}: «${value}» is ${
          purchase === undefined ? 'not a number' : 'a negative price'
        }.`,
        { Sheet: sheet.name, Row: row.number, Column: model.PriceColumn, ColumnTitle: priceHeader, Value: value },
      );
    }
    rows.push({
      row: row.number,
      kept: keptIndexes.map((index) => row.cells[index] ?? null),
      purchase,
      prices: rates.map((rate) => {
        const price = sellingPrice(purchase, rate, costs);
        return { price, profit: unitProfit(price, purchase, costs) };
      }),
    });
  }
  if (rows.length === 0) {
    throw new PriceListError(
      'NoPrices',
      'PriceColumn',
      `Sheet «${sheet.name}» has no price in column ${model.PriceColumn}${quoted(priceHeader)}${
        headerRow > 0 ? ` below the header row ${headerRow}` : ''
      }.`,
      { Sheet: sheet.name, Row: headerRow, Column: model.PriceColumn, ColumnTitle: priceHeader },
    );
  }
  const titleOf = (key: string) => headerOf(key) || `Столбец ${key}`;
  return { sheet: sheet.name, headerRow, keptTitles: kept.map(titleOf), priceTitle: titleOf(model.PriceColumn), rows };
}

const percent = (value: number) => `${value.toLocaleString('ru-RU', { maximumFractionDigits: 2 })} %`;

/** The analysis as an XLSX: an Excel table (kept columns, purchase price, price and profit per rate) and the parameters. */
export async function analysisWorkbook(
  analysis: Analysis,
  model: AnalyzePriceParameters,
  fileName: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Seller back-office';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Анализ цен', { views: [{ state: 'frozen', ySplit: 1 }] });

  const titles = [...analysis.keptTitles, `Закупка (${analysis.priceTitle})`];
  for (const rate of model.RatesOfReturn) titles.push(`Цена при ${percent(rate)}`, `Прибыль при ${percent(rate)}`);
  // A table's column names are unique; a repeated header gets a number.
  const unique = titles.map((title, index) => {
    const before = titles.slice(0, index).filter((other) => other === title).length;
    return before === 0 ? title : `${title} (${before + 1})`;
  });

  sheet.addTable({
    name: 'PriceAnalysis',
    ref: 'A1',
    headerRow: true,
    style: { theme: 'TableStyleMedium2', showRowStripes: true },
    columns: unique.map((name) => ({ name, filterButton: true })),
    rows: analysis.rows.map((row) => [
      ...row.kept,
      row.purchase,
      ...row.prices.flatMap(({ price, profit }) => [price, profit]),
    ]),
  });

  const firstMoney = analysis.keptTitles.length + 1;
  unique.forEach((title, index) => {
    const column = sheet.getColumn(index + 1);
    const values = analysis.rows.slice(0, 500).map((row) => String(row.kept[index] ?? ''));
    const longest = Math.max(title.length, ...values.map((value) => value.length));
    if (index + 1 >= firstMoney) {
      column.numFmt = MONEY_FORMAT;
      column.width = Math.max(14, Math.min(title.length + 2, 24));
    } else {
      column.width = Math.max(8, Math.min(longest + 2, 60));
    }
  });

  const parameters = workbook.addWorksheet('Параметры');
  parameters.columns = [
    { header: 'Параметр', key: 'name', width: 36 },
    { header: 'Значение', key: 'value', width: 40 },
  ];
  parameters.getRow(1).font = { bold: true };
  parameters.addRows([
    { name: 'Файл', value: fileName },
    { name: 'Лист', value: analysis.sheet },
    { name: 'Строка заголовков', value: analysis.headerRow || 'нет' },
    { name: 'Столбец цены закупки', value: `${model.PriceColumn} (${analysis.priceTitle})` },
    { name: 'Доходность на вложенное, %', value: model.RatesOfReturn.join('; ') },
    { name: 'Комиссия, %', value: model.CommissionPercent },
    { name: 'Доставка единицы, ₽', value: model.DeliveryCost },
    { name: 'Возвраты, %', value: model.ReturnPercentage },
    { name: 'Стоимость возврата, ₽', value: model.ReturnCost },
    { name: 'Строк с ценой', value: analysis.rows.length },
    {
      name: 'Формула',
      value: 'Цена = (Закупка × (1 + доходность) + доставка + возвраты % × стоимость возврата) / (1 − комиссия)',
    },
    { name: 'Рассчитано', value: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC' },
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** price-analysis-<the price list's name>.xlsx */
export function resultFileName(original: string): string {
  // Characters no file system takes in a name, and control characters, become «_».
  const safe = [...original.replace(/\.[^.]*$/, '')]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('');
  const base = safe.trim() || 'price-list';
  return `price-analysis-${base.slice(0, 100)}.xlsx`;
}
