import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../auth/jwtSecret.js';
import { resolveSecretKey } from '../ozon/secretBox.js';
import { privateDir } from './privateDir.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the data directory', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const parent = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-private-'));
    dirs.push(dir);
    return dir;
  };

  it('is made for its owner alone, and an existing one open to all is closed', async () => {
    const fresh = path.join(parent(), 'data');
    privateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);

    const open = path.join(parent(), 'data');
    fs.mkdirSync(open, { mode: 0o755 });
    fs.chmodSync(open, 0o755);
    resolveJwtSecret(undefined, open);
    resolveSecretKey(undefined, open);
    expect(modeOf(open)).toBe(0o700);
    expect(modeOf(path.join(open, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(path.join(open, 'secret-key'))).toBe(0o600);
  });
});
