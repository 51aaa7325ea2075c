import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { isOldExcel, readPriceListFile, toBase64, xlsToXlsx } from './priceListFile.js';

const SAMPLE = path.resolve('test/fixtures/price-list.xlsx');

/** The sample price list saved as Excel 97–2003, as a supplier's old system would send it. */
function sampleAsXls(): Uint8Array {
  const workbook = XLSX.read(fs.readFileSync(SAMPLE), { type: 'buffer' });
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}

describe('a price list picked in the browser', () => {
  it('tells an XLS by its name or by its OLE signature', () => {
    const xls = sampleAsXls();
    expect([...xls.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(isOldExcel('прайс.xls', new Uint8Array([1, 2, 3, 4]))).toBe(true);
    expect(isOldExcel('renamed.bin', xls)).toBe(true);
    expect(isOldExcel('прайс.xlsx', new Uint8Array(fs.readFileSync(SAMPLE)))).toBe(false);
    expect(isOldExcel('прайс.csv', new TextEncoder().encode('a;b\n1;2'))).toBe(false);
  });

  it('turns an XLS into an XLSX with the same sheets, texts and numbers', async () => {
    const xlsx = await xlsToXlsx(sampleAsXls());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Прайс', 'Условия']);
    const sheet = workbook.getWorksheet('Прайс')!;
    expect(sheet.getRow(3).values).toEqual([undefined, 'Артикул', 'Наименование', 'Ед.', 'Цена, руб.', 'Остаток']);
    expect(sheet.getRow(5).values).toEqual([undefined, 'GC-100', 'Контейнер стеклянный 1 л', 'шт', 245.5, 80]);
    expect(sheet.getCell('D8').value).toBeNull();
  });

  it('sends an XLS as XLSX under the .xlsx name, and a CSV as it is', async () => {
    const xls = await readPriceListFile(new File([sampleAsXls() as BlobPart], 'Прайс июнь.xls'));
    expect(xls).toMatchObject({ fileName: 'Прайс июнь.xlsx', convertedFromXls: true });
    expect(Buffer.from(xls.content, 'base64').readUInt32BE(0)).toBe(0x504b0304);

    const csv = new TextEncoder().encode('Товар;Цена\nЧайник;1290,50\n');
    const sent = await readPriceListFile(new File([csv], 'прайс.csv'));
    expect(sent).toEqual({
      content: Buffer.from(csv).toString('base64'),
      fileName: 'прайс.csv',
      bytes: csv.length,
      convertedFromXls: false,
    });
  });

  it('refuses a file over 10 MB before sending it, and an XLS that is none', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.csv');
    await expect(readPriceListFile(big)).rejects.toMatchObject({ reason: 'tooLarge' });
    // An OLE header and nothing of a workbook after it.
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const fake = new File([new Uint8Array([...header, ...new Array<number>(504).fill(0)])], 'broken.xls');
    await expect(readPriceListFile(fake)).rejects.toMatchObject({ reason: 'xlsUnreadable' });
  });

  it('refuses a text file or a picture, and takes a workbook whatever its name', async () => {
    await expect(readPriceListFile(new File(['a;b\n1;2'], 'заметки.txt'))).rejects.toMatchObject({
      reason: 'notPriceList',
    });
    await expect(
      readPriceListFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'фото.png')),
    ).rejects.toMatchObject({ reason: 'notPriceList' });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Прайс').addRow(['Товар', 'Цена']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    await expect(readPriceListFile(new File([xlsx], 'прайс без расширения'))).resolves.toMatchObject({
      fileName: 'прайс без расширения',
    });
    await expect(readPriceListFile(new File(['a;b\n1;2'], 'ПРАЙС.CSV'))).resolves.toMatchObject({
      fileName: 'ПРАЙС.CSV',
    });
  });

  it('writes base64 a slice at a time, as Node does at once', () => {
    const bytes = new Uint8Array(100_003).map((_, index) => (index * 7919) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
