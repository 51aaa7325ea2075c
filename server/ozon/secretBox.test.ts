import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSecretKey, secretBox } from './secretBox.js';

describe('the secret box (AES-256-GCM)', () => {
  const box = secretBox(resolveSecretKey('a-secret-key-of-at-least-32-characters', '/nonexistent'));

  it('opens what it sealed, and never holds the plain text', () => {
    const sealed = box.seal('ozon-api-key-1234');
    expect(sealed).not.toContain('ozon-api-key');
    expect(box.open(sealed)).toBe('ozon-api-key-1234');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered secret and a wrong key', () => {
    const sealed = box.seal('ozon-api-key-1234');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    const other = secretBox(resolveSecretKey('another-secret-key-of-32-characters!!', '/nonexistent'));
    expect(() => other.open(sealed)).toThrow();
  });

  it('generates a key once in the data directory and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-secret-'));
    try {
      const first = resolveSecretKey(undefined, dir);
      expect(first).toHaveLength(32);
      expect(resolveSecretKey(undefined, dir).equals(first)).toBe(true);
      expect(fs.statSync(path.join(dir, 'secret-key')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
