/**
 * Review text as terms for the highlights clusterization: lowercase, ё as е, words of letters only,
 * Russian stop words dropped, a light stemmer so that «запах», «запаха» and «запахом» are one term,
 * unigrams and the bigrams of neighbouring content words within a clause. Each term keeps the surface
 * form it was read in, so a highlight is reported as buyers wrote it («быстрая доставка», not «быстр доставк»).
 */

/**
 * Words that say nothing about what a review talks about: the usual Russian function words, and the
 * words nearly every review of every product uses (the product, the review, the purchase, thanks and
 * plain praise or dislike). Written as they are after normalising (ё as е).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `
  а без более бы был была были было быть в вам вас ведь весь во вот впрочем все всего всегда всех всю
  вся вы где да даже для до его ее ей ему если есть еще же за здесь и из или им ими их к как какая
  какой когда кто куда ли либо между меня мне мной много может можно мой моя мы на над надо наш него
  не нее нельзя нет ни ним них но ну о об однако он она они оно опять от по под после потом потому почти
  при про раз разве с сам сама сами само себе себя сейчас со совсем так также такая такие такое такой
  там твой те тебя тем теперь то тоже только том тот тут ты у уж уже хоть чем через что чтоб чтобы
  чуть эта эти этим этих это этого этой этом этот эту я
  вообще вполне вроде довольно еще немного несколько очень просто прямо слишком сразу свой своя свое
  свои свою своим своей который которая которое которые которых ничего нечего один одна одно одни
  пока тогда иногда никогда наконец конечно зачем почему будет будут буду
  товар товара товару товаром товаре товары товаров отзыв отзыва отзывы отзывов спасибо благодарю
  покупка покупки покупку покупкой покупке заказ заказа заказу заказом заказе заказала заказал
  заказывала заказывал купила купил купили пришел пришла пришло пришли получила получил получили
  рекомендую советую всем хороший хорошая хорошее хорошие хорошо отличный отличная отличное отличные
  отлично супер класс нормально нормальный норм понравился понравилась понравилось понравились
  доволен довольна довольны плохой плохая плохое плохие плохо ужасно ужасный
  `
    .split(/\s+/)
    .filter(Boolean),
);

// Endings of Russian nouns and adjectives (a few of verbs), longest first. Verb endings like -ат or
// -ит are left out: they are too often the end of a stem («аромат», «фитиль»).
const ENDINGS = [
  'иями',
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'иях',
  'ией',
  'ий',
  'ый',
  'ой',
  'ая',
  'яя',
  'ое',
  'ее',
  'ие',
  'ые',
  'ую',
  'юю',
  'ых',
  'их',
  'ым',
  'им',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ов',
  'ев',
  'ей',
  'ью',
  'ия',
  'ию',
  'а',
  'я',
  'о',
  'е',
  'ы',
  'и',
  'у',
  'ю',
  'ь',
  'й',
];

/**
 * A light suffix-stripping stemmer: removes the longest known ending that leaves a stem of at least
 * four letters (three for a one-letter ending). «запах» stays «запах» (not «зап»), «запахом» becomes
 * «запах»; «быстрая», «быстрой» and «быстро» are «быстр». Words of other alphabets are left as they are.
 */
export function stem(word: string): string {
  if (!/^[а-я]+$/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const rest = word.length - ending.length;
    if (rest >= (ending.length === 1 ? 3 : 4)) return word.slice(0, rest);
  }
  return word;
}

/** Lowercase with ё as е. */
export function normaliseText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

const CLAUSE_BREAK = /[.,!?;:()\n\r\u2026\u2013\u2014"«»]+|\s-\s/;
const NON_LETTERS = /[^\p{L}]+/u;
/** Ids of words and stems stay below this, so a pair of them makes one safe integer. */
const PAIR = 2 ** 24;

/**
 * Reads reviews into terms without building a string per term: words and stems are interned as
 * numbers, a term is a stem id or a pair of them, and the words it was read from a word id or a pair.
 * Many thousands of reviews read this way cost a fraction of what string keys would.
 */
export class ReviewLexicon {
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  /** The stem id of each word id; -1 for a stop word. */
  private readonly wordStems: number[] = [];
  private readonly stemIds = new Map<string, number>();
  private readonly stems: string[] = [];
  private readonly clause: number[] = [];

  /**
   * Calls back with every term of a review and the words it was read from: every content word, and
   * every pair of content words that follow each other within a clause (a stop word between them does
   * not break the pair, punctuation does).
   */
  read(text: string, visit: (term: number, surface: number) => void): void {
    const clause = this.clause;
    for (const part of normaliseText(text).split(CLAUSE_BREAK)) {
      clause.length = 0;
      for (const word of part.split(NON_LETTERS)) {
        if (word.length < 3) continue;
        const id = this.word(word);
        if (this.wordStems[id] >= 0) clause.push(id);
      }
      for (let i = 0; i < clause.length; i++) {
        const word = clause[i];
        const wordStem = this.wordStems[word];
        visit(wordStem, word);
        if (i + 1 < clause.length) {
          const next = clause[i + 1];
          const nextStem = this.wordStems[next];
          if (nextStem !== wordStem) visit((wordStem + 1) * PAIR + nextStem, (word + 1) * PAIR + next);
        }
      }
    }
  }

  /** A term as text: a stem, or two stems joined by a space. */
  term(term: number): string {
    return this.pair(term, this.stems);
  }

  /** The words a term was read from, as they were written (lowercase, ё as е). */
  surface(surface: number): string {
    return this.pair(surface, this.words);
  }

  private pair(key: number, names: string[]): string {
    return key < PAIR ? names[key] : `${names[Math.floor(key / PAIR) - 1]} ${names[key % PAIR]}`;
  }

  private word(word: string): number {
    let id = this.wordIds.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    if (id >= PAIR - 1) throw new RangeError('too many distinct words');
    this.wordIds.set(word, id);
    this.words.push(word);
    let wordStem = -1;
    if (!STOP_WORDS.has(word)) {
      const text = stem(word);
      wordStem = this.stemIds.get(text) ?? this.stems.length;
      if (wordStem === this.stems.length) {
        this.stemIds.set(text, wordStem);
        this.stems.push(text);
      }
    }
    this.wordStems.push(wordStem);
    return id;
  }
}

/** A term (a stem or two stems joined by a space) and the words it was read from. */
export interface TermOccurrence {
  term: string;
  surface: string;
}

/** The terms of a review as text (see ReviewLexicon.read). */
export function reviewTerms(text: string, lexicon = new ReviewLexicon()): TermOccurrence[] {
  const terms: TermOccurrence[] = [];
  lexicon.read(text, (term, surface) => terms.push({ term: lexicon.term(term), surface: lexicon.surface(surface) }));
  return terms;
}

/** Counts the written forms of each term, to report a term as it is most often written. */
export class SurfaceForms<Key> {
  private readonly forms = new Map<Key, Map<Key, number>>();

  add(term: Key, surface: Key): void {
    let counts = this.forms.get(term);
    if (!counts) this.forms.set(term, (counts = new Map()));
    counts.set(surface, (counts.get(surface) ?? 0) + 1);
  }

  /** The most frequent form of a term; of equally frequent ones, the first in alphabetical order. */
  readable(term: Key, text: (key: Key) => string): string | undefined {
    let best: string | undefined;
    let bestCount = 0;
    for (const [surface, count] of this.forms.get(term) ?? []) {
      const written = text(surface);
      if (count > bestCount || (count === bestCount && best !== undefined && written < best)) {
        best = written;
        bestCount = count;
      }
    }
    return best;
  }
}
