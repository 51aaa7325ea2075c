/** A file size as a seller reads it: «812 КБ», «9,6 МБ». */
export function fileSizeText(bytes: number, locale: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const ru = locale.startsWith('ru');
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} ${ru ? 'КБ' : 'KB'}`;
  return `${format(bytes / 1024 / 1024, 1)} ${ru ? 'МБ' : 'MB'}`;
}
