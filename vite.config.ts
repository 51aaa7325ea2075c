import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { defineConfig } from 'vite';
import { precompiledMessages } from './scripts/precompiledMessages.js';
import { precompress } from './scripts/precompress.mjs';

const API_PORT = Number(process.env.PORT ?? 8080);
const api = `http://127.0.0.1:${API_PORT}`;

/**
 * The icons the shell (menu, top bar, sidebar) draws on every screen. Screens that use one too would
 * otherwise cut each into a chunk of its own, a dozen small requests on the first screen.
 */
const shellIcons = new Set(
  ['src/shell/menuModel.ts', 'src/shell/AppMenu.tsx', 'src/shell/TopBar.tsx']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/@mui\/icons-material\/(\w+)/g)].map((match) => match[1]),
    ),
);
const isShellIcon = (id: string) => {
  const icon = /@mui[\\/]icons-material[\\/](\w+)\.m?js$/.exec(id);
  return Boolean(icon && shellIcons.has(icon[1]));
};

// In development the SPA is served by Vite and every API family is proxied to the Fastify server.
export default defineConfig({
  plugins: [
    // File routes in src/routes; every screen's component becomes its own chunk, loaded on demand.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // dist/i18n holds the messages parsed, so the browser gets react-intl without its parser.
    precompiledMessages(),
    // dist gets a .gz and a .br of every text file, served as they are by server/http/spa.ts.
    precompress(),
  ],
  // No source maps in dist: the server would publish the sources (`npx vite build --sourcemap` to study a bundle).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
    // What the entry needs anyway is one chunk, not a dozen common ones cut by which screens share them:
    // fewer requests on the first screen, and one gzip window compresses it better.
    // MUI's list parts serve the menu of every screen and the lists of many: one chunk, not one per part.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'lists', test: /@mui[\\/]material[\\/](esm[\\/])?List[A-Za-z]*[\\/]/ },
            { name: 'shell-icons', test: isShellIcon },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/Token', '/ml', '/health', '/config.json', '/openapi.json', '/docs'].map((prefix) => [prefix, api]),
    ),
  },
});
