/**
 * Writes what the readers bring in batches, one at a time: what arrived while a batch was written goes
 * into the next one, so a slow database takes the days of many reads in one transaction instead of
 * falling behind one transaction per day. Readers wait while the items waiting weigh `limit` or more
 * (`weigh` gives an item's weight, 1 by default): what waits is held in memory.
 */
export function batchWriter<Item>(
  writeBatch: (items: Item[]) => Promise<void>,
  limit: number,
  weigh: (item: Item) => number = () => 1,
) {
  let waiting: Item[] = [];
  let waitingWeight = 0;
  let draining: Promise<void> | null = null;
  let failure: unknown = null;
  const roomWaiters: (() => void)[] = [];

  async function drain(): Promise<void> {
    while (waiting.length > 0 && failure === null) {
      const batch = waiting;
      waiting = [];
      waitingWeight = 0;
      for (const wake of roomWaiters.splice(0)) wake();
      try {
        await writeBatch(batch);
      } catch (error) {
        failure = error;
      }
    }
    draining = null;
    for (const wake of roomWaiters.splice(0)) wake();
  }

  return {
    /** Queues an item; throws the failure of an earlier batch, if any. */
    push(item: Item): void {
      if (failure !== null) throw failure;
      waiting.push(item);
      waitingWeight += weigh(item);
      draining ??= drain();
    },
    /** Resolves once the items waiting weigh less than `limit` (at once when there is room). */
    async room(): Promise<void> {
      while (waitingWeight >= limit && failure === null) {
        await new Promise<void>((resolve) => roomWaiters.push(resolve));
      }
      if (failure !== null) throw failure;
    },
    /** Waits for everything pushed to be written; throws the first failure. */
    async flush(): Promise<void> {
      while (draining) await draining;
      if (failure !== null) throw failure;
    },
  };
}
