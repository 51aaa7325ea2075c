import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
    t = await buildTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true });
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers the root and any client route with index.html', async () => {
    for (const url of ['/', '/ozon/salesOrders', '/purchase/package-type/list?page=2']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API paths and non-GET requests out of the fallback', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Token/Anything' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/some/page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' })).statusCode).toBe(404);
  });
});
