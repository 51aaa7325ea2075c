-- Ozon's cross-docking tariffs, uploaded by the seller from Ozon's file: what it costs to hand goods
-- over at a drop-off (cross-dock) warehouse for delivery to a destination warehouse, per pallet and
-- per large, medium and small box. Both places are warehouses of ozon_warehouses, found by name or alias.
CREATE TABLE ozon_cross_docking_prices (
  cross_dock_warehouse_id integer NOT NULL REFERENCES ozon_warehouses (id) ON DELETE CASCADE,
  warehouse_id integer NOT NULL REFERENCES ozon_warehouses (id) ON DELETE CASCADE,
  pallet_price numeric(14, 2),
  large_box_price numeric(14, 2),
  medium_box_price numeric(14, 2),
  small_box_price numeric(14, 2),
  PRIMARY KEY (cross_dock_warehouse_id, warehouse_id)
);
