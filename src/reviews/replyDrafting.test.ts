import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxApp } from '../../sandbox/app.js';
import { responseSuggestion } from '../../contracts/reviews.js';
import { DEFAULT_CHAT_MODEL } from '../storage/settings.js';
import {
  draftReplies,
  parseReplies,
  REPLY_SYSTEM_PROMPT,
  ReplyDraftingError,
  replyRequestBody,
  replyUserMessage,
  suggestReplies,
  type ChatSettings,
  type ReplyInput,
} from './replyDrafting.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

const REVIEW: ReplyInput = {
  reviewText: 'Покрытие начало отслаиваться через месяц аккуратного использования. Ручка шатается.',
  rating: 2,
  productName: 'Сковорода антипригарная 28 см',
  productGroup: { name: 'Посуда', highlights: ['надёжное покрытие', 'толстое дно'] },
  sellerComments: ['Здравствуйте! Уточните, пожалуйста, номер заказа в чате.'],
};

/** A fetch that answers every call with this chat completion (or body), recording the requests. */
function answering(content: string | null, status = 200, body?: unknown) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    const payload = body ?? { choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const FAKE: ChatSettings = { apiKey: 'k', baseUrl: 'https://chat.test/v1', model: 'm' };

describe('the reply prompt', () => {
  it('carries the rules in Russian and the review in the lines the sandbox reads', () => {
    expect(REPLY_SYSTEM_PROMPT).toMatch(/по-русски/);
    expect(REPLY_SYSTEM_PROMPT).toMatch(/ссыл/);
    expect(REPLY_SYSTEM_PROMPT).toMatch(/телефон/);
    expect(REPLY_SYSTEM_PROMPT).toMatch(/правил Ozon/);
    expect(REPLY_SYSTEM_PROMPT).toContain('500');
    expect(REPLY_SYSTEM_PROMPT).toContain('{"replies":[{"style":"Formal|Friendly|Brief"');
    expect(replyUserMessage(REVIEW)).toBe(
      [
        'Стили: Formal, Friendly, Brief',
        'Тон: Apologetic',
        'Товар: Сковорода антипригарная 28 см',
        'Оценка: 2 из 5',
        'Группа товара: Посуда',
        'Особенности группы: надёжное покрытие; толстое дно',
        'Прежние ответы продавца: Здравствуйте! Уточните, пожалуйста, номер заказа в чате.',
        'Отзыв: Покрытие начало отслаиваться через месяц аккуратного использования. Ручка шатается.',
      ].join('\n'),
    );
    expect(replyUserMessage({ reviewText: ' ', rating: 5, productName: 'Кружка', productGroup: null }, ['Brief'])).toBe(
      'Стили: Brief\nТон: Grateful\nТовар: Кружка\nОценка: 5 из 5\nГруппа товара: не указана\nОтзыв: (без текста)',
    );
    expect(replyRequestBody(REVIEW, 'model-x')).toMatchObject({
      model: 'model-x',
      response_format: { type: 'json_object' },
      temperature: expect.any(Number),
      messages: [{ role: 'system' }, { role: 'user' }],
    });
  });
});

describe('parsing the answer', () => {
  const reply = (style: string, text = `Ответ ${style}`, sentiment = 'Grateful') => ({ style, sentiment, text });

  it('reads bare JSON, fenced JSON and a bare array, keeping valid replies in the styles order', () => {
    const json = JSON.stringify({ replies: [reply('Brief'), reply('Formal'), reply('Friendly')] });
    const expected = ['Formal', 'Friendly', 'Brief'];
    expect(parseReplies(json).map((item) => item.Style)).toEqual(expected);
    expect(parseReplies('Вот ответы:\n```json\n' + json + '\n```\n').map((item) => item.Style)).toEqual(expected);
    expect(parseReplies(JSON.stringify([reply('formal')]))).toEqual([
      { Style: 'Formal', Sentiment: 'Grateful', Text: 'Ответ formal' },
    ]);
  });

  it('drops replies of unknown styles or sentiments, blank texts, duplicates and unasked styles', () => {
    const content = JSON.stringify({
      replies: [
        reply('Poetic'),
        reply('Formal', 'ok', 'Angry'),
        reply('Formal', '   '),
        { style: 'Formal', sentiment: 'Neutral' },
        reply('Friendly', 'Первый'),
        reply('Friendly', 'Второй'),
        reply('Brief'),
      ],
    });
    expect(parseReplies(content)).toEqual([
      { Style: 'Friendly', Sentiment: 'Grateful', Text: 'Первый' },
      { Style: 'Brief', Sentiment: 'Grateful', Text: 'Ответ Brief' },
    ]);
    expect(parseReplies(content, ['Brief']).map((item) => item.Style)).toEqual(['Brief']);
    expect(parseReplies('Не могу ответить')).toEqual([]);
    expect(parseReplies('{"replies": "нет"}')).toEqual([]);
  });

  it('throws no usable replies for a non-JSON answer, with the fenced answer parsed', async () => {
    const plain = answering('Извините, я не могу помочь с этим.');
    const error = await draftReplies(REVIEW, FAKE, { fetch: plain.fetch }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReplyDraftingError);
    expect(error).toMatchObject({ reason: 'noReplies', message: expect.stringContaining('no usable replies') });

    const fenced = answering(
      '```json\n{"replies":[{"style":"Brief","sentiment":"Apologetic","text":"Извините!"}]}\n```',
    );
    expect(await draftReplies(REVIEW, FAKE, { fetch: fenced.fetch })).toEqual([
      { Style: 'Brief', Sentiment: 'Apologetic', Text: 'Извините!' },
    ]);
    const [request] = fenced.seen;
    expect(request.url).toBe('https://chat.test/v1/chat/completions');
    expect(request.headers.get('authorization')).toBe('Bearer k');
  });

  it("names the status and the endpoint's message of an error body", async () => {
    const failing = answering(null, 429, { error: { message: 'Rate limit reached', type: 'rate_limit' } });
    await expect(draftReplies(REVIEW, FAKE, { fetch: failing.fetch })).rejects.toMatchObject({
      name: 'ReplyDraftingError',
      reason: 'http',
      status: 429,
      detail: 'Rate limit reached',
      message: expect.stringMatching(/429.*Rate limit reached/),
    });
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(draftReplies(REVIEW, FAKE, { fetch: unreachable })).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('drafting against the sandbox chat endpoint', () => {
  let sandbox: SandboxApp;
  let settings: ChatSettings;
  beforeAll(async () => {
    sandbox = await buildSandbox({
      cabinets: [DEFAULT_CABINET],
      seed: 20261,
      scale: 0.2,
      now: new Date('2026-11-01T00:00:00Z'),
      rateLimitPerSecond: 10_000,
      faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
    });
    const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    settings = { apiKey: 'tgp_v1_test', baseUrl: `${url}/v1`, model: DEFAULT_CHAT_MODEL };
  });
  afterAll(() => sandbox.close());

  it('gets one valid Russian reply per style, with the sentiment of the stars, grounded on the review', async () => {
    const replies = await draftReplies(REVIEW, settings);
    expect(replies.map((reply) => reply.Style)).toEqual(['Formal', 'Friendly', 'Brief']);
    for (const reply of replies) {
      expect(responseSuggestion.parse(reply)).toEqual(reply);
      expect(reply.Sentiment).toBe('Apologetic');
      expect(reply.Text).toMatch(/[а-яё]/i);
      expect(reply.Text).toContain(REVIEW.productName);
    }
    const reviewWords = REVIEW.reviewText.split(/[\s.,]+/).filter((word) => word.length > 4);
    expect(reviewWords.some((word) => replies[0].Text.includes(word))).toBe(true);

    expect(await draftReplies(REVIEW, settings)).toEqual(replies);
    const happy = await draftReplies({ ...REVIEW, rating: 5 }, settings, { styles: ['Friendly'] });
    expect(happy).toEqual([expect.objectContaining({ Style: 'Friendly', Sentiment: 'Grateful' })]);
  });

  it("rejects a missing key with the endpoint's 401 message", async () => {
    const error = await draftReplies(REVIEW, { ...settings, apiKey: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReplyDraftingError);
    const drafting = error as ReplyDraftingError;
    expect(drafting.reason).toBe('http');
    expect(drafting.status).toBe(401);
    expect(drafting.detail).toMatch(/Invalid API key/);
    expect(drafting.message).toContain(drafting.detail);
  });

  it('honours an abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(draftReplies(REVIEW, settings, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('suggests drafted replies with a key, template replies without one', async () => {
    const drafted = await suggestReplies(REVIEW, {
      togetherApiKey: 'key',
      chatBaseUrl: settings.baseUrl,
      chatModel: 'sandbox',
    });
    expect(drafted.source).toBe('ai');
    expect(drafted.replies).toHaveLength(3);
    const templated = await suggestReplies(REVIEW, { chatBaseUrl: settings.baseUrl }, { styles: ['Brief'] });
    expect(templated).toEqual({
      source: 'template',
      replies: [expect.objectContaining({ Style: 'Brief', Sentiment: 'Apologetic' })],
    });
  });
});
