/**
 * Cyrillic to Latin the way Ozon's `translit: true` answers it ("Москва, МО и Дальние регионы" →
 * "Moskva, MO i Dal`nie regiony`": GOST 7.79 system B, with ` for the soft and hard signs).
 */
const TABLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'cz',
  ч: 'ch',
  ш: 'sh',
  щ: 'shh',
  ъ: '``',
  ы: 'y`',
  ь: '`',
  э: 'e`',
  ю: 'yu',
  я: 'ya',
};

export function translit(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = TABLE[lower];
    if (latin === undefined) out += char;
    else if (lower === char) out += latin;
    else out += latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return out;
}
