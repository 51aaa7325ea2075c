import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Registers every method family: each `*.routes.ts` beside this file exports a default plugin.
 * Families are added without touching a shared list, and in a stable (alphabetical) order.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const files = fs
    .readdirSync(HERE)
    .filter((file) => /\.routes\.(ts|js)$/.test(file))
    .sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(HERE, file)).href)) as {
      default: (app: FastifyInstance) => Promise<void> | void;
    };
    await module.default(app);
  }
}
