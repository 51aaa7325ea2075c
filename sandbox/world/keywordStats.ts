import { Random } from '../random.js';

/** A keyword statistics answer, as a Wordstat-like source gives it for one term. */
export interface KeywordStatsAnswer {
  phrases: { Term: string; Count: number; IsAssociation: boolean }[];
  history: { Year: number; Month: number; Count: number; RelativeCount: number }[];
}

// Words that fit any term whatever its gender and number («кружка», «термос», «полотенца»).
const MODIFIERS = [
  'купить',
  'недорого',
  'набор',
  'в подарок',
  'с доставкой',
  'оптом',
  'со скидкой',
  'ozon',
  'отзывы',
  'для дома',
  'для дачи',
  'премиум',
];
const ASSOCIATIONS = ['подарок на новый год', 'товары для дома', 'посуда', 'интерьер', 'уют', 'хранение'];
const MONTHS_OF_HISTORY = 24;
// Queries a month in the whole search engine, for the relative count (per million).
const ALL_QUERIES = 4_000_000_000;

/**
 * The sandbox's keyword statistics: the same term gives the same numbers on every machine. Two years
 * of months up to the month before `now`, with a season and, for about one term in five, demand that
 * took off in the last three months; phrases that lengthen a short term (a longer one, or one already
 * lengthened, has none, so the terms the phrases bring in stay finite) and a few associations.
 */
export function keywordStats(term: string, now: Date): KeywordStatsAnswer {
  const random = new Random('keywords', term);
  const words = term.split(' ').length;
  const base = Math.round(200 + (random.next() ** 3 * 60_000) / words);
  const surging = random.next() < 0.2;
  const history: KeywordStatsAnswer['history'] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth(); // 0-based this month = 1-based last month
  if (month === 0) [year, month] = [year - 1, 12];
  for (let i = 0; i < MONTHS_OF_HISTORY; i += 1) {
    const season = 1 + 0.25 * Math.sin(((month + random.next()) / 12) * 2 * Math.PI);
    const surge = surging && i < 3 ? 1.8 + random.next() : 1;
    const count = Math.round(base * season * surge * (0.9 + random.next() * 0.2));
    history.unshift({
      Year: year,
      Month: month,
      Count: count,
      RelativeCount: Number(((count / ALL_QUERIES) * 1e6).toFixed(6)),
    });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  const latest = history[history.length - 1].Count;
  const phrases: KeywordStatsAnswer['phrases'] = [{ Term: term, Count: latest, IsAssociation: false }];
  if (words <= 2 && !MODIFIERS.some((modifier) => term.includes(modifier))) {
    const picked = MODIFIERS.filter(() => random.next() < 0.4).slice(0, 6);
    for (const modifier of picked) {
      const text = modifier === 'купить' || modifier === 'набор' ? `${modifier} ${term}` : `${term} ${modifier}`;
      phrases.push({ Term: text, Count: Math.round(latest * (0.05 + random.next() * 0.3)), IsAssociation: false });
    }
  }
  for (const association of ASSOCIATIONS.filter(() => random.next() < 0.3).slice(0, 3)) {
    phrases.push({ Term: association, Count: Math.round(latest * random.next()), IsAssociation: true });
  }
  phrases.sort((a, b) => Number(a.IsAssociation) - Number(b.IsAssociation) || b.Count - a.Count);
  return { phrases, history };
}
