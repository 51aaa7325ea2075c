import type {
  FindProductPackagesRequest,
  FindProductsRequest,
  Product,
  ProductBase,
  ProductInput,
  ProductPackage,
  ProductPackageInput,
  ProductPackageUpdate,
  ProductUpdate,
} from '../../contracts/catalogue.js';
import type { Paged } from '../../contracts/common.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { DuplicateRecordError, NotFoundError, RecordInUseError, ValidationError } from '../domain/errors.js';
import { batchesUsing } from '../purchasing/purchaseBatchRepository.js';
import { findCategory, listCategories } from './categoryRepository.js';
import {
  deletePackage,
  findPackage,
  findPackages,
  insertPackage,
  listPackagesOfProducts,
  updatePackage,
} from './packageRepository.js';
import {
  deleteProduct,
  findProduct,
  findProducts,
  insertProduct,
  listProducts,
  updateProduct,
} from './productRepository.js';

/** The seller's own catalogue: products, their categories and their packages (the Ozon articles). */
export function productService({ db }: { db: Db }) {
  async function withRelations(db: DbOrTrx, products: ProductBase[]): Promise<Product[]> {
    const [categories, packages] = await Promise.all([
      products.some((product) => product.CategoryID) ? listCategories(db) : Promise.resolve([]),
      listPackagesOfProducts(
        db,
        products.map((product) => product.ID),
      ),
    ]);
    const categoryById = new Map(categories.map((category) => [category.ID, category]));
    return products.map((product) => ({
      ...product,
      Category: (product.CategoryID && categoryById.get(product.CategoryID)) || null,
      Packages: packages.filter((pkg) => pkg.ProductID === product.ID),
    }));
  }

  async function assertCategoryExists(trx: DbOrTrx, categoryId: number | null) {
    if (categoryId && !(await findCategory(trx, categoryId))) {
      throw new ValidationError('CategoryID', `there is no category with ID ${categoryId}`);
    }
  }

  async function assertProductExists(trx: DbOrTrx, productId: number, field = 'ProductID') {
    if (!(await findProduct(trx, productId))) {
      throw new ValidationError(field, `there is no product with ID ${productId}`);
    }
  }

  const noProduct = (id: number) => new NotFoundError(`There is no product with ID ${id}.`, { kind: 'Product', id });
  const noPackage = (id: number) =>
    new NotFoundError(`There is no package with ID ${id}.`, { kind: 'ProductPackage', id });

  return {
    async findProducts(request: FindProductsRequest): Promise<Paged<Product>> {
      const { items, ...count } = await findProducts(db, request);
      return { ...count, Items: await withRelations(db, items) };
    },

    async getProduct(productId: number): Promise<Product> {
      const product = await findProduct(db, productId);
      if (!product) throw noProduct(productId);
      const [withPackages] = await withRelations(db, [product]);
      return withPackages;
    },

    addProduct: (input: ProductInput): Promise<number> =>
      db.transaction().execute(async (trx) => {
        await assertCategoryExists(trx, input.CategoryID);
        if (input.ID && (await findProduct(trx, input.ID))) throw new DuplicateRecordError('Product', 'ID', input.ID);
        return insertProduct(trx, input);
      }),

    updateProduct: (input: ProductUpdate): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await assertCategoryExists(trx, input.CategoryID);
        if (!(await updateProduct(trx, input))) throw noProduct(input.ID);
      }),

    removeProduct: (productId: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await findProduct(trx, productId))) throw noProduct(productId);
        const packages = await listPackagesOfProducts(trx, [productId]);
        if (packages.length > 0) {
          throw new RecordInUseError(
            { kind: 'Product', id: productId },
            { kind: 'ProductPackage', ids: packages.map((pkg) => pkg.ID) },
          );
        }
        const batches = await batchesUsing(trx, { productId });
        if (batches.length > 0) {
          throw new RecordInUseError({ kind: 'Product', id: productId }, { kind: 'PurchaseBatch', ids: batches });
        }
        await deleteProduct(trx, productId);
      }),

    /** Packages with their products: a picker names each by both. */
    async findPackages(request: FindProductPackagesRequest): Promise<Paged<ProductPackage>> {
      const page = await findPackages(db, request);
      const products = await listProducts(db, [...new Set(page.Items.map((pkg) => pkg.ProductID))]);
      const productById = new Map(products.map((product) => [product.ID, product]));
      return { ...page, Items: page.Items.map((pkg) => ({ ...pkg, Product: productById.get(pkg.ProductID) })) };
    },

    addPackage: (input: ProductPackageInput): Promise<ProductPackage> =>
      db.transaction().execute(async (trx) => {
        await assertProductExists(trx, input.ProductID);
        if (input.ID && (await findPackage(trx, input.ID))) {
          throw new DuplicateRecordError('ProductPackage', 'ID', input.ID);
        }
        const id = await insertPackage(trx, input);
        return (await findPackage(trx, id))!;
      }),

    updatePackage: (input: ProductPackageUpdate): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await assertProductExists(trx, input.ProductID);
        if (!(await updatePackage(trx, input))) throw noPackage(input.ID);
      }),

    removePackage: (packageId: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const batches = await batchesUsing(trx, { packageId });
        if (batches.length > 0) {
          throw new RecordInUseError(
            { kind: 'ProductPackage', id: packageId },
            { kind: 'PurchaseBatch', ids: batches },
          );
        }
        if (!(await deletePackage(trx, packageId))) throw noPackage(packageId);
      }),
  };
}

export type ProductService = ReturnType<typeof productService>;
