import { describe, expect, it } from 'vitest';
import { testIntl } from '../test/intl.js';
import { describeError, describeProblem } from './describeError.js';
import { ApiError } from './errors.js';

const ru = testIntl('ru');
const en = testIntl('en');

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new ApiError('unexpected', status, JSON.stringify(body), new Headers(headers));

describe('describeProblem', () => {
  it("fills Ozon's method, status and message into the Ozon error", () => {
    const problem = {
      type: '/problems/ozon-error',
      title: 'Ozon answered with an error',
      status: 502,
      OzonMethod: 'POST /v3/product/list',
      OzonStatus: 400,
      OzonCode: 3,
      OzonMessage: 'invalid filter',
    };
    expect(describeProblem(problem, ru)).toBe('Ozon ответил ошибкой: метод POST /v3/product/list, 400: invalid filter');
    expect(describeProblem(problem, en)).toBe(
      'Ozon answered with an error: method POST /v3/product/list, 400: invalid filter',
    );
  });

  it('tells a timeout from a refused connection and names the method when there is one', () => {
    const unreachable = { type: '/problems/ozon-unreachable', title: 'x', status: 503 };
    expect(describeProblem(unreachable, ru)).toBe('Ozon недоступен: соединение не удалось.');
    expect(describeProblem({ ...unreachable, status: 504, OzonMethod: 'POST /v1/warehouse/list' }, ru)).toBe(
      'Ozon не ответил вовремя. Метод: POST /v1/warehouse/list.',
    );
  });

  it('names the family a missing prerequisite stands for', () => {
    const problem = {
      type: '/problems/prerequisite-missing',
      title: 'Prerequisite missing',
      status: 409,
      Prerequisite: 'ImportOzonWarehouses',
    };
    expect(describeProblem(problem, ru)).toBe('Сначала синхронизируйте «Склады и кластеры».');
  });

  it.each([
    ['/problems/prerequisite-failed', 'Не выполнена синхронизация'],
    ['/problems/job-cancelled', 'Синхронизация отменена'],
    ['/problems/job-interrupted', 'Сервер остановился'],
    ['/problems/ozon-unexpected-answer', 'Ozon ответил не так'],
    ['/problems/ozon-rate-limited', 'Ozon ограничил частоту запросов'],
  ])('%s has its own sentence', (type, start) => {
    expect(describeProblem({ type, title: 'x', status: 409 }, ru)).toMatch(new RegExp(`^${start}`));
  });

  it('falls back to the general message with the detail for a type it does not know', () => {
    const problem = {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Logged with the job ID.',
    };
    expect(describeProblem(problem, ru)).toBe('Произошла непредвиденная ошибка сервера.\nLogged with the job ID.');
  });
});

describe('describeError', () => {
  it('uses the problem catalogue for a known type and adds Retry-After', () => {
    const error = answer(
      503,
      { type: '/problems/ozon-rate-limited', title: 'Ozon rate limit', status: 503, OzonMethod: 'POST /v1/x' },
      { 'Retry-After': '12' },
    );
    expect(describeError(error, ru)).toBe(
      'Ozon ограничил частоту запросов (метод POST /v1/x), и повторы не помогли. Попробуйте снова через 12 с.',
    );
  });

  it('keeps the general message and the detail for other problems', () => {
    const error = answer(409, { type: 'about:blank', title: 'Conflict', status: 409, detail: 'The article is taken.' });
    expect(describeError(error, ru)).toBe('Произошла непредвиденная ошибка сервера.\nThe article is taken.');
  });
});
