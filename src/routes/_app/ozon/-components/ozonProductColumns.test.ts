import type { GridApi } from '@mui/x-data-grid';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { OzonProduct } from '../../../../../contracts/ozonProducts.js';
import { testIntl } from '../../../../test/intl.js';
import { toExportTable } from '../../../../grids/export/exportTable.js';
import { csvBlob, xlsxBlob } from '../../../../grids/export/writeFiles.js';
import type { FormattedColDef } from '../../../../grids/formattedColumns.js';
import { ozonProductColumnGroups, ozonProductColumns } from './ozonProductColumns.js';

function card(change: Partial<OzonProduct>): OzonProduct {
  return {
    ProductPackageID: 1001,
    Name: 'Кружка',
    PrimaryImage: null,
    CategoryID: null,
    OzonProductID: 501,
    Sku: 1234567890,
    IsKgt: false,
    IsArchived: false,
    IsAutoArchived: false,
    RespectMinPriceInActions: null,
    CurrentRespectMinPriceInActions: null,
    RespectMinPriceInActionsExpirationDate: null,
    Barcodes: [],
    MarketingPrice: null,
    MinPrice: null,
    OldPrice: null,
    PremiumPrice: null,
    Price: null,
    RecommendedPrice: null,
    ExternalMinimalPrice: null,
    ExternalMinimalPriceCurrency: null,
    ExternalPriceIndexValue: null,
    OzonMinimalPrice: null,
    OzonMinimalPriceCurrency: null,
    OzonPriceIndexValue: null,
    SelfMinimalPrice: null,
    SelfMinimalPriceCurrency: null,
    SelfPriceIndexValue: null,
    ColorIndex: null,
    LastNonZeroPriceIndex: null,
    EnableGeoTargeting: false,
    OzonSearchQuery: null,
    OzonNegativeAnalogSkus: [],
    OzonPositiveAnalogSkus: [],
    Stocks: [],
    Commissions: [],
    ...change,
  };
}

const stock = (Present: number) => ({
  ProductID: 1001,
  WarehouseID: Present,
  Present,
  Reserved: 0,
  DiscountedPresent: 0,
  DiscountedReserved: 0,
  Warehouse: null,
});

// The three prices of the issue: one column once showed 653,41 / 245,7 / 0.
const cards = [
  card({
    Price: 653.41,
    MarketingPrice: 245.7,
    MinPrice: 0,
    ExternalPriceIndexValue: 1.05,
    OzonPriceIndexValue: 0.9,
    ColorIndex: 'YELLOW',
    Commissions: [
      { Schema: 'FBO', CommissionPercent: 15, CommissionCost: 98.01, DeliveryCost: 63, ReturnCost: 0 },
      { Schema: 'FBS', CommissionPercent: 17.5, CommissionCost: 114.35, DeliveryCost: 63, ReturnCost: 0 },
    ],
    Stocks: [stock(1200), stock(34)],
  }),
  card({ ProductPackageID: 1002, Name: 'Чайник', Sku: null, Price: 245.7, IsArchived: true }),
];

/** The grid as the seller has it: every column shown. */
const api = { state: { columns: { columnVisibilityModel: {} } } } as unknown as GridApi;

function exportOf(locale: 'ru' | 'en', hidden: Record<string, false> = {}) {
  const columns = ozonProductColumns(testIntl(locale), { onEdit: () => {}, onOpenStocks: () => {} });
  const grid = { state: { columns: { columnVisibilityModel: hidden } } } as unknown as GridApi;
  return toExportTable(columns, cards, grid, locale);
}

