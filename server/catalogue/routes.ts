import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findProductPackagesRequest,
  findProductsRequest,
  product,
  productCategory,
  productCategoryInput,
  productCategoryUpdate,
  productIdParams,
  productInput,
  productPackage,
  productPackageInput,
  productPackagePage,
  productPackageUpdate,
  productPage,
  productUpdate,
  removeProductPackageQuery,
  removeProductQuery,
} from '../../contracts/catalogue.js';
import { noContent } from '../http/noContent.js';
import type { CategoryService } from './categoryService.js';
import type { ProductService } from './productService.js';

const tags = ['Product'];
const newId = z.number().int().describe('The ID of the new record');

/** The own catalogue calls of SPEC.md section 7, mounted under /v1/Product. */
export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService; categories: CategoryService }> = async (
  app,
  { products, categories },
) => {
  app.post('/FindProducts', {
    schema: { operationId: 'findProducts', tags, body: findProductsRequest, response: { 200: productPage } },
    handler: (request) => products.findProducts(request.body),
  });

  app.get('/id/:productID', {
    schema: { operationId: 'getProduct', tags, params: productIdParams, response: { 200: product } },
    handler: (request) => products.getProduct(request.params.productID),
  });

  app.post('/AddProduct', {
    schema: { operationId: 'addProduct', tags, body: productInput, response: { 200: newId } },
    handler: (request) => products.addProduct(request.body),
  });

  app.post('/UpdateProduct', {
    schema: { operationId: 'updateProduct', tags, body: productUpdate, response: { 204: noContent } },
    handler: async (request, reply) => {
      await products.updateProduct(request.body);
      return reply.code(204).send(null);
    },
  });

  app.delete('/RemoveProduct', {
    schema: { operationId: 'removeProduct', tags, querystring: removeProductQuery, response: { 204: noContent } },
    handler: async (request, reply) => {
      await products.removeProduct(request.query.productID);
      return reply.code(204).send(null);
    },
  });

  app.post('/FindProductPackages', {
    schema: {
      operationId: 'findProductPackages',
      tags,
      body: findProductPackagesRequest,
      response: { 200: productPackagePage },
    },
    handler: (request) => products.findPackages(request.body),
  });

  app.post('/AddProductPackage', {
    schema: { operationId: 'addProductPackage', tags, body: productPackageInput, response: { 200: productPackage } },
    handler: (request) => products.addPackage(request.body),
  });

  app.post('/UpdateProductPackage', {
    schema: { operationId: 'updateProductPackage', tags, body: productPackageUpdate, response: { 204: noContent } },
    handler: async (request, reply) => {
      await products.updatePackage(request.body);
      return reply.code(204).send(null);
    },
  });

  app.delete('/RemoveProductPackage', {
    schema: {
      operationId: 'removeProductPackage',
      tags,
      querystring: removeProductPackageQuery,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await products.removePackage(request.query.productPackageID);
      return reply.code(204).send(null);
    },
  });

  app.get('/GetProductCategories', {
    schema: { operationId: 'getProductCategories', tags, response: { 200: z.array(productCategory) } },
    handler: () => categories.list(),
  });

  app.post('/AddProductCategory', {
    schema: { operationId: 'addProductCategory', tags, body: productCategoryInput, response: { 200: newId } },
    handler: (request) => categories.add(request.body.Name),
  });

  app.post('/UpdateProductCategory', {
    schema: { operationId: 'updateProductCategory', tags, body: productCategoryUpdate, response: { 204: noContent } },
    handler: async (request, reply) => {
      await categories.rename(request.body);
      return reply.code(204).send(null);
    },
  });
};
