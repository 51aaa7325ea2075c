import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('пароль продавца');
    const second = await hashPassword('пароль продавца');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('пароль продавца', first)).toBe(true);
    expect(await verifyPassword('пароль продавцa', first)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('generates distinct readable passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-zA-Z2-9]{20}$/);
  });
});
