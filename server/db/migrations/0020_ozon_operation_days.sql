-- The finance page's totals per kind (and its count under an operation-type filter) per UTC day, kept
-- with the operations (issue 29): a month's totals read a few hundred rows instead of every operation.
-- The importers recompute the days they touch in the transaction that writes the operations
-- (server/operations/operationDays.ts).
CREATE TABLE ozon_operation_days (
  day timestamptz NOT NULL,
  transaction_type smallint NOT NULL,
  operation_type text NOT NULL,
  currency_code text NOT NULL,
  count integer NOT NULL,
  amount numeric(16, 2) NOT NULL,
  accruals_for_sale numeric(16, 2) NOT NULL,
  sale_commission numeric(16, 2) NOT NULL,
  PRIMARY KEY (day, transaction_type, operation_type, currency_code)
);

-- Recomputes the given UTC days (their starts) from their operations: for the importers and the backfill.
CREATE FUNCTION refresh_operation_days(days timestamptz[]) RETURNS void AS $$
  DELETE FROM ozon_operation_days WHERE day = ANY(days);
  INSERT INTO ozon_operation_days
  SELECT date_trunc('day', op.date, 'UTC'), op.transaction_type, op.operation_type, op.currency_code, count(*),
    sum(op.amount), sum(op.accruals_for_sale), sum(op.sale_commission)
  FROM ozon_operations op
  WHERE op.date >= (SELECT min(d) FROM unnest(days) d) AND op.date < (SELECT max(d) FROM unnest(days) d) + interval '1 day'
    AND date_trunc('day', op.date, 'UTC') = ANY(days)
  GROUP BY 1, 2, 3, 4;
$$ LANGUAGE sql;

SELECT refresh_operation_days(array_agg(DISTINCT date_trunc('day', date, 'UTC'))) FROM ozon_operations
HAVING count(*) > 0;
