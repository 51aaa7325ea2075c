-- The products grid sorted by name under a name search walks (name, id) and stops after a page, instead
-- of sorting every match (the ILIKE cannot use lower(name)).
CREATE INDEX products_name_id_idx ON products (name, id);
