import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

export interface UserRow {
  id: number;
  login: string;
  password_hash: string;
  created_at: Date;
}

export function findUserByLogin(db: DbOrTrx, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'login', 'password_hash', 'created_at'])
    .where(sql<string>`lower(login)`, '=', login.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'login', 'password_hash', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listUsers(db: DbOrTrx): Promise<Omit<UserRow, 'password_hash'>[]> {
  return db.selectFrom('users').select(['id', 'login', 'created_at']).orderBy('login').execute();
}

export async function countUsers(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: DbOrTrx, login: string, passwordHash: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ login, password_hash: passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserPassword(db: DbOrTrx, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
