import { setTimeout as sleep } from 'node:timers/promises';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SearchTerm, SearchTermQuery } from '../../contracts/searchTerms.js';
import { SearchTermStatus } from '../../contracts/searchTerms.js';
import type { SearchTermService } from './searchTermService.js';

const BATCH = 2000;
const STATUS_NAMES: Record<number, string> = {
  [SearchTermStatus.Unknown]: 'Нет данных',
  [SearchTermStatus.Ready]: 'Готово',
  [SearchTermStatus.QueuedForUpdate]: 'В очереди',
  [SearchTermStatus.Downloaded]: 'Загружено',
};
const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

export interface SearchTermExport {
  stream: Readable;
  fileName: string;
  totalCount: number;
  exportedCount: number;
  /** The filter matched more rows than one file holds: the file says so, and the answer is 206. */
  cut: boolean;
}

/**
 * Waits while the reader has not taken what was sent: a slow reader holds the next page back rather than
 * have the file pile up in memory. The zip writer compresses on later ticks, so its output is let through
 * first; then the file's own buffer tells whether the reader keeps up.
 */
async function readerCaughtUp(stream: PassThrough): Promise<void> {
  await sleep(0);
  while (!stream.destroyed && (stream.writableNeedDrain || stream.readableLength >= stream.readableHighWaterMark)) {
    await sleep(10);
  }
}

/** The last 12 months ending at MonthTo (or at the latest month any term has), oldest first. */
function monthColumns(query: SearchTermQuery, latest: string | null): { year: number; month: number }[] {
  const end = query.MonthTo ?? latest?.slice(0, 7);
  if (!end) return [];
  let year = Number(end.slice(0, 4));
  let month = Number(end.slice(5, 7));
  const columns: { year: number; month: number }[] = [];
  for (let i = 0; i < 12; i += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (query.MonthFrom && key < query.MonthFrom) break;
    columns.unshift({ year, month });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return columns;
}

function describeFilter(query: SearchTermQuery): [string, string | number][] {
  return [
    ['Термин содержит', query.Term ?? ''],
    ['Запросов не меньше', query.MinQueryCount ?? ''],
    ['Месяцы с', query.MonthFrom ?? ''],
    ['Месяцы по', query.MonthTo ?? ''],
    ['ID больше', query.MinID ?? ''],
    ['Статус', query.Status === undefined || query.Status === null ? '' : STATUS_NAMES[query.Status]],
    ['Рост спроса не меньше, %', query.EnableSurgeFilter ? query.SurgePercent : ''],
  ];
}

/**
 * The filtered terms as an XLSX written while it is sent: pages of 2 000 terms are read and written one
 * after the other, so memory does not grow with the row count. At most `limit` rows; past it the file
 * is cut and its second sheet says so.
 */
export async function exportSearchTerms(
  terms: SearchTermService,
  query: SearchTermQuery,
  options: { limit: number; latestMonth: string | null; now: Date },
): Promise<SearchTermExport> {
  const totalCount = await terms.count(query);
  const exportedCount = Math.min(totalCount, options.limit);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const months = monthColumns(query, options.latestMonth);

  const sheet = workbook.addWorksheet('Ключевые слова', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'ID', key: 'id', width: 10 },
    { header: 'Термин', key: 'term', width: 40 },
    { header: 'Запросов за месяц', key: 'count', width: 14, style: { numFmt: '#,##0' } },
    { header: 'Рост спроса, %', key: 'surge', width: 12, style: { numFmt: '0.0' } },
    ...months.map(({ year, month }) => ({
      header: `${MONTHS[month - 1]} ${year}`,
      key: `m${year}-${month}`,
      width: 11,
      style: { numFmt: '#,##0' },
    })),
    { header: 'Фразы', key: 'phrases', width: 60 },
    { header: 'История', key: 'historyStatus', width: 12 },
    { header: 'Фразы: статус', key: 'phraseStatus', width: 12 },
    { header: 'Обновлено', key: 'updated', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const rowOf = (term: SearchTerm) => {
    const row: Record<string, unknown> = {
      id: term.ID,
      term: term.Term,
      count: term.QueryCount,
      surge: term.SurgePercent,
      phrases: term.Phrases.slice(0, 10)
        .map((phrase) => `${phrase.Term} (${phrase.Count})`)
        .join('; '),
      historyStatus: STATUS_NAMES[term.HistoryUpdateStatus],
      phraseStatus: STATUS_NAMES[term.PhraseUpdateStatus],
      updated: term.UpdateTime ? new Date(term.UpdateTime) : null,
    };
    for (const item of term.HistoryItems) row[`m${item.Year}-${item.Month}`] = item.Count;
    return row;
  };

  const write = async () => {
    for (let offset = 0; offset < exportedCount; offset += BATCH) {
      const page = await terms.page(query, offset, Math.min(BATCH, exportedCount - offset));
      for (const term of page) sheet.addRow(rowOf(term)).commit();
      if (page.length === 0) break;
      await readerCaughtUp(stream);
      // The caller went away: nothing more to read.
      if (stream.destroyed) return;
    }
    sheet.commit();
    const about = workbook.addWorksheet('О выгрузке');
    about.columns = [
      { header: 'Параметр', key: 'name', width: 32 },
      { header: 'Значение', key: 'value', width: 50 },
    ];
    const cut = totalCount > exportedCount;
    const lines: [string, string | number][] = [
      ['Выгружено', options.now.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'],
      ['Терминов по фильтру', totalCount],
      ['Строк в файле', exportedCount],
      ...(cut
        ? ([
            ['Внимание', `Выгрузка обрезана: в файле первые ${exportedCount} из ${totalCount} строк. Сузьте фильтр.`],
          ] as [string, string][])
        : []),
      ...describeFilter(query),
    ];
    for (const [name, value] of lines) about.addRow({ name, value }).commit();
    about.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));

  return {
    stream,
    fileName: `search-terms-${options.now.toISOString().slice(0, 10)}.xlsx`,
    totalCount,
    exportedCount,
    cut: totalCount > exportedCount,
  };
}
