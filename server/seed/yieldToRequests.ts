// The embedded database runs a statement synchronously in this thread, and awaiting it only
// yields to other promises: a seed of many statements would hold every request (even a static
// file) until its end. A seed that runs while the server serves (issue 27 item 4) lets the event
// loop run between two statements.

/** Resolves after the requests waiting for the event loop had their turn. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
