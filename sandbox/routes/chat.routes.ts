import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashSeed } from '../random.js';
import { composePlainText, composeReplies, readReviewPrompt } from '../world/replyComposer.js';

/**
 * An OpenAI-compatible chat-completions stand-in (Together's API in production), so that drafting
 * replies to reviews can be tried and tested without a paid key. Not an Ozon method: it takes
 * `Authorization: Bearer <any non-empty key>` instead of Client-Id/Api-Key, answers browsers of
 * any origin (CORS), and speaks OpenAI's error body `{ error: { message, type } }`.
 */
export const CHAT_PATH = '/v1/chat/completions';

/** Whether a request URL is the chat endpoint's (the Ozon auth hook leaves it alone). */
export const isChatUrl = (url: string) => url.split('?')[0] === CHAT_PATH;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

/** OpenAI's error body, with the CORS header a browser needs to read it. */
export function chatError(reply: FastifyReply, status: number, message: string, type = 'invalid_request_error') {
  return reply
    .code(status)
    .headers(CORS)
    .send({ error: { message, type, param: null, code: status === 401 ? 'invalid_api_key' : null } });
}

interface ChatMessage {
  role: string;
  content: unknown;
}

interface ChatBody {
  model?: unknown;
  messages?: unknown;
  response_format?: { type?: unknown };
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('\n')
      : '';

const isMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' && value !== null && typeof (value as ChatMessage).role === 'string';

export default function chatRoutes(app: FastifyInstance) {
  app.options(CHAT_PATH, async (_request, reply) => reply.code(204).headers(CORS).send());

  app.post(CHAT_PATH, async (request, reply) => {
    const authorization = String(request.headers.authorization ?? '');
    const key = /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1]?.trim();
    if (!key) {
      return chatError(
        reply,
        401,
        'Invalid API key provided: the Authorization header must be "Bearer <your API key>".',
      );
    }
    const body = (request.body ?? {}) as ChatBody;
    if (!Array.isArray(body.messages) || !body.messages.length || !body.messages.every(isMessage)) {
      return chatError(reply, 400, '`messages` must be a non-empty array of { role, content } objects.');
    }
    const messages = body.messages as ChatMessage[];
    const model = typeof body.model === 'string' && body.model ? body.model : 'sandbox-chat';
    const texts = messages.map((message) => textOf(message.content));
    const seed = hashSeed('chat', JSON.stringify(messages.map((message, i) => [message.role, texts[i]])));

    const question = texts[messages.map((message) => message.role).lastIndexOf('user')] ?? texts.at(-1) ?? '';
    const wantsJson = body.response_format?.type === 'json_object' || texts.some((text) => /replies/i.test(text));
    const review = wantsJson ? readReviewPrompt(question) : null;
    const content = review
      ? JSON.stringify({ replies: composeReplies(review, seed) })
      : wantsJson
        ? JSON.stringify({
            replies: [],
            note: 'Песочница не нашла в сообщении отзыв (строки «Товар», «Оценка», «Отзыв»).',
          })
        : composePlainText(question, seed);

    const promptTokens = Math.ceil(texts.join('\n').length / 4);
    const completionTokens = Math.ceil(content.length / 4);
    return reply.headers({ 'access-control-allow-origin': '*' }).send({
      id: `chatcmpl-sandbox-${seed.toString(16).padStart(8, '0')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  });
}
