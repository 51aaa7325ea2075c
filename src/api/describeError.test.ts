import { describe, expect, it } from 'vitest';
import { testIntl } from '../test/intl.js';
import { describeError, describeProblem, fieldErrorsOf } from './describeError.js';
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

  it("says what a stopped run kept, in the seller's time zone, and nothing saved where it kept nothing", () => {
    const cancelled = { type: '/problems/job-cancelled', title: 'Cancelled', status: 409 };
    expect(describeProblem(cancelled, ru)).toBe('Синхронизация отменена; данные этого запуска не сохранены.');
    const period = {
      Kind: 'Period',
      From: '2026-07-31T21:00:00.000Z',
      To: '2026-08-03T20:59:59.999Z',
      Records: 2412,
    };
    // Moscow (the default seller's zone): 1 August 00:00 to 3 August 23:59.
    expect(describeProblem({ ...cancelled, Kept: period }, ru)).toBe(
      'Синхронизация отменена. Сохранено 2\u00a0412 записей с 01.08.2026, 00:00 по 03.08.2026, 23:59; ' +
        'остальное не прочитано — следующий запуск прочитает период заново.',
    );
    const failed = { type: '/problems/ozon-rate-limited', title: 'x', status: 503, OzonMethod: 'POST /v3/x' };
    expect(describeProblem({ ...failed, Kept: { ...period, Records: 1 } }, en)).toMatch(
      /^Ozon .+ 1 record from 08\/01\/2026, 12:00 AM to 08\/03\/2026, 11:59 PM is kept/,
    );
    expect(describeProblem({ ...cancelled, Kept: { Kind: 'LoadedDays' } }, ru)).toBe(
      'Синхронизация отменена. Загруженные дни сохранены; следующий запуск продолжит с них.',
    );
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

  it('says which product still has which packages, in the seller language', () => {
    const error = answer(409, {
      type: '/problems/record-in-use',
      title: 'Record in use',
      status: 409,
      detail: 'Product 701 still has 2 ProductPackage record(s) (ID 1303, 1304). Remove them first.',
      Entity: 'Product',
      ID: 701,
      DependentEntity: 'ProductPackage',
      DependentIDs: '1303, 1304',
    });
    expect(describeError(error, ru)).toBe('У товара 701 есть упаковки (1303, 1304). Сначала удалите их.');
    expect(describeError(error, en)).toBe('Product 701 has packages (1303, 1304). Remove them first.');
  });

  it('says which purchases still buy a product, rather than that it has packages', () => {
    const problem = {
      type: '/problems/record-in-use',
      title: 'Record in use',
      status: 409,
      Entity: 'Product',
      ID: 701,
      DependentEntity: 'PurchaseBatch',
      DependentIDs: '3, 5',
    };
    expect(describeProblem(problem, ru)).toBe('Товар 701 есть в закупках 3, 5. Сначала уберите его из них.');
  });

  it('has a general sentence for a kind of record the catalogue does not name', () => {
    const problem = { type: '/problems/record-not-found', title: 'Not Found', status: 404, Entity: 'Shipment', ID: 5 };
    expect(describeProblem(problem, ru)).toBe('Записи 5 больше нет: её могли удалить. Обновите страницу.');
  });

  it('calls a refused request a matter of the input, not a server fault', () => {
    const error = answer(400, { title: 'Validation failed', status: 400, errors: { Name: ['must not be blank'] } });
    expect(describeError(error, ru)).toBe('Проверьте введённые данные.\nName: must not be blank');
  });
});

describe('fieldErrorsOf', () => {
  it('puts a duplicate ID beside the ID input, in the seller language', () => {
    const error = answer(409, {
      type: '/problems/duplicate-record',
      title: 'Duplicate record',
      status: 409,
      Entity: 'Product',
      Field: 'ID',
      Value: 701,
      errors: { ID: ['A Product with ID 701 already exists.'] },
    });
    expect(fieldErrorsOf(error, ru)).toEqual({ ID: 'Товар с ID 701 уже есть.' });
  });

  it("passes a refused request's field errors through, and nothing for other failures", () => {
    expect(fieldErrorsOf(answer(400, { status: 400, errors: { Name: ['too long'] } }), ru)).toEqual({
      Name: 'too long',
    });
    expect(fieldErrorsOf(answer(500, { status: 500, errors: { Name: ['x'] } }), ru)).toEqual({});
    expect(fieldErrorsOf(new TypeError('fetch failed'), ru)).toEqual({});
  });
});
