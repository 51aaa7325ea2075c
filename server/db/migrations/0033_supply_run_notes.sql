-- The robot's log in the seller's language: what a run says is kept as notes, each a code and its values
-- ([{"Code": "NoFreeSlot", "Params": {"dropOff": "…", "fromDay": "2026-12-01", …}}]), worded by the screen
-- from the message catalogues (supplyRegistration.run.<Code>); Ozon's own words are values, kept as Ozon
-- wrote them. A run says one thing or one per drop-off tried, hence a list. message keeps the English
-- line for the server's log; runs logged before have no notes and show it.
ALTER TABLE ozon_supply_registration_task_runs ADD COLUMN notes jsonb;

-- The refusal that stopped a task, as notes too (stopped_reason keeps its English line).
ALTER TABLE ozon_supply_registration_tasks ADD COLUMN stopped_notes jsonb;
