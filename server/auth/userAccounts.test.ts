import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { verifyPassword } from './password.js';
import { AccountError, userAccounts } from './userAccounts.js';
import { findUserByLogin } from './userRepository.js';

describe('user accounts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates admin with a random password on the first start only', async () => {
    const accounts = userAccounts(database.db);
    const created = await accounts.bootstrap({});
    expect(created?.login).toBe('admin');
    expect(created?.password).toMatch(/^\S{20}$/);
    const stored = await findUserByLogin(database.db, 'admin');
    expect(stored?.password_hash).not.toContain(created!.password);
    expect(await verifyPassword(created!.password, stored!.password_hash)).toBe(true);
    expect(await accounts.bootstrap({})).toBeNull();
    expect((await accounts.list()).map((user) => user.login)).toEqual(['admin']);
  });

  it('creates or resets the SELLER_ADMIN user, and a restart with the same values changes nothing', async () => {
    const accounts = userAccounts(database.db);
    await accounts.bootstrap({ login: 'owner', password: 'first password' });
    const created = await findUserByLogin(database.db, 'owner');
    await accounts.bootstrap({ login: 'owner', password: 'first password' });
    expect((await findUserByLogin(database.db, 'owner'))?.password_hash).toBe(created?.password_hash);
    await accounts.bootstrap({ login: 'owner', password: 'second password' });
    const reset = await findUserByLogin(database.db, 'owner');
    expect(await verifyPassword('second password', reset!.password_hash)).toBe(true);
  });

  it('refuses duplicates, short passwords and unknown users', async () => {
    const accounts = userAccounts(database.db);
    await expect(accounts.add('Admin', 'long enough password')).rejects.toThrow(AccountError);
    await expect(accounts.add('newbie', 'short')).rejects.toThrow(/at least 8/);
    await expect(accounts.remove('ghost')).rejects.toThrow(/no user ghost/);
    await accounts.add('temp', 'temporary password');
    await accounts.remove('temp');
    expect(await findUserByLogin(database.db, 'temp')).toBeUndefined();
  });
});
