import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { searchTermFilter, type SearchTerm } from '../../contracts/searchTerms.js';
import { exportSearchTerms } from './searchTermExport.js';
import type { SearchTermService } from './searchTermService.js';

const ROWS = 100_000;

/** A service over 100 000 made-up terms that counts the pages the export reads. */
function fakeTerms() {
  const reads: number[] = [];
  const service = {
    count: async () => ROWS,
    page: async (_query: unknown, offset: number, count: number): Promise<SearchTerm[]> => {
      reads.push(offset);
      return Array.from({ length: Math.max(0, Math.min(count, ROWS - offset)) }, (_, i) => ({
        ID: offset + i + 1,
        Term: `термин ${offset + i + 1}`,
        HistoryUpdateStatus: 1,
        PhraseUpdateStatus: 1,
        UpdateTime: '2026-11-01T10:00:00.000Z',
        Phrases: [{ Term: `термин ${offset + i + 1} купить`, Count: 12, IsAssociation: false }],
        HistoryItems: [{ Year: 2026, Month: 10, Count: 1000 + i, RelativeCount: 0.25 }],
        QueryCount: 1000 + i,
        SurgePercent: null,
      })) as SearchTerm[];
    },
  } as unknown as SearchTermService;
  return { service, reads };
}

describe('the search-term export', () => {
  it('streams 100 000 terms: it reads the next page only as the reader takes the file', async () => {
    const { service, reads } = fakeTerms();
    const file = await exportSearchTerms(service, searchTermFilter.parse({}), {
      limit: 300_000,
      latestMonth: '2026-10-01',
      now: new Date('2026-11-20T10:00:00Z'),
    });
    expect(file.cut).toBe(false);

    // The first bytes come while most pages are still unread.
    const iterator = file.stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    expect(reads.length).toBeLessThan(ROWS / 2000);

    // A reader that stops holds the writer back a few pages ahead at most (what the zip and the stream
    // buffer): memory does not grow with the rows left.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads.length).toBeLessThanOrEqual(12);

    const chunks: Buffer[] = [first.value as Buffer];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) chunks.push(next.value as Buffer);
    expect(reads).toHaveLength(ROWS / 2000);

    // Read back whole (the writer's streaming is what is under test): ExcelJS's streaming reader was seen
    // to emit no rows of a whole file once on a busy machine.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Ключевые слова')?.rowCount ?? 0;
    expect(rows).toBe(ROWS + 1);
  }, 120_000);
});
