import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The code a worker thread is started with (`new Worker(code, { eval: true })`) to run one of the
 * server's modules. From the build (.build/, `npm start`) it imports the module's JavaScript. From
 * TypeScript (tsx, vitest, the bench) it registers tsx's loader first: Node 20 does not pass the parent's
 * loader on to a worker thread.
 *
 * `entry` is the module's TypeScript URL beside its caller (`new URL('./x.ts', import.meta.url)`), and
 * `callerUrl` the caller's import.meta.url (which ends in .js in the build); `built` a build of the
 * module to import instead (the test suite's, made once by its global setup).
 */
export function threadBootstrap(entry: URL, callerUrl: string, built?: string): string {
  if (callerUrl.endsWith('.js')) {
    return `import(${JSON.stringify(entry.href.replace(/\.ts$/, '.js'))})`;
  }
  if (built) return `import(${JSON.stringify(pathToFileURL(built).href)})`;
  const tsxDir = path.dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
}
