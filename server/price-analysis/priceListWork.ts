import type { AnalyzePriceParameters, PriceListPreview } from '../../contracts/priceAnalysis.js';
import { analysisWorkbook, analyze, previewOf } from './analyzePriceList.js';
import { readPriceList } from './readPriceList.js';

/** What a price-list thread is asked: the file as sent (base64) and, for an analysis, its parameters. */
export type PriceListWork =
  | { kind: 'preview'; content: string; fileName: string }
  | { kind: 'analyze'; content: string; fileName: string; model: AnalyzePriceParameters };

export type PriceListWorkResult =
  { kind: 'preview'; preview: PriceListPreview } | { kind: 'analyze'; workbook: Uint8Array; rowCount: number };

/** Reads the price list and previews or prices it: the whole work of a request, done on its thread. */
export async function doPriceListWork(work: PriceListWork): Promise<PriceListWorkResult> {
  const list = await readPriceList(Buffer.from(work.content, 'base64'), work.fileName);
  if (work.kind === 'preview') return { kind: 'preview', preview: previewOf(list, work.fileName) };
  const analysis = analyze(list, work.model);
  const workbook = await analysisWorkbook(analysis, work.model, work.fileName);
  // A fresh buffer of its own, handed over to the server's thread without a copy.
  return { kind: 'analyze', workbook: new Uint8Array(workbook), rowCount: analysis.rows.length };
}
