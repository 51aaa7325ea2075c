import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthLatenciesUntil, listeningTestApp } from '../test/healthWhileBusy.js';
import type { TestApp } from '../test/testApp.js';
import { MAX_ROWS } from './readPriceList.js';

/** A supplier's price list past the cap: a quarter more rows than MAX_ROWS, written as Excel streams. */
async function oversizedPriceList(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Прайс');
  sheet.addRow(['Артикул', 'Наименование', 'Цена']).commit();
  for (let row = 1; row <= MAX_ROWS * 1.25; row += 1)
    sheet.addRow([`A-${row}`, `Товар ${row}`, 100 + (row % 900)]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * Issue 31: three price lists of a million rows sent at once stalled /health for over a minute (read
 * whole on the event loop, then refused at the cap). Each is now read as it unzips, on a thread of its
 * own, and refused at the cap's row.
 */
describe('price lists past the row cap, sent at once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await listeningTestApp());
  });
  afterAll(() => t.close());

  it('are refused at the cap, naming the sheet, while /health keeps answering', async () => {
    const body = JSON.stringify({
      FileName: 'big.xlsx',
      PriceListContent: (await oversizedPriceList()).toString('base64'),
    });
    const token = await t.token();
    const started = performance.now();
    let pending = 3;
    const uploads = Array.from({ length: 3 }, () =>
      fetch(`${base}/v1/PriceAnalyzer/PreviewPriceList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }).finally(() => (pending -= 1)),
    );

    const latencies = await healthLatenciesUntil(base, () => pending === 0);
    const answers = await Promise.all(uploads);
    const uploadsMs = performance.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ Reason: 'TooManyRows', Sheet: 'Прайс', Row: MAX_ROWS });
    }

    // Relative, so a slow machine passes too: read on the event loop, a /health waited about as long
    // as one whole file's reading, a third of the run or more; off it, each waits a small part.
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(uploadsMs / 5);
  });
});
