import {
  REPLY_MAX_LENGTH,
  responseStyles,
  type ResponseSentiment,
  type ResponseStyle,
  type ResponseSuggestion,
} from '../../contracts/reviews.js';
import { isNounPhrase } from './nounPhrase.js';

/** A product group replies are written for: its name and what matters most in it (highlight phrases). */
export interface ReplyProductGroup {
  name: string;
  /** Review terms such as «безопасная керамика», the first the most important; only noun phrases are named. */
  highlights: readonly string[];
}

/** The review a reply answers, and what the seller knows about it. */
export interface ReplyInput {
  /** The buyer's text (ProductReview.Comment); '' for stars only. */
  reviewText: string;
  /** 1..5 stars. */
  rating: number;
  /** The card's name; '' when not known. */
  productName: string;
  productGroup: ReplyProductGroup | null;
  /** The seller's earlier comments under the review, oldest first. */
  sellerComments?: readonly string[];
}

/** The sentiment a reply to so many stars takes: 4–5 Grateful, 3 Neutral, 1–2 Apologetic. */
export function sentimentForRating(rating: number): ResponseSentiment {
  if (rating >= 4) return 'Grateful';
  if (rating === 3) return 'Neutral';
  return 'Apologetic';
}

/** Longer product names are cut: a reply names the product, it does not repeat its card. */
const PRODUCT_NAME_MAX = 150;
const HIGHLIGHT_MAX = 200;

/** One line, at most `max` characters, cut at a word with «…». */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

interface Parts {
  /** « «Name»» with its leading space, or '' when the name is not known: «товара{product}». */
  product: string;
  group: string | null;
  highlight: string | null;
}

type Template = (parts: Parts) => string;

/** Sentences joined with single spaces, empty ones left out. */
const sentences = (...parts: (string | false | null)[]) => parts.filter(Boolean).join(' ');

const TEMPLATES: Record<ResponseSentiment, Record<ResponseStyle, Template>> = {
  Grateful: {
    Formal: ({ product, group, highlight }) =>
      sentences(
        `Здравствуйте! Благодарим вас за отзыв и высокую оценку товара${product}.`,
        group && highlight && `В товарах группы «${group}» мы особенно следим за главным: ${highlight}.`,
        'Будем рады видеть вас снова среди наших покупателей.',
      ),
    Friendly: ({ product, highlight }) =>
      sentences(
        `Спасибо за тёплые слова о товаре${product}!`,
        highlight && `Рады, что главное — ${highlight} — не подвело.`,
        'Пусть покупка радует вас как можно дольше!',
      ),
    Brief: ({ product }) => `Спасибо за высокую оценку товара${product}! Хороших покупок!`,
  },
  Neutral: {
    Formal: ({ product, group, highlight }) =>
      sentences(
        `Здравствуйте! Благодарим вас за отзыв о товаре${product}.`,
        'Нам важно знать, что можно улучшить, и ваше замечание передано команде.',
        group && highlight && `В товарах группы «${group}» мы особенно внимательны к главному: ${highlight}.`,
        'Если остались вопросы по товару, напишите нам в чат на Ozon.',
      ),
    Friendly: ({ product, highlight }) =>
      sentences(
        `Спасибо, что честно поделились впечатлениями о товаре${product}!`,
        highlight
          ? `Для нас главное — ${highlight}, и ваш отзыв поможет сделать товар ещё лучше.`
          : 'Ваш отзыв поможет сделать товар лучше.',
        'Надеемся, следующая покупка порадует вас на все пять звёзд!',
      ),
    Brief: ({ product }) => `Спасибо за отзыв о товаре${product}! Ваше замечание учтём.`,
  },
  Apologetic: {
    Formal: ({ product, group, highlight }) =>
      sentences(
        `Здравствуйте! Приносим извинения за то, что товар${product} не оправдал ваших ожиданий.`,
        group && highlight && `В товарах группы «${group}» для нас особенно важно главное: ${highlight}.`,
        'Ваш отзыв передан ответственным за качество.',
        'Если товар не подошёл, его можно вернуть по правилам Ozon, а с вопросами — написать нам в чат на Ozon.',
      ),
    Friendly: ({ product, highlight }) =>
      sentences(
        `Нам очень жаль, что с товаром${product} так вышло.`,
        highlight
          ? `Мы передали ваш отзыв команде — такого быть не должно, ведь для нас главное — ${highlight}.`
          : 'Мы передали ваш отзыв команде — такого быть не должно.',
        'Напишите нам в чат на Ozon — постараемся помочь.',
      ),
    Brief: ({ product }) =>
      `Извините, что товар${product} вас огорчил. Напишите нам в чат на Ozon — постараемся помочь.`,
  },
};

/**
 * Replies without an AI service: one per style, from templates chosen by the stars' band (1–2, 3,
 * 4–5) and the product group (its first highlight that names a thing, where it reads naturally), with the
 * product's name put in. Deterministic: the same input gives the same replies.
 */
export function templateReplies(input: ReplyInput): ResponseSuggestion[] {
  const sentiment = sentimentForRating(input.rating);
  const name = clip(input.productName, PRODUCT_NAME_MAX);
  const group = input.productGroup ? clip(input.productGroup.name, HIGHLIGHT_MAX) || null : null;
  // The merit a reply names must be a thing («яркость»), never a verb a review used («залила»): none is better.
  const merit = input.productGroup?.highlights.find((phrase) => isNounPhrase(phrase));
  const parts: Parts = {
    product: name ? ` «${name}»` : '',
    group,
    highlight: merit ? clip(merit, HIGHLIGHT_MAX) : null,
  };
  return responseStyles.map((style) => ({
    Text: clip(TEMPLATES[sentiment][style](parts), REPLY_MAX_LENGTH),
    Style: style,
    Sentiment: sentiment,
  }));
}
