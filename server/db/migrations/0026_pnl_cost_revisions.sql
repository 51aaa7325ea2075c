-- A past month's goods' cost that an allocation run changed (docs/money.md, «FIFO in time order»): a
-- batch edited or added, or a late posting or return of that month. The P&L screen says so for the
-- months it shows, with the cost before and after.
CREATE TABLE pnl_cost_revisions (
  id bigserial PRIMARY KEY,
  -- the Moscow month of the accruals whose goods' cost changed
  month date NOT NULL,
  revised_at timestamptz NOT NULL DEFAULT now(),
  -- the month's goods' cost as the P&L days keep it (positive: the cost of the units sold less those
  -- returned) and the units sold it covers, before and after the run
  cost_before numeric(16, 2) NOT NULL,
  cost_after numeric(16, 2) NOT NULL,
  units_before integer NOT NULL,
  units_after integer NOT NULL
);
CREATE INDEX pnl_cost_revisions_month ON pnl_cost_revisions (month, revised_at);
