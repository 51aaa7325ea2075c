import { sql } from 'kysely';
import type { DbOrTrx } from './database.js';

/** A case-insensitive 'contains' pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * After a row was inserted with an explicit ID, moves the identity sequence past it,
 * so that the next generated ID does not collide.
 */
export async function advanceIdentity(db: DbOrTrx, table: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
    db,
  );
}

/** Money is kept to the kopeck: the edge rounds what clients send. */
export const roundToKopecks = (amount: number) => Math.round(amount * 100) / 100;
