import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { testIntl } from '../test/intl.js';
import { channelFieldErrors } from './channelFieldErrors.js';

const ru = testIntl('ru');
const answer = (status: number, body: unknown) =>
  new ApiError('unexpected', status, JSON.stringify(body), new Headers());

describe("a channel's refused fields", () => {
  it("puts a bot token Telegram refused beside the token input, in Russian with Telegram's word", () => {
    const refused = answer(400, {
      type: '/problems/channel-check',
      title: 'Channel check failed',
      status: 400,
      Field: 'BotToken',
      Failure: { Code: 'TelegramReply', Params: { method: 'getMe', reply: 'Unauthorized' } },
      errors: { BotToken: ['getMe: Unauthorized'] },
    });
    expect(channelFieldErrors(refused, ru)).toEqual({ BotToken: 'Telegram ответил на getMe: «Unauthorized».' });
  });

  it('passes other field errors through, and none for a failure that names no field', () => {
    expect(channelFieldErrors(answer(400, { status: 400, errors: { Host: ['required'] } }), ru)).toEqual({
      Host: 'required',
    });
    expect(channelFieldErrors(answer(502, { status: 502 }), ru)).toBeUndefined();
    expect(channelFieldErrors(null, ru)).toBeUndefined();
  });
});
