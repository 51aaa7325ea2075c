/**
 * Gathers the items of pages into sets of `size` (the last may be smaller) and hands each set to
 * `handle` while the next set is read: one set handled at a time, at most two held. A failure of
 * `handle` ends the reading at the next set; a failure of the reading waits for the set being handled.
 */
export async function eachSet<T>(
  pages: AsyncIterable<T[]>,
  size: number,
  handle: (set: T[]) => Promise<void>,
): Promise<void> {
  let handling: Promise<void> = Promise.resolve();
  const next = async (set: T[]) => {
    await handling;
    handling = handle(set);
    // Seen when awaited: not an unhandled rejection meanwhile.
    handling.catch(() => undefined);
  };
  let set: T[] = [];
  try {
    for await (const page of pages) {
      for (const item of page) set.push(item);
      if (set.length >= size) {
        await next(set);
        set = [];
      }
    }
  } catch (error) {
    await handling.catch(() => undefined);
    throw error;
  }
  if (set.length) await next(set);
  await handling;
}
