import { describe, expect, it } from 'vitest';
import { isNounPhrase } from './nounPhrase.js';

describe('a highlight a reply may name as the merit', () => {
  it.each(['залила', 'подвело', 'работает', 'светит', 'пахнет', 'сломался', 'держатся', 'включать'])(
    'is never a verb: «%s»',
    (word) => expect(isNounPhrase(word)).toBe(false),
  );

  it.each(['ярко', 'удобно', 'качественно', 'яркий', 'мягкие', 'светит ярко', 'залила подвело'])(
    'nor an adverb, an adjective alone, or a phrase with a verb: «%s»',
    (phrase) => expect(isNounPhrase(phrase)).toBe(false),
  );

  it.each([
    'качество',
    'батарея',
    'яркость',
    'Яркость',
    'подсветка',
    'запах',
    'материал',
    'свет',
    'режим',
    'объём',
    'покрытие',
    'безопасная керамика',
    'быстрая доставка',
    'качество сборки',
    'датчик движения',
  ])('is a noun or a noun phrase: «%s»', (phrase) => expect(isNounPhrase(phrase)).toBe(true));

  it('is words of Russian letters, three at most', () => {
    expect(isNounPhrase('')).toBe(false);
    expect(isNounPhrase('LED')).toBe(false);
    expect(isNounPhrase('яркость света лампы ночника')).toBe(false);
  });
});
