import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type SandboxApp } from './app.js';
import { TEST_CABINET, TEST_NOW } from './contract/harness.js';
import { readReviewPrompt } from './world/replyComposer.js';

const PROMPT = [
  'Стили: Formal, Friendly, Brief',
  'Тон: Apologetic',
  'Товар: Сковорода чугунная 26 см',
  'Оценка: 2 из 5',
  'Группа товара: Посуда',
  'Особенности группы: толстое дно',
  'Отзыв: Дно выгнулось после первого нагрева, сковорода крутится на плите.',
  'Ручка шатается.',
].join('\n');

const repliesRequest = (prompt = PROMPT) => ({
  model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
  temperature: 0.7,
  response_format: { type: 'json_object' },
  messages: [
    { role: 'system', content: 'Ответь JSON-объектом {"replies":[...]}.' },
    { role: 'user', content: prompt },
  ],
});

describe('the sandbox chat-completions endpoint', () => {
  let app: SandboxApp;
  const post = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer any-key' }) =>
    app.inject({ method: 'POST', url: '/v1/chat/completions', headers, payload: body as object });

  beforeAll(async () => {
    app = await buildSandbox({
      cabinets: [TEST_CABINET],
      seed: 20261,
      scale: 0.2,
      now: TEST_NOW,
      rateLimitPerSecond: 10_000,
      faults: { errorRate: 0, latencyMs: 0, dropRate: 0 },
    });
  });
  afterAll(() => app.close());

  it('answers in the OpenAI shape, the model echoed, without Ozon headers', async () => {
    const response = await post(repliesRequest());
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json();
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
    });
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.created).toEqual(expect.any(Number));
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('composes one Russian reply per style, apologetic for 2 stars, grounded on the review', async () => {
    const content = (await post(repliesRequest())).json().choices[0].message.content;
    const { replies } = JSON.parse(content) as { replies: { style: string; sentiment: string; text: string }[] };
    expect(replies.map((reply) => reply.style)).toEqual(['Formal', 'Friendly', 'Brief']);
    expect(replies.every((reply) => reply.sentiment === 'Apologetic')).toBe(true);
    for (const reply of replies) {
      expect(reply.text).toContain('Сковорода чугунная 26 см');
      expect(reply.text).toMatch(/[а-яё]/i);
      expect(reply.text.length).toBeLessThanOrEqual(500);
    }
    // The longer styles pick up the buyer's words.
    expect(replies[0].text).toMatch(/Дно выгнулось|Ручка шатается/);
  });

  it('gives the same content for the same request, and another for another review', async () => {
    const first = (await post(repliesRequest())).json();
    const again = (await post(repliesRequest())).json();
    expect(again.choices).toEqual(first.choices);
    expect(again.id).toBe(first.id);
    const other = (await post(repliesRequest(PROMPT.replace('Оценка: 2', 'Оценка: 5')))).json();
    expect(other.choices[0].message.content).not.toBe(first.choices[0].message.content);
    expect(JSON.parse(other.choices[0].message.content).replies[0].sentiment).toBe('Grateful');
  });

  it('answers only the asked styles, and a plain chat with a short Russian text', async () => {
    const brief = (await post(repliesRequest(PROMPT.replace('Formal, Friendly, Brief', 'Brief')))).json();
    expect(JSON.parse(brief.choices[0].message.content).replies.map((reply: { style: string }) => reply.style)).toEqual(
      ['Brief'],
    );
    const plain = (await post({ model: 'm', messages: [{ role: 'user', content: 'Как дела у песочницы?' }] })).json();
    expect(plain.choices[0].message.content).toMatch(/^[А-ЯЁ][^{}]*Как дела у песочницы\?/);
    const plainAgain = (
      await post({ model: 'm', messages: [{ role: 'user', content: 'Как дела у песочницы?' }] })
    ).json();
    expect(plainAgain.choices[0].message.content).toBe(plain.choices[0].message.content);
  });

  it('answers a CORS preflight from another origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/chat/completions',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
  });

  it('answers 401 without a key, 400 without messages, in OpenAI error bodies', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const response = await post(repliesRequest(), headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.json().error).toMatchObject({ type: 'invalid_request_error', message: expect.any(String) });
    }
    const missing = await post({ model: 'm' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('messages');
    const broken = await app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/JSON/);
  });

  it('still demands Ozon headers of Ozon methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/v2/review/count', payload: {} });
    expect(response.statusCode).toBe(403);
  });
});

describe('reading the review from the prompt', () => {
  it('takes the labelled lines, the review text to the end, and every style when none are named', () => {
    expect(readReviewPrompt('Товар: Кружка\nОценка: 4 из 5\nОтзыв: Хорошая.\nОчень.')).toEqual({
      product: 'Кружка',
      rating: 4,
      review: 'Хорошая. Очень.',
      styles: ['Formal', 'Friendly', 'Brief'],
    });
    expect(readReviewPrompt('Товар: Кружка\nОценка: 5\nОтзыв: (без текста)')?.review).toBe('');
    expect(readReviewPrompt('Напиши ответ на отзыв')).toBeNull();
  });
});
