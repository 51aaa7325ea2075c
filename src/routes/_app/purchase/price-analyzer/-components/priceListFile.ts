import { PRICE_LIST_MAX_BYTES } from '../../../../../../contracts/priceAnalysis.js';

/** A price list as it goes to the server: its bytes in base64 and its name. */
export interface PriceListFile {
  content: string;
  fileName: string;
  bytes: number;
  /** An XLS the browser turned into XLSX (the server reads no XLS: docs/price-analysis.md). */
  convertedFromXls: boolean;
}

/** Why a picked file does not go to the server: not a price list, too large, or an XLS the browser cannot read either. */
export class PriceListFileError extends Error {
  constructor(readonly reason: 'notPriceList' | 'tooLarge' | 'xlsUnreadable') {
    super(reason);
  }
}

/** An Excel 97–2003 workbook: named .xls, or an OLE compound document whatever its name. */
export function isOldExcel(fileName: string, bytes: Uint8Array): boolean {
  const ole = bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return ole || /\.xls$/i.test(fileName);
}

/** The names a price list goes by: the file dialog offers these, and a dropped file must have one. */
export const PRICE_LIST_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/**
 * A workbook or a table: named .xlsx, .xls or .csv, or (whatever its name) a zip (XLSX) or an OLE
 * document (XLS). A .txt or a picture is not a price list, although the server could read text as CSV.
 */
export function isPriceListFile(fileName: string, bytes: Uint8Array): boolean {
  const zip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const named = PRICE_LIST_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));
  return named || zip || isOldExcel(fileName, bytes);
}

/**
 * An XLS as XLSX. In the browser SheetJS runs in a worker of its own (xlsConverter.worker.ts), loaded
 * when a seller picks an XLS and never on a first screen; where there is no Worker (the unit tests in
 * Node) it runs here.
 */
export async function xlsToXlsx(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof Worker === 'undefined') {
    const [XLSX, { convertXlsToXlsx }] = await Promise.all([import('xlsx'), import('./xlsConversion.js')]);
    return convertXlsToXlsx(XLSX, bytes);
  }
  const worker = new Worker(new URL('./xlsConverter.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ xlsx?: Uint8Array; error?: string }>) =>
        event.data.xlsx ? resolve(event.data.xlsx) : reject(new Error(event.data.error ?? 'unreadable'));
      worker.onerror = (event) => reject(new Error(event.message || 'the XLS reader failed'));
      worker.postMessage(bytes);
    });
  } finally {
    worker.terminate();
  }
}

/** Bytes in base64, a slice at a time (a 10 MB file does not fit one call's arguments). */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** A picked or dropped file, ready to send: an XLS converted, at most 10 MB. */
export async function readPriceListFile(file: File): Promise<PriceListFile> {
  if (file.size > PRICE_LIST_MAX_BYTES * 2) throw new PriceListFileError('tooLarge');
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  if (!isPriceListFile(file.name, bytes)) throw new PriceListFileError('notPriceList');
  let fileName = file.name;
  const convertedFromXls = isOldExcel(file.name, bytes);
  if (convertedFromXls) {
    try {
      bytes = await xlsToXlsx(bytes);
    } catch {
      throw new PriceListFileError('xlsUnreadable');
    }
    fileName = `${file.name.replace(/\.xls$/i, '')}.xlsx`;
  }
  if (bytes.length > PRICE_LIST_MAX_BYTES) throw new PriceListFileError('tooLarge');
  return { content: toBase64(bytes), fileName, bytes: bytes.length, convertedFromXls };
}
