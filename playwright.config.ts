import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEFAULT_CABINET } from './sandbox/config.js';

// A fresh data directory and a known account per run: the suite starts the app as a new user would.
const PORT = Number(process.env.E2E_PORT ?? 8181);
// The Ozon sandbox on its own, as a real cabinet would be: the sync e2e connects it from the web app.
// Latency makes runs long enough to watch and cancel: at 20 ms a full sync takes about two seconds.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8191);
/** The sandbox's pace at start: Ozon's; the sync spec quickens it once it has watched a run (POST /sandbox/faults). */
export const E2E_SANDBOX_LATENCY_MS = 250;
export const E2E_SANDBOX = { ...DEFAULT_CABINET, url: `http://127.0.0.1:${SANDBOX_PORT}` };
/**
 * A quarter of the sandbox's default seller (about 100 postings a day instead of 410, 100 products
 * instead of 200): the screens and the syncs are the same, and CI's two cores handle a quarter of the rows.
 */
const E2E_SANDBOX_SCALE = '0.25';
export const E2E_USER = { login: 'e2e-seller', password: 'e2e-password-2026' };
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'seller-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // CI runs on two cores beside the app, the sandbox and the browser: a screen may take longer to settle.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    // As a seller who asked for less motion: the app then draws no looping animation (src/app/theme.ts),
    // which on CI's two cores without a GPU cost Chromium a quarter of the whole run's CPU.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npm run sandbox',
      url: `${E2E_SANDBOX.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_CABINETS: `${E2E_SANDBOX.clientId}:${E2E_SANDBOX.apiKey}`,
        SANDBOX_LATENCY_MS: String(E2E_SANDBOX_LATENCY_MS),
        SANDBOX_SCALE: E2E_SANDBOX_SCALE,
      },
    },
    {
      command: 'npm start',
      url: `http://127.0.0.1:${PORT}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // A clean stop: the app stops its embedded PostgreSQL after its own last write. (No global teardown
      // stops it instead: Playwright runs that before it stops the web servers, under the running app.)
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SELLER_ADMIN_LOGIN: E2E_USER.login,
        SELLER_ADMIN_PASSWORD: E2E_USER.password,
        LOG_LEVEL: 'warn',
        // Where a cabinet connected in the web app is called; without OZON_* the demo sandbox still starts.
        OZON_API_URL: E2E_SANDBOX.url,
        // The demo's own history would load beside every spec; the sync spec loads a cabinet's history.
        HISTORY_MONTHS: '0',
        // The specs own the clock: no schedule fires in the middle of one (the stocks every half hour once
        // imported the stocks a spec was about to import). The schedules are still shown and edited.
        SYNC_SCHEDULES: 'off',
        // The reply drafts' AI service: the sandbox's stand-in (the page may reach this origin only).
        AI_CHAT_URL: `${E2E_SANDBOX.url}/v1`,
        // The demo sandbox of the specs that connect no cabinet.
        SANDBOX_SCALE: E2E_SANDBOX_SCALE,
        // The build's compression is the bench's concern (bench/web); the suite's build skips zopfli.
        SELLER_PRECOMPRESS: 'fast',
      },
    },
  ],
});
