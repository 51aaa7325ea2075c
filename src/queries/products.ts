import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  FindProductPackagesRequest,
  FindProductsRequest,
  Product,
  ProductCategory,
  ProductInput,
  ProductPackage,
  ProductPackageInput,
  ProductPackageUpdate,
  ProductUpdate,
} from '../../contracts/catalogue.js';
import type { Paged } from '../../contracts/common.js';
import type { ApiClient } from '../api/client.js';

/** Reads of the own catalogue (reader family) and its commands (command family), SPEC.md section 7. */
export const productKeys = {
  all: ['products'] as const,
  list: (request: Partial<FindProductsRequest>) => ['products', 'list', request] as const,
  one: (productID: number) => ['products', 'one', productID] as const,
  packages: (request: Partial<FindProductPackagesRequest>) => ['products', 'packages', request] as const,
  categories: ['products', 'categories'] as const,
};

export const findProducts = (api: ApiClient, request: Partial<FindProductsRequest>) =>
  api.json<Paged<Product>>('reader', 'v1/Product/FindProducts', { json: request });

export const findProductPackages = (api: ApiClient, request: Partial<FindProductPackagesRequest>) =>
  api.json<Paged<ProductPackage>>('reader', 'v1/Product/FindProductPackages', { json: request });

export const productListQuery = (api: ApiClient, request: Partial<FindProductsRequest>) =>
  queryOptions({
    queryKey: productKeys.list(request),
    queryFn: () => findProducts(api, request),
    placeholderData: keepPreviousData,
  });

export const productQuery = (api: ApiClient, productID: number) =>
  queryOptions({
    queryKey: productKeys.one(productID),
    queryFn: () => api.json<Product>('reader', `v1/Product/id/${productID}`),
  });

export const productPackagesQuery = (api: ApiClient, request: Partial<FindProductPackagesRequest>) =>
  queryOptions({
    queryKey: productKeys.packages(request),
    queryFn: () => findProductPackages(api, request),
    placeholderData: keepPreviousData,
  });

export const productCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: () => api.json<ProductCategory[]>('reader', 'v1/Product/GetProductCategories'),
    staleTime: 60_000,
  });

export const productCommands = (api: ApiClient) => ({
  addProduct: (input: ProductInput) => api.json<number>('command', 'v1/Product/AddProduct', { json: input }),
  updateProduct: (input: ProductUpdate) => api.json<null>('command', 'v1/Product/UpdateProduct', { json: input }),
  removeProduct: (productID: number) =>
    api.json<null>('command', 'v1/Product/RemoveProduct', { method: 'delete', searchParams: { productID } }),
  addCategory: (Name: string) => api.json<number>('command', 'v1/Product/AddProductCategory', { json: { Name } }),
  addPackage: (input: ProductPackageInput) =>
    api.json<ProductPackage>('command', 'v1/Product/AddProductPackage', { json: input }),
  updatePackage: (input: ProductPackageUpdate) =>
    api.json<null>('command', 'v1/Product/UpdateProductPackage', { json: input }),
  removePackage: (productPackageID: number) =>
    api.json<null>('command', 'v1/Product/RemoveProductPackage', {
      method: 'delete',
      searchParams: { productPackageID },
    }),
});
