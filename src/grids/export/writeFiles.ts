import { csvCell, csvDelimiter, exportHeader, xlsxCell } from '../formatters.js';
import type { ExportTable } from './exportTable.js';
import { format } from 'date-fns/format';

export type ExportFormat = 'xlsx' | 'csv';

const headersOf = (table: ExportTable) => table.columns.map((column) => exportHeader(column.header, column.format));

/** The cells of a CSV file as text, in the table's locale: «653,41», «да», «23.11.2026 14:05:00» in Russian. */
export function csvRows(table: ExportTable): string[][] {
  return table.rows.map((row) => row.map((cell, index) => csvCell(table.columns[index]!.format, cell, table.locale)));
}

/**
 * A cell a spreadsheet would run as a formula (OWASP, «CSV Injection»): one beginning with =, +, -, @, a
 * tab or a carriage return, from product names or buyers' review texts. papaparse writes it quoted after
 * a `'`, so the spreadsheet shows it as text. A negative number the app wrote («-653,41») is left a number.
 */
export const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)?$))/;

/**
 * CSV as Excel of the user's region reads it: in Russian comma decimals and `;` between cells, in
 * English dot decimals and `,`; a BOM so Excel takes it for UTF-8. papaparse, like exceljs, is loaded
 * only when someone exports.
 */
export async function csvBlob(table: ExportTable): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(
    { fields: headersOf(table), data: csvRows(table) },
    { delimiter: csvDelimiter(table.locale), escapeFormulae: FORMULA_START },
  );
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/** XLSX through exceljs, loaded only when someone exports: real numbers and dates with number formats. */
export async function xlsxBlob(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const headers = headersOf(table);
  sheet.addRow(headers).font = { bold: true };
  for (const values of table.rows) {
    const cells = values.map((value, index) => xlsxCell(table.columns[index]!.format, value, table.locale));
    const row = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, index) => {
      if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const sample = csvRows({ ...table, rows: table.rows.slice(0, 200) });
  headers.forEach((header, index) => {
    const longest = Math.max(header.length, ...sample.map((row) => row[index]!.length + 2));
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, longest + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The moment of an export in its file's name (2026-12-06-0117), in the browser's clock as the seller reads it. */
export const fileStamp = (at = new Date()): string => format(at, 'yyyy-MM-dd-HHmm');
