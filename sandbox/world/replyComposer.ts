import { Random } from '../random.js';

/**
 * What the sandbox's chat-completions stand-in answers: Russian replies to a review, composed from
 * the review the user message carries, or a short text for any other chat. Deterministic: the
 * same messages give the same answer.
 *
 * The user message of a reply request (src/reviews/replyDrafting.ts writes it) holds one
 * `Label: value` line each, the review text last (it may run over several lines):
 *
 *   Стили: Formal, Friendly, Brief
 *   Тон: Grateful
 *   Товар: Кружка керамическая 350 мл
 *   Оценка: 5 из 5
 *   Группа товара: Посуда
 *   Особенности группы: безопасная керамика; аккуратная упаковка
 *   Прежние ответы продавца: …
 *   Отзыв: Кружка удобно лежит в руке…
 *
 * Only «Товар», «Оценка» and «Отзыв» are required; without «Стили» all three styles are answered.
 */

export const REPLY_STYLES = ['Formal', 'Friendly', 'Brief'] as const;
export type ReplyStyle = (typeof REPLY_STYLES)[number];
export type ReplySentiment = 'Grateful' | 'Neutral' | 'Apologetic';

export interface ReviewPrompt {
  product: string;
  rating: number;
  /** '' for a review with stars only. */
  review: string;
  styles: ReplyStyle[];
}

export interface ComposedReply {
  style: ReplyStyle;
  sentiment: ReplySentiment;
  text: string;
}

/** What a review without text reads as in the prompt. */
const NO_TEXT = /^\(?без текста\)?$/i;

const line = (text: string, label: string) =>
  new RegExp(`^\\s*${label}\\s*:[ \\t]*(.*)$`, 'im').exec(text)?.[1]?.trim() ?? null;

/** The review a reply request carries, or null when the text is not one. */
export function readReviewPrompt(text: string): ReviewPrompt | null {
  const product = line(text, 'Товар');
  const stars = line(text, 'Оценка');
  const reviewAt = /^\s*Отзыв\s*:/im.exec(text);
  if (!product || !stars || !reviewAt) return null;
  const rating = Number(/^[1-5]/.exec(stars)?.[0]);
  if (!rating) return null;
  const review = text
    .slice(reviewAt.index + reviewAt[0].length)
    .trim()
    .replace(/\s+/g, ' ');
  const asked = (line(text, 'Стили') ?? '')
    .split(/[\s,;]+/)
    .filter((style): style is ReplyStyle => (REPLY_STYLES as readonly string[]).includes(style));
  return {
    product,
    rating,
    review: NO_TEXT.test(review) ? '' : review,
    styles: asked.length ? [...new Set(asked)] : [...REPLY_STYLES],
  };
}

export const sentimentOf = (rating: number): ReplySentiment =>
  rating >= 4 ? 'Grateful' : rating === 3 ? 'Neutral' : 'Apologetic';

/** A sentence of the review, cut to a few words at a word boundary: what the reply picks up. */
function quoteOf(review: string, random: Random): string | null {
  const sentences = review
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.replace(/[.!?…]+$/, '').trim())
    .filter((sentence) => /[а-яёa-z]{3}/i.test(sentence));
  if (!sentences.length) return null;
  const words = random.pick(sentences).split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : words.join(' ');
}

const OPENINGS: Record<ReplySentiment, Record<ReplyStyle, string[]>> = {
  Grateful: {
    Formal: ['Благодарим вас за высокую оценку товара «{product}».', 'Спасибо за отзыв о товаре «{product}».'],
    Friendly: ['Спасибо за тёплый отзыв о товаре «{product}»!', 'Как здорово, что товар «{product}» вам понравился!'],
    Brief: ['Спасибо за оценку товара «{product}»!'],
  },
  Neutral: {
    Formal: ['Благодарим вас за отзыв о товаре «{product}».', 'Спасибо, что поделились мнением о товаре «{product}».'],
    Friendly: [
      'Спасибо, что честно рассказали о товаре «{product}»!',
      'Спасибо за подробный отзыв о товаре «{product}»!',
    ],
    Brief: ['Спасибо за отзыв о товаре «{product}».'],
  },
  Apologetic: {
    Formal: [
      'Приносим извинения: товар «{product}» не оправдал ваших ожиданий.',
      'Нам очень жаль, что товар «{product}» вас огорчил.',
    ],
    Friendly: [
      'Нам правда жаль, что с товаром «{product}» так вышло.',
      'Очень жаль, что товар «{product}» вас расстроил.',
    ],
    Brief: ['Извините, что товар «{product}» вас подвёл.'],
  },
};

const PICK_UP: Record<ReplySentiment, string[]> = {
  Grateful: ['Особенно приятно читать: «{quote}».', 'Рады, что вы отметили: «{quote}».'],
  Neutral: ['Мы учли ваше замечание: «{quote}».', 'Ваши слова «{quote}» передали команде.'],
  Apologetic: ['Вы пишете: «{quote}» — это не то, чего мы хотим.', 'Нам важно то, что вы описали: «{quote}».'],
};

const CLOSINGS: Record<ReplySentiment, Record<ReplyStyle, string[]>> = {
  Grateful: {
    Formal: ['Будем рады видеть вас снова.', 'Ваш отзыв помогает другим покупателям сделать выбор.'],
    Friendly: ['Приходите к нам ещё!', 'Пусть покупка радует вас как можно дольше!'],
    Brief: ['Хороших покупок!'],
  },
  Neutral: {
    Formal: [
      'Мы учитываем такие отзывы, чтобы делать товар лучше.',
      'Если остались вопросы, напишите нам в чат на Ozon.',
    ],
    Friendly: ['Будем стараться, чтобы в следующий раз было на пять звёзд!', 'Спасибо, что помогаете нам стать лучше!'],
    Brief: ['Учтём.'],
  },
  Apologetic: {
    Formal: [
      'Если товар не подошёл, вы можете оформить возврат по правилам Ozon.',
      'Напишите нам, пожалуйста, в чат на Ozon — мы постараемся помочь.',
    ],
    Friendly: ['Напишите нам в чат на Ozon — попробуем помочь!', 'Мы уже передали ваш отзыв на склад и поставщику.'],
    Brief: ['Возврат можно оформить через Ozon.'],
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');

/** One reply per asked style, with the sentiment the stars call for. */
export function composeReplies(prompt: ReviewPrompt, seed: number): ComposedReply[] {
  const sentiment = sentimentOf(prompt.rating);
  return prompt.styles.map((style) => {
    const random = new Random(seed, 'reply', style);
    const quote = quoteOf(prompt.review, random);
    const parts = [fill(random.pick(OPENINGS[sentiment][style]), { product: prompt.product })];
    if (quote && style !== 'Brief') parts.push(fill(random.pick(PICK_UP[sentiment]), { quote }));
    parts.push(random.pick(CLOSINGS[sentiment][style]));
    return { style, sentiment, text: parts.join(' ') };
  });
}

const PLAIN = [
  'Здравствуйте! Это тестовый ответ песочницы.',
  'Добрый день! Песочница получила ваше сообщение.',
  'Привет! Отвечает учебный чат песочницы.',
];

/** The answer to any other chat: a short Russian text that names the first words of the question. */
export function composePlainText(question: string, seed: number): string {
  const random = new Random(seed, 'plain');
  const words = question.trim().split(/\s+/).filter(Boolean).slice(0, 6).join(' ');
  return words ? `${random.pick(PLAIN)} Вы написали: «${words}».` : random.pick(PLAIN);
}
