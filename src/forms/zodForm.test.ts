import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productInput } from '../../contracts/catalogue.js';
import { measure } from '../../contracts/common.js';
import { productFormFields } from '../routes/_app/product/-components/productForms.js';
import { errorsAfterChange, parseForm, toFormValues, type FormValues } from './zodForm.js';

const messages = JSON.parse(readFileSync(new URL('../../public/i18n/ru.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const intl = createIntl({ locale: 'ru', messages, onError: (error) => expect.fail(String(error)) });

const blank: FormValues = toFormValues(productFormFields, undefined);
const form = (values: FormValues, fixed: Record<string, unknown> = {}) =>
  parseForm(productInput, productFormFields, { ...blank, ...values }, fixed, intl);

describe('toFormValues', () => {
  it('shows every field as text, with null and missing values as empty', () => {
    expect(blank).toEqual({ Name: '', ID: '', StockAmount: '', WidthMM: '', HeightMM: '', DepthMM: '', WeightG: '' });
    const values = toFormValues(productFormFields, {
      ID: 12,
      Name: 'Стол',
      StockAmount: 0,
      WidthMM: null,
      WeightG: 1500,
    });
    expect(values).toEqual({
      Name: 'Стол',
      ID: '12',
      StockAmount: '0',
      WidthMM: '',
      HeightMM: '',
      DepthMM: '',
      WeightG: '1500',
    });
  });
});

describe('parseForm with the product schema', () => {
  it('parses valid input to the wire object', () => {
    const result = form(
      { Name: '  Стол складной ', StockAmount: '3', WidthMM: '1200', HeightMM: '', DepthMM: ' 40 ', WeightG: '1500' },
      { CategoryID: 7 },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toStrictEqual({
      CategoryID: 7,
      StockAmount: 3,
      Name: 'Стол складной',
      WidthMM: 1200,
      HeightMM: null,
      DepthMM: 40,
      WeightG: 1500,
    });
  });

  it('sends an article typed when creating', () => {
    expect(form({ Name: 'Стол', ID: '1001' }).data).toMatchObject({ ID: 1001, Name: 'Стол', StockAmount: 0 });
  });

  it.each(['', '   '])('a blank Name (%j) is an error on Name: "Обязательное поле"', (name) => {
    expect(form({ Name: name })).toEqual({ errors: { Name: 'Обязательное поле' } });
  });

  it('a negative number is an error "Не меньше 0" on its field', () => {
    expect(form({ Name: 'Стол', StockAmount: '-1', WidthMM: '-5' }).errors).toEqual({
      StockAmount: 'Не меньше 0',
      WidthMM: 'Не меньше 0',
    });
    expect(form({ Name: 'Стол', ID: '0' }).errors).toEqual({ ID: 'Не меньше 1' });
  });

  it('text or a fraction in a number field asks for a whole number', () => {
    expect(form({ Name: 'Стол', StockAmount: 'много', WeightG: '1,5' }).errors).toEqual({
      StockAmount: 'Введите целое число',
      WeightG: 'Введите целое число',
    });
  });

  it('too long a Name names the limit', () => {
    expect(form({ Name: 'я'.repeat(301) }).errors).toEqual({ Name: 'Не длиннее 300 символов' });
  });

  it('reports every invalid field, one message each', () => {
    const errors = form({ Name: '', StockAmount: '-2', DepthMM: 'x' }).errors;
    expect(Object.keys(errors ?? {}).sort()).toEqual(['DepthMM', 'Name', 'StockAmount']);
  });
});

describe('measure fields', () => {
  const schema = z.object({ WidthMM: measure });
  const fields = [{ name: 'WidthMM', labelId: 'product.fields.WidthMM', kind: 'measure' as const }];

  it("send '' as null (unknown), not as a missing field", () => {
    expect(parseForm(schema, fields, { WidthMM: '' }, {}, intl)).toStrictEqual({ data: { WidthMM: null } });
    expect(parseForm(schema, fields, { WidthMM: '  ' }, {}, intl)).toStrictEqual({ data: { WidthMM: null } });
  });

  it("clear a stored value: an edited record's measure becomes null", () => {
    const values = toFormValues(productFormFields, { ID: 3, Name: 'Полка', StockAmount: 1, WidthMM: 300 });
    const result = form({ ...values, WidthMM: '' }, { ID: 3 });
    expect(result.data).toMatchObject({ ID: 3, Name: 'Полка', WidthMM: null });
  });
});

describe('errorsAfterChange', () => {
  it('clears the error of a field as soon as its new value is valid', () => {
    expect(errorsAfterChange({ Name: 'Обязательное поле', ID: 'Не меньше 1' }, 'Name', { ID: 'Не меньше 1' })).toEqual({
      ID: 'Не меньше 1',
    });
  });

  it('updates the error of a field that is still wrong, and does not raise errors of untouched ones', () => {
    expect(
      errorsAfterChange({ WidthMM: 'Введите число' }, 'WidthMM', { WidthMM: 'Не меньше 1', Name: 'Обязательное поле' }),
    ).toEqual({ WidthMM: 'Не меньше 1' });
    expect(errorsAfterChange({}, 'Name', { Name: 'Обязательное поле' })).toEqual({});
  });
});
