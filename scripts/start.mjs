// @ts-check
// `npm start`: build the web app and the server when missing or stale, then serve SPA and API from one
// process running the server's JavaScript (.build/), not its TypeScript.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUILD_DIR, serverNeedsBuild, spaNeedsBuild } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (spaNeedsBuild(root)) {
  console.log('Building the web app (first start or changed sources)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
if (serverNeedsBuild(root)) {
  console.log('Building the server (first start or changed sources)...');
  await buildServer(root);
}
await import(pathToFileURL(path.join(root, SERVER_BUILD_DIR, 'server', 'main.js')).href);
