-- A year of P&L by month read its months per SKU as 44 000 rows (at a million postings), each packed
-- into one text of integers on every read: packing was four fifths of the statement, and node-postgres
-- took as long again to build the rows. Each filled month now keeps the text of all its SKUs, written
-- once when the month is filled (server/profit-and-loss/pnlMonthSkus.ts), and a year reads 12 rows. The
-- months filled before are filled again at their next read.
DELETE FROM pnl_month_sku_fills;
DELETE FROM pnl_month_skus;
ALTER TABLE pnl_month_sku_fills ADD COLUMN figures text NOT NULL;
