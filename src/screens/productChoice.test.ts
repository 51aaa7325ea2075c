import { describe, expect, it } from 'vitest';
import { testIntl } from '../test/intl.js';
import { choiceDetail, choiceLabel, filterByChoice, packageChoice, productChoice } from './productChoice.js';

const intl = testIntl('ru');

describe('what a product or package picker shows and finds by', () => {
  const packages = [
    { ID: 1039, Name: 'Ночник, 1 шт.', Product: { Name: 'Ночник с датчиком движения, зелёный' } },
    { ID: 2077, Name: 'Гирлянда', ProductName: 'Гирлянда тёплая' },
  ];

  it('finds a package by its name, its article or its product, in any case', () => {
    const filter = filterByChoice(packageChoice);
    const found = (typed: string) => filter(packages, { inputValue: typed }).map((pkg) => pkg.ID);
    expect(found('ночник, 1')).toEqual([1039]);
    expect(found('207')).toEqual([2077]);
    expect(found('ДАТЧИКОМ')).toEqual([1039]);
    expect(found('  ')).toEqual([1039, 2077]);
    expect(found('кружка')).toEqual([]);
  });

  it('labels a package by name and article, and one whose name is not read yet by its article alone', () => {
    expect(choiceLabel(packageChoice(packages[0]!), intl)).toBe('Ночник, 1 шт. · арт. 1039');
    expect(choiceLabel(packageChoice({ ID: 1039, Name: '' }), intl)).toBe('арт. 1039');
    expect(choiceDetail(packageChoice(packages[0]!), intl)).toBe('арт. 1039 · Ночник с датчиком движения, зелёный');
  });

  it('names a product without packages by its ID', () => {
    const choice = productChoice({ ID: 701, Name: 'Ночник', Packages: [] });
    expect(choiceLabel(choice, intl)).toBe('Ночник');
    expect(choiceDetail(choice, intl)).toBe('ID 701, упаковок нет');
  });
});
