import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverNeedsBuild, spaNeedsBuild } from '../scripts/builds.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether the URL answers 200 now (false while nothing listens). */
export async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** The web app and the server built as `npm start` would build them, before a bench starts the app. */
export async function buildLikeNpmStart(): Promise<void> {
  if (spaNeedsBuild(ROOT)) await (await import('vite')).build({ root: ROOT, logLevel: 'warn' });
  if (serverNeedsBuild(ROOT)) await buildServer(ROOT);
}

/**
 * The app as `npm start` runs it (`node scripts/start.mjs`), on the given port and settings, once it
 * answers /health/ready (`root`: another checkout, such as the previous release beside this one). Its log goes where a production log goes, to a stream nobody reads here.
 */
export async function startApp(port: number, env: Record<string, string>, root = ROOT): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; !(await answers(`http://127.0.0.1:${port}/health/ready`)); tries++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (tries > 3000) throw new Error('The server did not answer in 5 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** Stopped as a service manager stops it (SIGTERM), and waited for. */
export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
