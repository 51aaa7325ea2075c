import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.js';

const API_PORT = Number(process.env.PORT ?? 8080);
const api = `http://127.0.0.1:${API_PORT}`;

// In development the SPA is served by Vite and every API family is proxied to the Fastify server.
export default defineConfig({
  plugins: [
    // File routes in src/routes; every screen's component becomes its own chunk, loaded on demand.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // dist gets a .gz and a .br of every text file, served as they are by server/http/spa.ts.
    precompress(),
  ],
  // No source maps in dist: the server would publish the sources (`npx vite build --sourcemap` to study a bundle).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1024 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v1', '/Token', '/ml', '/health', '/config.json', '/openapi.json', '/docs'].map((prefix) => [prefix, api]),
    ),
  },
});
