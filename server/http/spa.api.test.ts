import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { buildTestApp, type TestApp } from '../test/testApp.js';

const SCRIPT = Array.from({ length: 200 }, (_, index) => `console.log('chunk line ${index}');`).join('\n');

describe('serving the built web app', () => {
  let t: TestApp;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(distDir, 'assets', 'main-def456.js'), SCRIPT);
    // As the build leaves dist: a .gz and a .br beside each text file. And a source map that must stay private.
    await precompressDir(distDir);
    fs.writeFileSync(path.join(distDir, 'assets', 'main-def456.js.map'), '{"version":3,"sources":["secret.ts"]}');
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
    // An SVG opened on its own is a page that could run scripts: it keeps the page's policy.
    expect(icon.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("keeps a page's document headers off the scripts, which still carry nosniff", async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/main-def456.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/ozon/salesOrders', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // The browser may call the AI service for reply drafts (Together's by default), and no other host.
    expect(page.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.together\.xyz(;|$)/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it("lets the page connect to the AI service of AI_CHAT_URL and the service families' own addresses only", async () => {
    const configured = await buildTestApp({
      distDir,
      env: { AI_CHAT_URL: 'http://127.0.0.1:8191/v1', READER_URL: 'https://reader.example.ru/api', ML_URL: '/ml' },
    });
    try {
      const page = await configured.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toMatch(
        /connect-src 'self' http:\/\/127\.0\.0\.1:8191 https:\/\/reader\.example\.ru(;|$)/,
      );
      const config = await configured.app.inject({ method: 'GET', url: '/config.json' });
      expect(config.json()).toMatchObject({ AiChatUrl: 'http://127.0.0.1:8191/v1' });
    } finally {
      await configured.close();
    }
    // Not a web address: refused at start, naming the setting.
    await expect(buildTestApp({ env: { AI_CHAT_URL: 'ftp://models.example.ru' } })).rejects.toThrow(/AI_CHAT_URL/);
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

  it('sends the .br or .gz stored beside a script to a client that accepts it, else the script', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip;q=0.9', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/main-def456.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.toString('utf8'), accept).toBe(SCRIPT);
      if (encoding) expect(response.rawPayload.length, accept).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('sends the page compressed too, still revalidated', async () => {
    for (const url of ['/', '/ozon/salesOrders']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString('utf8'), url).toContain('<div id="root">');
    }
  });

  it('never serves a source map, nor the stored compressed copies by their own address', async () => {
    for (const url of ['/assets/main-def456.js.map', '/assets/main-def456.js.gz', '/assets/main-def456.js.br']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(response.body, url).not.toContain('secret.ts');
    }
  });
});
