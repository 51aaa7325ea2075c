import { describe, expect, it } from 'vitest';
import { FIELD, LINE, PnlSumsTable } from './pnlFigures.js';

describe("the P&L's table of sums", () => {
  it('keeps every cell when it grows past the room it was made with', () => {
    const table = new PnlSumsTable(2);
    const cells = Array.from({ length: 50 }, (_, index) => {
      const cell = table.add();
      table.data[cell + LINE.Revenue] = 100 * (index + 1);
      table.data[cell + FIELD.cost] = index;
      return cell;
    });
    cells.forEach((cell, index) => {
      expect(table.get(cell, LINE.Revenue)).toBe(100 * (index + 1));
      expect(table.get(cell, FIELD.cost)).toBe(index);
    });
    expect(table.get(PnlSumsTable.EMPTY, LINE.Revenue)).toBe(0);
  });

  it('taxes a cell under УСН «доходы» and adds one into another', () => {
    const table = new PnlSumsTable(2);
    const sale = table.add();
    table.data[sale + LINE.Revenue] = 100_000;
    table.data[sale + LINE.Commission] = -15_000;
    table.data[sale + FIELD.cost] = 40_000;
    table.applyTax(sale, { ValidFrom: '2026-01-01', Regime: 'UsnIncome', Rate: 6, VatRate: 0 });
    expect(table.get(sale, FIELD.tax)).toBe(6_000);
    expect(table.figures(sale)).toMatchObject({ Revenue: 1000, Ozon: 850, Cost: -400, Tax: -60, Profit: 390 });
    const total = table.add();
    table.addInto(total, sale);
    table.addInto(total, sale);
    expect(table.figure(total, 'Profit')).toBe(780);
  });
});
