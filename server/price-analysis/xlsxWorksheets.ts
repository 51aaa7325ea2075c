import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** A worksheet as ExcelJS's streaming reader gives it: rows read as the part inflates. */
export interface StreamedWorksheet {
  name: string;
  hidden: boolean;
  rows: AsyncIterable<ExcelJS.Row>;
}

type Part = Readable;

/** ExcelJS's streaming reader's parsers of single parts, which its types leave out. */
interface PartParsers {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; rId: string; state?: string }[] };
  _parseRels(part: Part): Promise<void>;
  _parseWorkbook(part: Part): Promise<void>;
  _parseSharedStrings(part: Part): AsyncGenerator<unknown>;
  _parseStyles(part: Part): Promise<void>;
  _parseWorksheet(part: Part, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/**
 * The workbook's sheets in tab order, each read row by row as it inflates, so that a sheet past a cap is
 * refused without inflating the rest.
 *
 * Why not ExcelJS's own `WorkbookReader`: it reads the zip front to back through unzipper's `Parse`,
 * which ends its entry stream as soon as the last bytes are read; when the first sheet waits on its
 * temporary file (a busy machine), the parts after it (shared strings, styles, the workbook) are
 * dropped and the reader fails on a sound file. Here the zip is opened by its central directory
 * (JSZip) and the parts are handed to ExcelJS's own parsers in the order they depend on each other.
 */
export async function* xlsxWorksheets(bytes: Buffer): AsyncGenerator<StreamedWorksheet> {
  const zip = await JSZip.loadAsync(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    // Dates are told from numbers by their cell style.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as PartParsers;
  // JSZip's stream is an old-style one; wrapped, it is async-iterable as the sheet parser needs.
  const part = (path: string) => {
    const file = zip.file(path);
    return file ? new Readable().wrap(file.nodeStream('nodebuffer')) : undefined;
  };

  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const workbook = part('xl/workbook.xml');
  if (!workbook) throw new Error('The workbook has no xl/workbook.xml');
  await reader._parseWorkbook(workbook);
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) continue;
    // A target is relative to xl/ or, written by some tools, absolute from the package's root.
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const content = part(path);
    if (!content) continue;
    const sheetNo = /sheet(\d+)\.xml$/.exec(path)?.[1] ?? sheet.rId;
    for (const { value } of reader._parseWorksheet(content, sheetNo)) {
      yield { name: sheet.name, hidden: sheet.state === 'hidden' || sheet.state === 'veryHidden', rows: value };
    }
  }
}
