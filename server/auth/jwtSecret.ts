import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { privateDir } from '../db/privateDir.js';

/** JWT_SECRET when given; otherwise a secret generated once and kept (owner-only) in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  privateDir(dataDir);
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
