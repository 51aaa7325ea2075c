import pg from 'pg';

/**
 * One connection of its own, outside any pool, closed afterwards whatever happens: for administrative
 * statements (CREATE or DROP DATABASE, which no transaction may run) and for a session a test watches.
 */
export async function withOwnConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
