/**
 * Lets the event loop answer other requests. PGlite has one connection, lent to one user at a time, so
 * a long write (thousands of rows in batches) pauses between its batches: the requests waiting for the
 * connection get their turn instead of waiting seconds for the whole write.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
