import { describe, expect, it } from 'vitest';
import type { PriceListSheetPreview } from '../../../../../../contracts/priceAnalysis.js';
import { ApiError } from '../../../../../api/errors.js';
import { testIntl } from '../../../../../test/intl.js';
import {
  choiceFor,
  DEFAULT_PARAMETERS,
  describePriceAnalysisError as describeError,
  guessColumns,
  headerTitles,
  parseDecimal,
  parseRate,
  toAnalyzeModel,
} from './priceAnalyzerForm.js';

const ru = testIntl('ru');
const en = testIntl('en');

/** The preview of the sample price list's first sheet (test/fixtures/price-list.xlsx). */
const SHEET: PriceListSheetPreview = {
  Name: 'Прайс',
  Hidden: false,
  HeaderRow: 3,
  Columns: ['A', 'B', 'C', 'D', 'E'].map((Key) => ({ Key, Title: '' })),
  Rows: [
    { Row: 1, Cells: ['Прайс-лист ООО «Посуда оптом» на 01.06.2026'] },
    { Row: 3, Cells: ['Артикул', 'Наименование', 'Ед.', 'Цена, руб.', 'Остаток'] },
    { Row: 4, Cells: ['GC-050', 'Контейнер стеклянный 0,5 л', 'шт', 180, 120] },
    { Row: 5, Cells: ['GC-100', 'Контейнер стеклянный 1 л', 'шт', 245.5, 80] },
  ],
  RowCount: 9,
};

describe('the columns of a new price list', () => {
  it('titles the columns from the chosen header row', () => {
    expect(headerTitles(SHEET, 3)).toEqual(['Артикул', 'Наименование', 'Ед.', 'Цена, руб.', 'Остаток']);
    expect(headerTitles(SHEET, 0)).toEqual(['', '', '', '', '']);
  });

  it('finds the price and the name by their headers and keeps every other column', () => {
    expect(guessColumns(SHEET, 3)).toEqual({ priceColumn: 'D', nameColumn: 'B', outputColumns: ['A', 'B', 'C', 'E'] });
  });

  it('without headers, takes the column of prices and the column of the longest texts', () => {
    const bare = { ...SHEET, Rows: SHEET.Rows.slice(2).map((row) => ({ ...row, Cells: [...row.Cells.slice(0, 4)] })) };
    bare.Rows[0].Cells[3] = '1 290,50 ₽';
    expect(guessColumns(bare, 0)).toMatchObject({ priceColumn: 'D', nameColumn: 'B' });
  });

  it('takes the remembered columns when the sheet has them, a guess otherwise', () => {
    const remembered = { priceColumn: 'E', nameColumn: 'A', outputColumns: ['B'] };
    expect(choiceFor(SHEET, 0, 3, remembered)).toEqual({ sheetIndex: 0, headerRow: 3, ...remembered });
    expect(choiceFor(SHEET, 0, 3, { ...remembered, outputColumns: ['Z'] })).toMatchObject({ priceColumn: 'D' });
  });
});

describe('the parameters as typed', () => {
  const choice = { sheetIndex: 0, headerRow: 3, nameColumn: 'B', priceColumn: 'D', outputColumns: ['A', 'E'] };

  it('reads decimal commas and rates', () => {
    expect(parseDecimal('17,5')).toBe(17.5);
    expect(parseDecimal(' 1 290.5 ')).toBe(1290.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('12%')).toBeNaN();
    expect(parseRate('12,5')).toBe(12.5);
    expect(parseRate('1001')).toBeUndefined();
    expect(parseRate('abc')).toBeUndefined();
  });

  it('makes the request the server takes', () => {
    expect(toAnalyzeModel({ ...DEFAULT_PARAMETERS, commissionPercent: '17,5' }, choice, ru)).toEqual({
      model: {
        RatesOfReturn: [20, 50, 100],
        ReturnPercentage: 5,
        CommissionPercent: 17.5,
        DeliveryCost: 90,
        ReturnCost: 150,
        OutputColumns: ['A', 'E'],
        NameColumn: 'B',
        PriceColumn: 'D',
        SheetIndex: 0,
        HeaderRow: 3,
      },
    });
  });

  it('names each wrong field in the seller’s language', () => {
    const result = toAnalyzeModel(
      { rates: [], commissionPercent: '120', deliveryCost: 'много', returnPercentage: '', returnCost: '-1' },
      choice,
      ru,
    );
    expect(result.errors).toEqual({
      RatesOfReturn: 'Добавьте хотя бы одну доходность',
      CommissionPercent: 'Не больше 99',
      DeliveryCost: 'Введите число',
      ReturnPercentage: 'Обязательное поле',
      ReturnCost: 'Не меньше 0',
    });
  });
});

describe('a refused price list', () => {
  const refusal = (problem: object) =>
    new ApiError('serverSide', 400, JSON.stringify({ status: 400, ...problem }), new Headers());

  it('says «A server side error occurred.» and which row and column, in the interface language', () => {
    const error = refusal({
      type: '/problems/price-list',
      detail: 'Row 7, column D («Цена, руб.»): «договорная» is not a number.',
      Reason: 'NotANumber',
      Row: 7,
      Column: 'D',
      ColumnTitle: 'Цена, руб.',
      Value: 'договорная',
    });
    expect(describeError(error, ru)).toBe(
      'Ошибка на стороне сервера.\nСтрока 7, столбец D («Цена, руб.»): «договорная» — не число.',
    );
    expect(describeError(error, en)).toBe(
      'A server side error occurred.\nRow 7, column D («Цена, руб.»): «договорная» is not a number.',
    );
  });

  it('says the same about a refused preview (a data call) and leaves other failures to the app', () => {
    const preview = new ApiError(
      'unexpected',
      400,
      JSON.stringify({ type: '/problems/price-list', Reason: 'OldExcelFormat', detail: 'XLS' }),
      new Headers(),
    );
    expect(describeError(preview, ru)).toBe(
      'Ошибка на стороне сервера.\nСтарый формат Excel (XLS) сервер не читает: сохраните прайс-лист как XLSX или CSV и загрузите снова.',
    );
    expect(describeError(new ApiError('unexpected', 500, '', new Headers()), ru)).toBe(
      'Произошла непредвиденная ошибка сервера.',
    );
  });

  it('falls back to the server’s text for a reason it does not know, and for a refused field', () => {
    expect(
      describeError(refusal({ type: '/problems/price-list', Reason: 'Later', detail: 'Something new.' }), ru),
    ).toBe('Ошибка на стороне сервера.\nSomething new.');
    const field = refusal({
      type: '/problems/validation',
      detail: 'Invalid CommissionPercent',
      errors: { CommissionPercent: ['Too big'] },
    });
    expect(describeError(field, ru)).toBe(
      'Ошибка на стороне сервера.\nInvalid CommissionPercent\nCommissionPercent: Too big',
    );
  });

  it('words the sheet without prices with and without a header row', () => {
    const noPrices = { type: '/problems/price-list', Reason: 'NoPrices', Sheet: 'Прайс', Column: 'D' };
    expect(describeError(refusal({ ...noPrices, Row: 3 }), ru)).toBe(
      'Ошибка на стороне сервера.\nНа листе «Прайс» в столбце D нет ни одной цены ниже строки заголовков 3.',
    );
    expect(describeError(refusal({ ...noPrices, Row: 0 }), ru)).toBe(
      'Ошибка на стороне сервера.\nНа листе «Прайс» в столбце D нет ни одной цены.',
    );
  });
});
