// `npm start`: build the SPA when it is missing or stale, then serve SPA and API from one process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spaNeedsBuild } from './spaBuild.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (spaNeedsBuild(root)) {
  console.log('Building the web app (first start or changed sources)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
await import('../server/main.js');
