import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

describe('own catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.call({ method: 'POST', url: `/v1/Product/${url}`, payload: payload as object });
  const addProduct = async (payload: object) => {
    const response = await post('AddProduct', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<number>();
  };

  it('creates a category and a product in it, and reads the product back with its category', async () => {
    const categoryId = (await post('AddProductCategory', { Name: 'Посуда' })).json<number>();
    const id = await addProduct({
      Name: 'Кружка керамическая',
      CategoryID: categoryId,
      WidthMM: 90,
      HeightMM: 100,
      DepthMM: 90,
      WeightG: 320,
    });
    expect(id).toBeGreaterThan(0);

    const product = (await t.call({ method: 'GET', url: `/v1/Product/id/${id}` })).json();
    expect(product).toEqual({
      ID: id,
      CategoryID: categoryId,
      StockAmount: 0,
      Name: 'Кружка керамическая',
      WidthMM: 90,
      HeightMM: 100,
      DepthMM: 90,
      WeightG: 320,
      Category: { ID: categoryId, Name: 'Посуда' },
      Packages: [],
    });
  });

  it('refuses a second category of the same name, in any case, and renames one', async () => {
    const id = (await post('AddProductCategory', { Name: 'Текстиль' })).json<number>();
    expect((await post('AddProductCategory', { Name: 'ТЕКСТИЛЬ' })).statusCode).toBe(409);
    expect((await post('UpdateProductCategory', { ID: id, Name: 'Домашний текстиль' })).statusCode).toBe(204);
    const names = (await t.call({ method: 'GET', url: '/v1/Product/GetProductCategories' }))
      .json()
      .map((c: { Name: string }) => c.Name);
    expect(names).toContain('Домашний текстиль');
    expect((await post('UpdateProductCategory', { ID: 999999, Name: 'Нет' })).statusCode).toBe(404);
  });

  it('refuses a product in a category that does not exist, naming CategoryID', async () => {
    const response = await post('AddProduct', { Name: 'Сирота', CategoryID: 424242 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('CategoryID');
  });

  it('updates a product and answers 404 for one that does not exist', async () => {
    const id = await addProduct({ Name: 'Чайник' });
    const update = {
      ID: id,
      Name: 'Чайник стеклянный',
      StockAmount: 12,
      CategoryID: null,
      WidthMM: null,
      HeightMM: 200,
      DepthMM: null,
      WeightG: 900,
    };
    expect((await post('UpdateProduct', update)).statusCode).toBe(204);
    const product = (await t.call({ method: 'GET', url: `/v1/Product/id/${id}` })).json();
    expect(product).toMatchObject({ Name: 'Чайник стеклянный', StockAmount: 12, HeightMM: 200, WeightG: 900 });
    expect((await post('UpdateProduct', { ...update, ID: 987654 })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/v1/Product/id/987654' })).statusCode).toBe(404);
  });

  it('adds, finds, updates and removes packages, and refuses to remove a product that still has them', async () => {
    const productId = await addProduct({ Name: 'Свеча ароматическая' });
    const added = await post('AddProductPackage', {
      Name: 'Свеча, 2 шт.',
      ProductID: productId,
      ProductCount: 2,
      MinimumWarehouseStock: 5,
    });
    expect(added.statusCode).toBe(200);
    const pkg = added.json();
    expect(pkg).toMatchObject({
      Name: 'Свеча, 2 шт.',
      ProductID: productId,
      ProductCount: 2,
      MinimumWarehouseStock: 5,
      SupplyPreparationTimeInDays: 0,
    });

    const blocked = await t.call({ method: 'DELETE', url: `/v1/Product/RemoveProduct?productID=${productId}` });
    expect(blocked.statusCode).toBe(409);
    // The web app says «У товара … есть упаковки (…)» from these members, whatever the language.
    expect(blocked.json()).toMatchObject({
      type: '/problems/record-in-use',
      Entity: 'Product',
      ID: productId,
      DependentEntity: 'ProductPackage',
      DependentIDs: String(pkg.ID),
    });
    expect(blocked.json().detail).toContain(`ID ${pkg.ID}`);
    expect((await post('FindProducts', { ID: productId })).json().TotalCount).toBe(1);

    expect(
      (await post('UpdateProductPackage', { ...pkg, Name: 'Свеча, набор из 2 шт.', SupplyPreparationTimeInDays: 3 }))
        .statusCode,
    ).toBe(204);
    const found = (await post('FindProductPackages', { ProductID: productId })).json();
    expect(found.TotalCount).toBe(1);
    expect(found.Items[0]).toMatchObject({ ID: pkg.ID, Name: 'Свеча, набор из 2 шт.', SupplyPreparationTimeInDays: 3 });

    const withPackages = (await t.call({ method: 'GET', url: `/v1/Product/id/${productId}` })).json();
    expect(withPackages.Packages.map((p: { ID: number }) => p.ID)).toEqual([pkg.ID]);

    expect(
      (await t.call({ method: 'DELETE', url: `/v1/Product/RemoveProductPackage?productPackageID=${pkg.ID}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/Product/RemoveProductPackage?productPackageID=${pkg.ID}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/Product/RemoveProduct?productID=${productId}` })).statusCode,
    ).toBe(204);
    expect((await t.call({ method: 'GET', url: `/v1/Product/id/${productId}` })).statusCode).toBe(404);
  });

  it('keeps a package ID given explicitly (the Ozon article) and still generates the next ones', async () => {
    const productId = await addProduct({ Name: 'Плед' });
    const explicit = (
      await post('AddProductPackage', { ID: 500100, Name: 'Плед 150x200', ProductID: productId })
    ).json();
    expect(explicit.ID).toBe(500100);
    const duplicate = await post('AddProductPackage', { ID: 500100, Name: 'Дубль', ProductID: productId });
    expect(duplicate.statusCode).toBe(409);
    // Named as a field error too, so the form shows it beside the ID input.
    expect(duplicate.json()).toMatchObject({
      type: '/problems/duplicate-record',
      Entity: 'ProductPackage',
      Field: 'ID',
      Value: 500100,
      errors: { ID: [expect.stringContaining('500100')] },
    });
    const generated = (await post('AddProductPackage', { Name: 'Плед 200x220', ProductID: productId })).json();
    expect(generated.ID).toBeGreaterThan(500100);
    const orphan = await post('AddProductPackage', { Name: 'Ничей', ProductID: 777777 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toHaveProperty('ProductID');
  });

  describe('FindProducts', () => {
    let ids: number[];
    beforeAll(async () => {
      ids = [];
      for (const [index, name] of ['Ваза', 'Блюдо', 'Абажур', 'Гобелен', 'Дозатор 100% мыла'].entries()) {
        ids.push(await addProduct({ Name: `Набор ${name}`, StockAmount: (index * 7) % 5 }));
      }
    });

    const find = async (request: object) => {
      const response = await post('FindProducts', { Name: 'Набор', ...request });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ TotalCount: number; Items: { ID: number; Name: string; StockAmount: number }[] }>();
    };

    it('pages with Offset and Count and reports the total', async () => {
      const first = await find({ Offset: 0, Count: 2 });
      const second = await find({ Offset: 2, Count: 2 });
      const third = await find({ Offset: 4, Count: 2 });
      expect(first.TotalCount).toBe(5);
      expect([...first.Items, ...second.Items, ...third.Items].map((item) => item.ID)).toEqual(ids);
      expect(third.Items).toHaveLength(1);
      const beyond = await find({ Offset: 50, Count: 2 });
      expect(beyond).toEqual({ TotalCount: 5, Items: [] });
    });

    it('orders by name both ways', async () => {
      const ascending = (await find({ OrderField: 'Name', OrderAscending: true })).Items.map((item) => item.Name);
      expect(ascending).toEqual([
        'Набор Абажур',
        'Набор Блюдо',
        'Набор Ваза',
        'Набор Гобелен',
        'Набор Дозатор 100% мыла',
      ]);
      const descending = (await find({ OrderField: 'Name', OrderAscending: false })).Items.map((item) => item.Name);
      expect(descending).toEqual([...ascending].reverse());
    });

    it('orders by stock with the ID breaking ties', async () => {
      const items = (await find({ OrderField: 'StockAmount' })).Items;
      const keys = items.map((item) => [item.StockAmount, item.ID]);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    });

    it('filters by ID, by name ignoring case and wildcards, and excludes IDs', async () => {
      expect((await find({ ID: ids[1] })).Items.map((item) => item.ID)).toEqual([ids[1]]);
      expect((await find({ Name: 'набор ваза' })).Items.map((item) => item.ID)).toEqual([ids[0]]);
      expect((await find({ Name: '100%' })).Items.map((item) => item.ID)).toEqual([ids[4]]);
      expect((await find({ Name: '%' })).TotalCount).toBe(1);
      expect((await find({ ExcludedIDs: [ids[0], ids[2]] })).Items.map((item) => item.ID)).toEqual([
        ids[1],
        ids[3],
        ids[4],
      ]);
    });
  });

  describe('the pickers', () => {
    // Three products of one name, as a seller ends up with: only their packages (articles) tell them apart.
    const night = 'Ночник с датчиком движения, зелёный';
    let products: number[];
    beforeAll(async () => {
      products = [
        await addProduct({ Name: night }),
        await addProduct({ Name: night }),
        await addProduct({ Name: night }),
      ];
      for (const [index, productId] of products.entries()) {
        const added = await post('AddProductPackage', {
          ID: 910_401 + index,
          Name: index === 2 ? 'Ночник на батарейках, 2 шт.' : `Ночник, ${index + 1} шт.`,
          ProductID: productId,
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      // The first package has an Ozon card with a picture.
      await t.database.db
        .insertInto('ozon_products')
        .values({
          product_package_id: 910_401,
          ozon_product_id: 77_910_401,
          name: night,
          primary_image: 'https://cdn/1.jpg',
        })
        .execute();
    });

    type Found<Item> = { TotalCount: number; Items: Item[] };
    type Pkg = { ID: number; PrimaryImage: string | null; Product?: { ID: number; Name: string } };

    it('finds products by an article or a package name, with the packages and their pictures', async () => {
      const byArticle = (await post('FindProducts', { Search: '91040' })).json<Found<{ ID: number }>>();
      expect(byArticle.Items.map((item) => item.ID)).toEqual(products);
      const one = (await post('FindProducts', { Search: '910402' })).json<Found<{ ID: number; Packages: Pkg[] }>>();
      expect(one.Items.map((item) => item.ID)).toEqual([products[1]]);
      const byPackage = (await post('FindProducts', { Search: 'НА БАТАРЕЙКАХ' })).json<Found<{ ID: number }>>();
      expect(byPackage.Items.map((item) => item.ID)).toEqual([products[2]]);
      const byName = (await post('FindProducts', { Search: 'датчиком', Count: 10 })).json<
        Found<{ ID: number; Packages: Pkg[] }>
      >();
      expect(byName.Items.map((item) => item.Packages.map((pkg) => [pkg.ID, pkg.PrimaryImage]))).toEqual([
        [[910_401, 'https://cdn/1.jpg']],
        [[910_402, null]],
        [[910_403, null]],
      ]);
    });

    it('finds packages by their product, name or article, and the chosen ones by their IDs, each with its product', async () => {
      const byProduct = (await post('FindProductPackages', { Search: 'датчиком' })).json<Found<Pkg>>();
      expect(byProduct.Items.map((pkg) => [pkg.ID, pkg.Product?.Name])).toEqual([
        [910_401, night],
        [910_402, night],
        [910_403, night],
      ]);
      const byArticle = (await post('FindProductPackages', { Search: '910403' })).json<Found<Pkg>>();
      expect(byArticle.Items.map((pkg) => [pkg.ID, pkg.Product?.ID])).toEqual([[910_403, products[2]]]);
      const chosen = (await post('FindProductPackages', { IDs: [910_403, 910_401] })).json<Found<Pkg>>();
      expect(chosen.Items.map((pkg) => [pkg.ID, pkg.PrimaryImage])).toEqual([
        [910_401, 'https://cdn/1.jpg'],
        [910_403, null],
      ]);
    });
  });
});
