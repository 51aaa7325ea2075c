/**
 * Runs `work` over the items, at most `limit` at once, started in the items' order: Ozon's latency is
 * hidden behind a few calls in flight while the cabinet's rate budget (the transport's) still paces them.
 * Written here rather than taken from p-limit: six lines, and the callers need nothing else of a queue.
 */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
