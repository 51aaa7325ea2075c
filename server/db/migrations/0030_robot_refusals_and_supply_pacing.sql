-- Ozon's refusal of what a task asks (its products, say an archived card, or its drop-off): the robot
-- stops the task with Ozon's reason instead of spending a draft on it every two minutes, until the
-- seller changes the task or switches it on again.
ALTER TABLE ozon_supply_registration_tasks ADD COLUMN stopped_reason text;

-- The supplies asked of Ozon from drafts count against their own limits (2 a minute, 50 an hour, 500
-- a day per cabinet), paced as the drafts are: a call is either a draft or a supply.
ALTER TABLE ozon_supply_draft_calls ADD COLUMN kind text NOT NULL DEFAULT 'draft' CHECK (kind IN ('draft', 'supply'));
