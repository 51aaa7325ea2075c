// A supplier's XLS is read by SheetJS 0.18.5 (the last on npm; it has known advisories) in this worker
// alone: it holds nothing of the session (no access token, no DOM, no localStorage where the session
// lives) and is ended after one file. It answers the XLSX, or why the file could not be read.
import * as XLSX from 'xlsx';
import { convertXlsToXlsx } from './xlsConversion.js';

self.onmessage = (event: MessageEvent<Uint8Array>) => {
  try {
    const xlsx = convertXlsToXlsx(XLSX, event.data);
    self.postMessage({ xlsx }, { transfer: [xlsx.buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
