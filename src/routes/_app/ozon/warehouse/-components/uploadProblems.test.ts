import { describe, expect, it } from 'vitest';
import { testIntl } from '../../../../../test/intl.js';
import { isWrongShape, uploadProblemsOf } from './uploadProblems.js';

const ru = testIntl('ru');

describe('problems of a refused upload', () => {
  it('names the record (counted from 1), the field and the reason in Russian', () => {
    const problems = uploadProblemsOf(
      {
        '[0].uid': ['Invalid input: expected string, received undefined'],
        '[1].type': ['must be one of country, federal, region, city'],
        '[12].Children[0].name': ['Invalid input: expected string, received number'],
        '[3].name': ['must not be blank'],
      },
      ru,
    );
    expect(problems).toEqual([
      { record: 1, field: 'uid', reason: 'нет значения' },
      { record: 2, field: 'type', reason: 'допустимо: country, federal, region, city' },
      { record: 13, field: 'Children[0].name', reason: 'ожидается текст, а не число' },
      { record: 4, field: 'name', reason: 'пустое значение' },
    ]);
    expect(isWrongShape(problems)).toBe(false);
  });

  it('tells a file that is not a list at all, and keeps a reason it does not know as the server said it', () => {
    const problems = uploadProblemsOf({ body: ['Invalid input: expected array, received object'] }, ru);
    expect(problems).toEqual([{ record: null, field: '', reason: 'ожидается список, а не объект' }]);
    expect(isWrongShape(problems)).toBe(true);
    expect(uploadProblemsOf({ '[0].x': ['Something new'] }, ru)[0]!.reason).toBe('Something new');
  });
});
