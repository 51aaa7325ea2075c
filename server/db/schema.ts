import type { ColumnType, Generated } from 'kysely';

/** Row shapes of the tables, as the migrations create them. */
export interface UsersTable {
  id: Generated<number>;
  login: string;
  password_hash: string;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  used_at: Date | null;
}

/** One sign-in: its refresh tokens are the family `family_id`; revoked ends them and its access tokens. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  revoked_at: Date | null;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  category_id: number | null;
  stock_amount: number;
  name: string;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  weight_g: number | null;
}

export interface ProductPackagesTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  minimum_warehouse_stock: number;
  product_count: number;
  width_mm: number | null;
  height_mm: number | null;
  depth_mm: number | null;
  weight_g: number | null;
  supply_preparation_time_in_days: number;
}

export interface PackageTypesTable {
  id: Generated<number>;
  name: string;
  unit_of_measure: number;
  decimal_places: number;
}

export interface PackageTypePricesTable {
  package_type_id: number;
  date: string;
  price: number;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface OzonWarehouseClustersTable {
  id: Generated<number>;
  ozon_id: number | null;
  name: string;
  type: number;
  selling_cluster: boolean;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  synced_at: Date | null;
}

export interface OzonWarehousesTable {
  id: Generated<number>;
  ozon_id: number;
  cluster_id: number | null;
  name: string;
  address: string | null;
  standalone: ColumnType<boolean, boolean | undefined, boolean>;
  seller_warehouse: boolean;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  status: number;
  type: number;
  synced_at: Date | null;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OzonProductsTable {
  product_package_id: number;
  ozon_product_id: number;
  sku: number | null;
  name: string;
  primary_image: string | null;
  category_id: number | null;
  is_kgt: Defaulted<boolean>;
  is_archived: Defaulted<boolean>;
  is_auto_archived: Defaulted<boolean>;
  respect_min_price_in_actions: boolean | null;
  current_respect_min_price_in_actions: boolean | null;
  respect_min_price_in_actions_expiration_date: Date | null;
  barcodes: Defaulted<string[]>;
  marketing_price: number | null;
  min_price: number | null;
  old_price: number | null;
  premium_price: number | null;
  price: number | null;
  recommended_price: number | null;
  external_minimal_price: number | null;
  external_minimal_price_currency: string | null;
  external_price_index_value: number | null;
  ozon_minimal_price: number | null;
  ozon_minimal_price_currency: string | null;
  ozon_price_index_value: number | null;
  self_minimal_price: number | null;
  self_minimal_price_currency: string | null;
  self_price_index_value: number | null;
  color_index: string | null;
  last_non_zero_price_index: number | null;
  enable_geo_targeting: Defaulted<boolean>;
  ozon_search_query: string | null;
  ozon_negative_analog_skus: Defaulted<number[]>;
  ozon_positive_analog_skus: Defaulted<number[]>;
  synced_at: Date | null;
}

export interface OzonProductCommissionsTable {
  product_package_id: number;
  schema: string;
  delivery_cost: number;
  commission_percent: number;
  return_cost: number;
  commission_cost: number;
}

export interface OzonProductStocksTable {
  product_package_id: number;
  warehouse_id: number;
  present: number;
  reserved: number;
  discounted_present: number;
  discounted_reserved: number;
  synced_at: Date | null;
}

export interface OzonCitiesTable {
  id: Generated<number>;
  uid: string;
  parent_id: number | null;
  name: string;
  type: number;
  ozon_cluster_id: number | null;
}

export interface OzonCrossDockingPricesTable {
  cross_dock_warehouse_id: number;
  warehouse_id: number;
  pallet_price: number | null;
  large_box_price: number | null;
  medium_box_price: number | null;
  small_box_price: number | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  status: ColumnType<
    'queued' | 'running' | 'completed' | 'failed' | 'cancelled',
    'queued' | 'running' | 'completed' | 'failed' | 'cancelled' | undefined
  >;
  started_by: string;
  depends_on: string | null;
  done: Generated<number>;
  total: number | null;
  result: unknown;
  error: unknown;
  attempt: Generated<number>;
  max_attempts: Generated<number>;
  cancel_requested: Generated<boolean>;
  worker: string | null;
  created_at: Generated<Date>;
  run_after: Generated<Date>;
  started_at: Date | null;
  heartbeat_at: Date | null;
  finished_at: Date | null;
}

export interface SyncSchedulesTable {
  kind: string;
  enabled: boolean;
  cron: string;
  next_run_at: Date | null;
  updated_at: Generated<Date>;
}

export interface OzonConnectionTable {
  id: Generated<number>;
  client_id: string;
  api_key_encrypted: string;
  api_key_last4: string;
  connected_by: string;
  connected_at: Generated<Date>;
}

export interface DatabaseSchema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_packages: ProductPackagesTable;
  package_types: PackageTypesTable;
  package_type_prices: PackageTypePricesTable;
  schema_migrations: SchemaMigrationsTable;
  ozon_warehouse_clusters: OzonWarehouseClustersTable;
  ozon_warehouses: OzonWarehousesTable;
  ozon_cities: OzonCitiesTable;
  ozon_cross_docking_prices: OzonCrossDockingPricesTable;
  ozon_products: OzonProductsTable;
  ozon_product_commissions: OzonProductCommissionsTable;
  ozon_product_stocks: OzonProductStocksTable;
  jobs: JobsTable;
  sync_schedules: SyncSchedulesTable;
  ozon_connection: OzonConnectionTable;
}