/** What the grid shows in one cell: its value getter, then its formatter. */
function shown(column: FormattedColDef<OzonProduct>, row: OzonProduct): string {
  const apiRef = { current: api };
  const raw = row[column.field as keyof OzonProduct];
  const value = column.valueGetter ? column.valueGetter(raw as never, row, column, apiRef) : raw;
  return String(column.valueFormatter ? column.valueFormatter(value as never, row, column, apiRef) : value).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

/** The file's text, and its lines read back as a spreadsheet would split them. */
async function csvOf(locale: 'ru' | 'en') {
  const text = (await (await csvBlob(exportOf(locale))).text()).replace(/^\uFEFF/, '');
  const lines = Papa.parse<string[]>(text, { delimiter: locale === 'ru' ? ';' : ',' }).data;
  return { text, lines };
}

describe('Ozon products grid', () => {
  const columns = ozonProductColumns(testIntl('ru'), { onEdit: () => {}, onOpenStocks: () => {} });
  const column = (field: string) => columns.find((candidate) => candidate.field === field)!;

  it('declares the kind of every number column and aligns numbers right', () => {
    const kinds = Object.fromEntries(columns.map((candidate) => [candidate.field, candidate.format?.kind]));
    expect(kinds).toMatchObject({
      ProductPackageID: 'id',
      Sku: 'id',
      Price: 'money',
      MarketingPrice: 'money',
      MinPrice: 'money',
      ExternalPriceIndexValue: 'decimal',
      CommissionFBO: 'percent',
      CommissionCostFBO: 'money',
      CommissionFBS: 'percent',
      CommissionCostFBS: 'money',
      Present: 'count',
      IsArchived: 'boolean',
    });
    for (const field of ['Price', 'CommissionFBO', 'Present', 'ExternalPriceIndexValue']) {
      expect(column(field)).toMatchObject({ type: 'number', align: 'right', headerAlign: 'right' });
    }
  });

  it('tells FBO from FBS and the three indexes apart by group, with the full name in the tooltip', () => {
    const groups = ozonProductColumnGroups(testIntl('ru'));
    const groupOf = (field: string) =>
      groups.find((group) => group.children.some((child) => 'field' in child && child.field === field))?.headerName;
    expect([groupOf('CommissionFBO'), column('CommissionFBO').headerName]).toEqual(['Комиссия FBO', '%']);
    expect([groupOf('CommissionCostFBS'), column('CommissionCostFBS').headerName]).toEqual(['Комиссия FBS', '₽']);
    expect([groupOf('ExternalPriceIndexValue'), column('ExternalPriceIndexValue').headerName]).toEqual([
      'Индекс цен',
      'внешний',
    ]);
    expect(column('ExternalPriceIndexValue').fullName).toBe('Индекс: внешний');
    expect(column('CommissionCostFBS').fullName).toBe('Комиссия FBS, ₽');
  });

  it('puts the actions first, so they are in reach without scrolling sideways', () => {
    expect(columns[0]).toMatchObject({ field: 'actions', type: 'actions' });
  });

  it('shows every price with the rouble sign and two decimals', () => {
    expect(['Price', 'MarketingPrice', 'MinPrice'].map((field) => shown(column(field), cards[0]!))).toEqual([
      '653,41 ₽',
      '245,70 ₽',
      '0,00 ₽',
    ]);
    expect(shown(column('Price'), cards[1]!)).toBe('245,70 ₽');
    expect(shown(column('MarketingPrice'), cards[1]!)).toBe('—');
  });

  it('shows commissions in percent and roubles, indexes with two decimals, stocks and codes', () => {
    const row = cards[0]!;
    expect(shown(column('CommissionFBO'), row)).toBe('15,00 %');
    expect(shown(column('CommissionFBS'), row)).toBe('17,50 %');
    expect(shown(column('CommissionCostFBS'), row)).toBe('114,35 ₽');
    expect(shown(column('ExternalPriceIndexValue'), row)).toBe('1,05');
    expect(shown(column('OzonPriceIndexValue'), row)).toBe('0,90');
    expect(shown(column('SelfPriceIndexValue'), row)).toBe('—');
    expect(shown(column('Present'), row)).toBe('1 234');
    expect(shown(column('Sku'), row)).toBe('1234567890');
  });

  it('exports a Russian CSV that Russian Excel reads: comma decimals, да/нет, units in the header', async () => {
    const { text, lines } = await csvOf('ru');
    const [header, first, second] = lines;
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];
    expect(header).toContain('Цена, ₽');
    expect(header).toContain('Комиссия FBO, %');
    expect(header).toContain('Комиссия FBO, ₽');
    expect(header).not.toContain('Действия');
    expect(cell(first!, 'Цена, ₽')).toBe('653,41');
    expect(cell(first!, 'Цена с акциями, ₽')).toBe('245,70');
    expect(cell(first!, 'Мин. цена, ₽')).toBe('0,00');
    expect(text).toContain(';653,41;');
    expect(text).not.toContain('653.41');
    expect(cell(first!, 'Комиссия FBS, %')).toBe('17,50');
    expect(cell(first!, 'Индекс: внешний')).toBe('1,05');
    expect(cell(first!, 'Остаток')).toBe('1234');
    expect(cell(first!, 'SKU')).toBe('1234567890');
    expect(cell(first!, 'Индекс цен')).toBe('Умеренный');
    expect(cell(first!, 'В архиве')).toBe('нет');
    expect(cell(second!, 'В архиве')).toBe('да');
    expect(cell(second!, 'SKU')).toBe('');
    expect([...first!, ...second!]).not.toContain('true');
    expect([...first!, ...second!]).not.toContain('false');
  });

  it('exports an English CSV with dot decimals and yes/no', async () => {
    const { text, lines } = await csvOf('en');
    const [header, first, second] = lines;
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];
    expect(text.split('\r\n')[0]).toContain(',"Price, ₽",');
    expect(cell(first!, 'Price, ₽')).toBe('653.41');
    expect(cell(first!, 'Min price, ₽')).toBe('0.00');
    expect(cell(first!, 'Stock')).toBe('1234');
    expect(cell(second!, 'Archived')).toBe('yes');
  });

  it('exports only the columns the seller shows', () => {
    const headers = exportOf('ru', { Sku: false, CommissionCostFBO: false }).columns.map((c) => c.header);
    expect(headers).not.toContain('SKU');
    expect(headers).not.toContain('Комиссия FBO, ₽');
    expect(headers).toContain('Цена');
  });

  it('exports an XLSX with real numbers in rouble, percent and count formats', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await xlsxBlob(exportOf('ru'), 'Товары Ozon')).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
    expect(cell('Цена, ₽')).toMatchObject({ value: 653.41, numFmt: '#,##0.00 "₽"' });
    expect(cell('Мин. цена, ₽')).toMatchObject({ value: 0, numFmt: '#,##0.00 "₽"' });
    expect(cell('Комиссия FBS, %')).toMatchObject({ value: 0.175, numFmt: '0.00%' });
    expect(cell('Индекс: внешний')).toMatchObject({ value: 1.05, numFmt: '0.00' });
    expect(cell('Остаток')).toMatchObject({ value: 1234, numFmt: '#,##0' });
    expect(cell('SKU')).toMatchObject({ value: 1234567890, numFmt: '0' });
    expect(cell('В архиве').value).toBe('нет');
    expect(sheet.getRow(3).getCell(header.indexOf('В архиве') + 1).value).toBe('да');
  });
});
