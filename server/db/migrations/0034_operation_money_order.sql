-- The finance operations sort by their money columns (issue 33): a page of the largest charges of the
-- whole history reads one of these from its end instead of sorting every operation (a year of a large
-- seller is hundreds of thousands). Each ends with the ID, the tiebreaker of the order, so pages are
-- stable; a backward scan serves the descending order. The services are the amount less the sale and
-- the commission (contracts/operationParts.ts), indexed as that expression, written as the query writes it.
CREATE INDEX ozon_operations_amount ON ozon_operations (amount, id);
CREATE INDEX ozon_operations_accruals_for_sale ON ozon_operations (accruals_for_sale, id);
CREATE INDEX ozon_operations_sale_commission ON ozon_operations (sale_commission, id);
CREATE INDEX ozon_operations_delivery_charge ON ozon_operations (delivery_charge, id);
CREATE INDEX ozon_operations_return_delivery_charge ON ozon_operations (return_delivery_charge, id);
CREATE INDEX ozon_operations_services ON ozon_operations ((amount - accruals_for_sale - sale_commission), id);
