/**
 * Whether a highlight (a review term as buyers wrote it: «яркость», «быстрая доставка», but also
 * «залила» or «работает») names a thing, so a reply may call it the product's merit («главное —
 * яркость — не подвело»). A rule on Russian endings, good enough for review words: a reply that names
 * no merit still reads well, one that names a verb does not, so a doubtful word is refused.
 *
 * Why not a morphology library: the one for Russian on npm (Az.js) is unmaintained and loads megabytes
 * of dictionaries into the browser, for a handful of words a reply needs.
 */

/** Endings only nouns have («яркость», «качество», «подсветка», «ночник», «батарея», «покрытие»). */
const NOUN_ENDINGS =
  /(?:сть|ство|ение|ание|тие|лие|ция|сия|зия|ия|ея|ка|ки|ок|ник|чик|щик|тель|ура|ина|ота|ица|изм|ец|цо)$/;

/** Nouns frequent in reviews that end like a verb or an adverb below. */
const NOUNS_LIKE_VERBS = new Set([
  'свет',
  'цвет',
  'аромат',
  'формат',
  'результат',
  'материал',
  'сигнал',
  'магнит',
  'пакет',
  'предмет',
  'букет',
  'уют',
  'стекло',
  'масло',
  'зеркало',
  'одеяло',
  'мыло',
  'кресло',
  'тепло',
  'окно',
  'волокно',
]);

/**
 * Verbs: the past («залил», «залила», «подвело», «светили», «сломался»), the infinitive («светить»,
 * «включаться»), the present («работает», «светит», «пахнет», «горят», «работают», «держатся»).
 */
const VERB_ENDINGS = /(?:л|ла|ло|ли|лся|лась|лось|лись|ть|ться|[аеяуюо]ет|нет|ит|ют|ят|ут|ат|ся|сь|ешь|ишь)$/;

/**
 * Adjectives without their noun («яркая», «удобный», «мягкие», «тёплого»): no merit by themselves.
 * Not -им: «режим» and «ярким» end alike, and an adjective in that case is rarely a review's term.
 */
const ADJECTIVE_ENDINGS = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|ых|их|ыми|ими)$/;

/** Adverbs («ярко», «удобно», «быстро», «качественно», «хорошо»): words in -о that no noun ending claims. */
const ADVERB_ENDING = /о$/;

const normalised = (word: string) => word.toLowerCase().replaceAll('ё', 'е');

/** A word that is surely not a noun: a verb, an adverb, or (unless `adjectiveAllowed`) an adjective. */
function refused(word: string, adjectiveAllowed: boolean): boolean {
  if (NOUNS_LIKE_VERBS.has(word) || NOUN_ENDINGS.test(word)) return false;
  if (VERB_ENDINGS.test(word) || ADVERB_ENDING.test(word)) return true;
  return !adjectiveAllowed && ADJECTIVE_ENDINGS.test(word);
}

/**
 * A noun or a noun phrase: one to three Russian words, the last a noun, those before it nouns or
 * adjectives («безопасная керамика», «качество сборки»), none a verb or an adverb.
 */
export function isNounPhrase(phrase: string): boolean {
  const words = normalised(phrase).trim().split(/\s+/);
  if (words.length === 0 || words.length > 3 || !words.every((word) => /^[а-я-]{3,}$/.test(word))) return false;
  return words.every((word, index) => !refused(word, index < words.length - 1));
}
