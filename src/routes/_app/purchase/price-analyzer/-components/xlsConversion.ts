/**
 * An XLS as XLSX, by SheetJS (the module given, so the worker and the tests share it): numbers stay
 * numbers; a formula keeps its last result.
 */
export function convertXlsToXlsx(XLSX: typeof import('xlsx'), bytes: Uint8Array): Uint8Array {
  const workbook = XLSX.read(bytes, { type: 'array', cellDates: false, cellFormula: false, cellHTML: false });
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
