/**
 * Lets the event loop answer other requests. PGlite runs every query on this thread, so a long write
 * (thousands of rows in batches) pauses between its batches instead of holding the server for seconds.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
