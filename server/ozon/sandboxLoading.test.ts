import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/freePort.js';
import { removeDataDir, tempDataDir } from '../test/realServer.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SANDBOX_DIR = pathToFileURL(path.join(ROOT, 'sandbox')).href + '/';

// A module loader hook in the child process: every module it loads from sandbox/ is written to a file.
const HOOK = `import { appendFileSync } from 'node:fs';
export async function load(url, context, nextLoad) {
  if (url.startsWith(process.env.SANDBOX_DIR_URL)) appendFileSync(process.env.SANDBOX_LOAD_LOG, url + '\\n');
  return nextLoad(url, context);
}`;
const REGISTER = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`,
)}`;

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await removeDataDir(dir);
});

/**
 * Runs node with tsx and the hook until `ready` appears on its stdout (then stops it) or it exits;
 * answers the sandbox modules it loaded.
 */
async function sandboxModulesLoaded(args: string[], env: Record<string, string>, ready?: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-loading-'));
  const dataDir = tempDataDir('sandbox-loading-data-');
  dirs.push(dir, dataDir);
  const log = path.join(dir, 'loaded.txt');
  fs.writeFileSync(log, '');
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(OZON_|SANDBOX_|DATABASE_URL$)/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', REGISTER, ...args], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      SANDBOX_DIR_URL: SANDBOX_DIR,
      SANDBOX_LOAD_LOG: log,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready && output.includes(ready)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => (ready ? reject(new Error(`exited with ${code}:\n${output}`)) : resolve()));
  });
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  return fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

describe('The Ozon sandbox', () => {
  it('is not loaded by a server started with a real cabinet', async () => {
    const loaded = await sandboxModulesLoaded(
      ['server/main.ts'],
      {
        OZON_CLIENT_ID: '123456',
        OZON_API_KEY: 'a-real-looking-api-key',
        OZON_API_URL: 'http://127.0.0.1:9',
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      },
      'Seller back-office is running at',
    );
    expect(loaded).toEqual([]);
  });

  it('is seen by the same hook when something does load it', async () => {
    const loaded = await sandboxModulesLoaded(['-e', "await import('./sandbox/config.ts')"], {});
    expect(loaded).toContain(`${SANDBOX_DIR}config.ts`);
  });
});
