-- The seller's Ozon finance operations (SPEC.md section 3, Operation), read from Ozon's accruals
-- (/v1/finance/accrual/by-day): one row per accrual, keyed by Ozon's accrual id, so a re-read
-- period changes nothing. Amounts are in the accrual's currency; a positive amount is paid to the
-- seller, a negative one charged. An operation of a posting keeps its posting number: the join to
-- the order is made on read, so operations read before their postings link once those arrive.
CREATE TABLE ozon_operations (
  id bigint PRIMARY KEY,
  -- the Moscow calendar day Ozon accrued it on, as its start instant (UTC)
  date timestamptz NOT NULL,
  -- the transaction-list vocabulary (OperationAgentDeliveredToCustomer...), from the accrual types
  operation_type text NOT NULL,
  -- TransactionType (1 Orders ... 6 Other) of the operation type
  transaction_type smallint NOT NULL,
  -- Ozon's accrual category: POSTING, ITEM or NON_ITEM
  accrual_type text NOT NULL,
  currency_code text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  accruals_for_sale numeric(14, 2) NOT NULL DEFAULT 0,
  sale_commission numeric(14, 2) NOT NULL DEFAULT 0,
  delivery_charge numeric(14, 2) NOT NULL DEFAULT 0,
  return_delivery_charge numeric(14, 2) NOT NULL DEFAULT 0,
  posting_number text,
  -- Ozon's document number (the posting number for a posting's accruals)
  unit_number text NOT NULL DEFAULT '',
  -- the services inside: [{ "Type": "MarketplaceServiceItemDirectFlowLogistic", "Price": -63.5 }]
  services jsonb NOT NULL DEFAULT '[]',
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ozon_operations_date ON ozon_operations (date, id);
CREATE INDEX ozon_operations_posting ON ozon_operations (posting_number) WHERE posting_number IS NOT NULL;

-- Ozon's localization index per day: Ozon shows a short window, the history here outlives it.
CREATE TABLE ozon_localization_index (
  date date PRIMARY KEY,
  value numeric(6, 2) NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);
