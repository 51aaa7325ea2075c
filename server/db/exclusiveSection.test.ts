import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import type { Database } from './database.js';
import { exclusiveSection, type ExclusiveSection } from './exclusiveSection.js';

const LOCK = 990_001;

/** Two works started at once; each notes when it begins and ends, and waits a little in between. */
async function overlapOf(first: ExclusiveSection, second: ExclusiveSection) {
  const events: string[] = [];
  const work = (name: string) => async () => {
    events.push(`${name} begins`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push(`${name} ends`);
    return name;
  };
  const results = await Promise.all([first(work('a')), second(work('b'))]);
  return { events, results };
}

describe('an exclusive section', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs one work at a time, in the order asked', async () => {
    const section = exclusiveSection(database, LOCK);
    const { events, results } = await overlapOf(section, section);
    expect(events).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
    expect(results).toEqual(['a', 'b']);
  });

  it('goes on with the next work after one that failed', async () => {
    const section = exclusiveSection(database, LOCK);
    const failed = section(async () => {
      throw new Error('refused');
    });
    const next = section(async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
  });

  // Two sections stand for two processes sharing one PostgreSQL: only the advisory lock keeps them apart.
  it('keeps two processes apart on PostgreSQL', async () => {
    const { events } = await overlapOf(exclusiveSection(database, LOCK), exclusiveSection(database, LOCK));
    // Either may take the lock first; the other begins only after it ended.
    const [first, second] = [events[0].split(' ')[0], events[2].split(' ')[0]];
    expect(events).toEqual([`${first} begins`, `${first} ends`, `${second} begins`, `${second} ends`]);
    expect(new Set([first, second])).toEqual(new Set(['a', 'b']));
  });
});
