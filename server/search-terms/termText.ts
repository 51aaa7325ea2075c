import { sql } from 'kysely';

/** A term as it is stored: lower case, single spaces, no spaces around. */
export function normalizeTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** normalizeTerm of a product type's name (alias t), in SQL, for the type's own search term. */
export const NORMALIZED_TYPE_NAME_SQL = sql`lower(regexp_replace(trim(t.name), '\\s+', ' ', 'g'))`;

// Russian inflections: «кружки», «кружек», «кружкой» all meet «кружка» at «кружк».
const ENDING =
  /(иями|ями|ами|ого|его|ому|ему|ыми|ими|ой|ей|ий|ый|ая|яя|ое|ее|ые|ие|ов|ев|ам|ям|ах|ях|ом|ем|а|я|о|е|ы|и|у|ю|ь)$/;

/** A word's stem for matching terms to product types: endings off, ё as е; short words as they are. */
export function stem(word: string): string {
  const plain = word.toLowerCase().replace(/ё/g, 'е');
  if (plain.length <= 3) return plain;
  const cut = plain.replace(ENDING, '');
  return cut.length >= 3 ? cut : plain;
}

/** The stems of a text's words, punctuation dropped. */
export const stems = (text: string) =>
  normalizeTerm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
