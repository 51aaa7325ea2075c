/**
 * Lets the event loop answer other requests. A long write (thousands of rows checked and written in
 * batches) does its matching on the server's one thread: it pauses between batches, so the seller's
 * calls get their turn instead of waiting for the whole file.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
