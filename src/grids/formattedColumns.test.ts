import type { GridApi, GridValidRowModel } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../contracts/catalogue.js';
import type { Job } from '../../contracts/jobs.js';
import { testIntl } from '../test/intl.js';
import { toExportTable } from './export/exportTable.js';
import { csvRows } from './export/writeFiles.js';
import { dateTimeColumn, moneyColumn, type FormattedColDef } from './formattedColumns.js';
import { jobColumns } from '../routes/_app/ozon/sync/-components/jobColumns.js';
import { packageColumns, productColumns } from '../routes/_app/product/-components/productColumns.js';

const ru = testIntl('ru');
const api = { state: { columns: { columnVisibilityModel: {} } } } as unknown as GridApi;
const noActions = { onEdit: () => {}, onDelete: () => {}, onOpenPackages: () => {} };
const kindsOf = <Row extends GridValidRowModel>(columns: FormattedColDef<Row>[]) =>
  Object.fromEntries(columns.map((column) => [column.field, column.format?.kind]));
const format = <Row extends GridValidRowModel>(column: FormattedColDef<Row>, value: unknown) =>
  String(column.valueFormatter!(value as never, {} as Row, column, { current: api })).replace(/\u00a0/g, ' ');

describe('formattedColumn', () => {
  it('gives a number kind the grid type, right alignment and the formatter; the spec wins', () => {
    const price = moneyColumn<{ Price: number }>(ru, { field: 'Price', headerName: 'Цена', width: 90 });
    expect(price).toMatchObject({ type: 'number', align: 'right', headerAlign: 'right', width: 90 });
    expect(price.format).toEqual({ kind: 'money' });
    expect(format(price, 1234.5)).toBe('1 234,50 ₽');
    expect(moneyColumn(ru, { field: 'Price', align: 'left' }).align).toBe('left');
  });

  it("turns the ISO strings of the API into the dates the seller reads, at the seller's clock", () => {
    const created = dateTimeColumn<{ CreatedAt: string }>(ru, { field: 'CreatedAt' });
    expect(created.type).toBe('dateTime');
    const value = created.valueGetter!('2025-11-23T11:05:03Z' as never, { CreatedAt: '' }, created, { current: api });
    // Moscow is three hours ahead of UTC: the date's UTC fields read 14:05 (formatters.test.ts).
    expect(value).toEqual(new Date('2025-11-23T14:05:03Z'));
    expect(created.valueFormatter!(value as never, { CreatedAt: '' }, created, { current: api })).toBe(
      '23.11.2025, 14:05',
    );
  });
});

describe('products grid', () => {
  it('shows IDs as codes and quantities, dimensions and weights as counts', () => {
    expect(kindsOf(productColumns(ru, noActions))).toMatchObject({
      ID: 'id',
      StockAmount: 'count',
      WidthMM: 'count',
      HeightMM: 'count',
      DepthMM: 'count',
      WeightG: 'count',
      Packages: 'count',
    });
    expect(kindsOf(packageColumns(ru, noActions))).toMatchObject({
      ID: 'id',
      ProductCount: 'count',
      MinimumWarehouseStock: 'count',
      SupplyPreparationTimeInDays: 'count',
      WeightG: 'count',
    });
  });

  it('exports the category name, whole numbers and empty cells for missing sizes', () => {
    const product: Product = {
      ID: 12345,
      Name: 'Кружка',
      CategoryID: 7,
      Category: { ID: 7, Name: 'Посуда' },
      StockAmount: 1200,
      WidthMM: 90,
      HeightMM: null,
      DepthMM: null,
      WeightG: 1500,
      Packages: [],
    };
    const table = toExportTable(productColumns(ru, noActions), [product], api, 'ru');
    expect(table.columns.map((column) => column.header)).toEqual([
      'ID',
      'Название',
      'Категория',
      'Остаток, шт.',
      'Ширина, мм',
      'Высота, мм',
      'Глубина, мм',
      'Вес, г',
      'Упаковок',
    ]);
    expect(csvRows(table)).toEqual([['12345', 'Кружка', 'Посуда', '1200', '90', '', '', '1500', '0']]);
  });
});

describe('sync history grid', () => {
  const job: Job = {
    ID: '6c1f1b7e-4d5a-4f3e-9a7b-2b6f0e1d9c01',
    Kind: 'ImportOzonProducts',
    Status: 'Completed',
    StartedBy: 'schedule',
    DependsOn: null,
    Done: 300,
    Total: 300,
    Attempt: 1,
    CancelRequested: false,
    // 14:05 in Moscow, the seller's zone: the file says so whatever the zone the tests run in.
    CreatedAt: '2025-11-23T11:05:03.000Z',
    StartedAt: '2025-11-23T11:05:04.000Z',
    FinishedAt: null,
    Error: null,
    Result: null,
  };

  it('shows times compactly on the screen and counts problems', () => {
    const columns = jobColumns(ru, () => {});
    expect(kindsOf(columns)).toMatchObject({ CreatedAt: 'dateTime', FinishedAt: 'dateTime', Problems: 'count' });
    const created = columns.find((column) => column.field === 'CreatedAt')!;
    expect(format(created, new Date(Date.UTC(2025, 10, 23, 14, 5, 3)))).toBe('23.11, 14:05');
  });

  it('exports full dates, the family name and the duration as the screen shows them', () => {
    const table = toExportTable(
      jobColumns(ru, () => {}),
      [job],
      api,
      'ru',
    );
    const [row] = csvRows(table);
    const cell = (header: string) => row![table.columns.findIndex((column) => column.header === header)];
    expect(cell('Создана')).toBe('23.11.2025 14:05:03');
    expect(cell('Начата')).toBe('23.11.2025 14:05:04');
    expect(cell('Завершена')).toBe('');
    expect(cell('Данные')).toBe(ru.formatMessage({ id: 'sync.kind.ImportOzonProducts' }));
    expect(cell('Проблем')).toBe('');
  });
});
