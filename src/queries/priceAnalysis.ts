import type { AnalyzePriceModel, PreviewPriceListModel, PriceListPreview } from '../../contracts/priceAnalysis.js';
import type { ApiClient, DownloadedFile } from '../api/client.js';

/** The price-list analyzer (docs/price-analysis.md): the sheets of a price list, then its analysis as an XLSX. */
export const previewPriceList = (api: ApiClient, request: PreviewPriceListModel) =>
  api.json<PriceListPreview>('reader', 'v1/PriceAnalyzer/PreviewPriceList', { json: request });

export interface PriceAnalysisResult {
  file: DownloadedFile;
  /** The rows priced (the server's X-Row-Count). */
  rowCount: number;
}

/** The analysis, named from content-disposition; a 400 is «A server side error occurred.» with the answer (SPEC.md section 8). */
export async function analyzePrice(api: ApiClient, model: AnalyzePriceModel): Promise<PriceAnalysisResult> {
  const file = await api.download(
    'reader',
    'v1/PriceAnalyzer/AnalyzePrice',
    { json: model },
    'price-analysis.xlsx',
    'priceAnalysis',
  );
  return { file, rowCount: Number(file.headers.get('x-row-count') ?? 0) };
}
