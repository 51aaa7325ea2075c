import type { FastifyInstance, FastifyReply } from 'fastify';
import { SandboxBot, TelegramAnswerError } from '../telegram/botWorld.js';

/**
 * Telegram's Bot API stand-in (https://core.telegram.org/bots/api): getMe, getUpdates and sendMessage at
 * `/bot<token>/<method>`, with Telegram's answers `{ ok, result }` and errors `{ ok: false, error_code,
 * description, parameters: { retry_after } }`, so the alerts send real HTTP in the demo and the tests.
 * Not an Ozon method: the token in the address is the key. Any token shaped like @BotFather's is a bot
 * (its number names it: @sandbox<number>_bot), except one whose secret starts with `revoked` (401).
 *
 * Beside it, what Telegram's apps do for a person: the t.me link that opens a chat with a bot and presses
 * Start (TELEGRAM_LINK_PATH), and the harness's knobs under /sandbox/telegram/bot<token>/ (start, messages,
 * faults).
 */
export const TELEGRAM_LINK_PATH = '/sandbox/telegram/t.me';
const HARNESS_PATH = '/sandbox/telegram/';

const TOKEN = /^(\d{5,15}):([A-Za-z0-9_-]{30,50})$/;

/** Whether a request URL is the Bot API's or its harness's (the Ozon auth hook leaves them alone). */
export const isTelegramUrl = (url: string) => url.startsWith('/bot') || url.startsWith(HARNESS_PATH);

/** Telegram's error body. */
export function telegramError(reply: FastifyReply, code: number, description: string, retryAfter?: number) {
  return reply.code(code).send({
    ok: false,
    error_code: code,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  });
}

/** The person the sandbox plays: pressing Start in a chat of their own with the bot. */
const PERSON = { chatId: 700_000_001, firstName: 'Продавец' };

export default function telegramRoutes(app: FastifyInstance) {
  const bots = new Map<string, SandboxBot>();
  const botOf = (token: string): SandboxBot => {
    const shape = TOKEN.exec(token);
    if (!shape) throw new TelegramAnswerError(404, 'Not Found');
    if (shape[2]!.startsWith('revoked')) throw new TelegramAnswerError(401, 'Unauthorized');
    let bot = bots.get(token);
    if (!bot) {
      bot = new SandboxBot(Number(shape[1]));
      bots.set(token, bot);
    }
    return bot;
  };
  const answering = async (reply: FastifyReply, answer: () => unknown) => {
    try {
      return reply.send({ ok: true, result: answer() });
    } catch (error) {
      if (error instanceof TelegramAnswerError)
        return telegramError(reply, error.code, error.description, error.retryAfter);
      throw error;
    }
  };

  // Telegram takes a method's parameters as JSON, a form or the query string; the app sends JSON.
  app.route({
    method: ['GET', 'POST'],
    url: '/bot:token/:method',
    handler: async (request, reply) => {
      const { token, method } = request.params as { token: string; method: string };
      const parameters = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) } as Record<
        string,
        unknown
      >;
      return answering(reply, () => {
        const bot = botOf(token);
        if (method === 'getMe') {
          return { id: bot.id, is_bot: true, first_name: 'Sandbox seller bot', username: bot.username };
        }
        if (method === 'getUpdates') {
          const offset = parameters.offset === undefined ? undefined : Number(parameters.offset);
          return bot.getUpdates(offset, parameters.limit === undefined ? undefined : Number(parameters.limit));
        }
        if (method === 'sendMessage') {
          const sent = bot.sendMessage(
            Number(parameters.chat_id),
            String(parameters.text ?? ''),
            parameters.parse_mode as string | undefined,
          );
          return {
            message_id: sent.message_id,
            date: sent.date,
            chat: bot.chats.get(sent.chat_id),
            text: sent.text,
          };
        }
        throw new TelegramAnswerError(404, 'Not Found');
      });
    },
  });

  // A t.me link: opens the chat with the bot and presses Start, which sends `/start <code>`.
  app.get(`${TELEGRAM_LINK_PATH}/:username`, async (request, reply) => {
    const { username } = request.params as { username: string };
    const code = String((request.query as { start?: string }).start ?? '');
    const bot = [...bots.values()].find((candidate) => candidate.username === username);
    if (!bot) return reply.code(404).type('text/html; charset=utf-8').send('<p>Бот не найден.</p>');
    bot.receive(code ? `/start ${code}` : '/start', PERSON.chatId, PERSON.firstName);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>@${username}</title>` +
          `<p>Песочница Telegram: вы нажали «Старт» в чате с @${username}.</p>` +
          '<p>Вернитесь в приложение и нажмите «Найти чат».</p>',
      );
  });

  // The harness: someone writes to the bot; what the bot sent; 429s to answer.
  app.post(`${HARNESS_PATH}bot:token/start`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const body = (request.body ?? {}) as { text?: string; chatId?: number; firstName?: string };
    return answering(reply, () =>
      botOf(token).receive(body.text ?? '/start', body.chatId ?? PERSON.chatId, body.firstName ?? PERSON.firstName),
    );
  });
  app.get(`${HARNESS_PATH}bot:token/messages`, async (request, reply) => {
    const { token } = request.params as { token: string };
    return answering(reply, () => botOf(token).sent);
  });
  app.post(`${HARNESS_PATH}bot:token/faults`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const body = (request.body ?? {}) as { tooManyRequests?: number; retryAfter?: number };
    return answering(reply, () => {
      botOf(token).refuseNext(body.tooManyRequests ?? 0, body.retryAfter ?? 1);
      return true;
    });
  });
}
