import type { ExportTable } from './exportTable.js';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * CSV for Russian-locale spreadsheets: semicolon-separated, with a BOM so Excel reads UTF-8.
 * papaparse, like exceljs, is loaded only when someone exports.
 */
export async function csvBlob(table: ExportTable): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(
    {
      fields: table.headers,
      data: table.rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell))),
    },
    { delimiter: ';' },
  );
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/** XLSX through exceljs, loaded only when someone exports. */
export async function xlsxBlob(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  table.headers.forEach((header, index) => {
    const longest = Math.max(header.length, ...table.rows.slice(0, 200).map((row) => String(row[index] ?? '').length));
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
