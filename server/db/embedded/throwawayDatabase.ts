import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../database.js';

/**
 * An embedded PostgreSQL of its own in a temporary directory, tuned for speed over durability, removed
 * on close: for tools that need a database for a moment (the schema's types, a benchmark's scratch).
 */
export async function openThrowawayDatabase(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-throwaway-'));
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir: dir, purpose: 'test' });
    return {
      ...database,
      async close() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
