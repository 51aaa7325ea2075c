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

export interface DatabaseSchema {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_packages: ProductPackagesTable;
  package_types: PackageTypesTable;
  package_type_prices: PackageTypePricesTable;
  schema_migrations: SchemaMigrationsTable;
  ozon_warehouse_clusters: OzonWarehouseClustersTable;
  ozon_warehouses: OzonWarehousesTable;
}
