import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../contracts/common.js';
import type { OzonProduct } from '../../contracts/ozonProducts.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import { buildDemoTestApp } from '../test/testApp.js';
import { ozonPictureReader } from './ozonPictureReader.js';

describe("A card's primary picture read through the server", () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp();
    await seedDemoCatalogue(t.database.db, t.ozon.demoWorld!);
    expect((await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' })).statusCode).toBe(204);
    expect((await t.call({ method: 'POST', url: '/v1/OzonProduct/ImportOzonProducts' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const picture = (query: string) => t.call({ method: 'GET', url: `/v1/OzonProduct/PrimaryPicture?${query}` });

  it('answers the JPEG the card names on Ozon’s CDN (the sandbox serves the CDN in demo mode)', async () => {
    const page = (
      await t.call({ method: 'POST', url: '/v1/OzonProduct/FindOzonProducts', payload: { Count: 5 } })
    ).json<Paged<OzonProduct>>();
    const card = page.Items.find((item) => item.PrimaryImage)!;
    expect(card.PrimaryImage).toMatch(/^https:\/\/cdn1\.ozone\.ru\/s3\//);

    const response = await picture(`productPackageID=${card.ProductPackageID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const decoded = jpeg.decode(response.rawPayload, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1200, 1200]);
    // The same card gives the same picture every time.
    expect((await picture(`productPackageID=${card.ProductPackageID}`)).rawPayload.equals(response.rawPayload)).toBe(
      true,
    );
  });

  it('names the card that is not imported, and the field of a bad ID', async () => {
    const missing = await picture('productPackageID=987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Ozon product 987654321 is not imported.' });
    const bad = await picture('productPackageID=abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('productPackageID');
  });

  it('needs a valid access token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/OzonProduct/PrimaryPicture?productPackageID=1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('The picture reader', () => {
  it('reads nothing but Ozon’s picture servers, and says why a picture is missing', async () => {
    const read = ozonPictureReader();
    await expect(read('http://127.0.0.1:5432/secret')).rejects.toThrow("127.0.0.1 is not Ozon's picture server");
    await expect(read('file:///etc/passwd')).rejects.toThrow("is not Ozon's picture server");
    await expect(read('not an address')).rejects.toThrow('is not a picture address');
    // The CDN path is asked of the mirror; a server that does not answer is named with the path.
    const mirror = ozonPictureReader({ cdnUrl: 'http://127.0.0.1:9/' });
    await expect(mirror('https://cdn1.ozone.ru/s3/multimedia-1-a/1.jpg')).rejects.toThrow(
      'The picture /s3/multimedia-1-a/1.jpg could not be read from cdn1.ozone.ru: no connection.',
    );
  });
});
