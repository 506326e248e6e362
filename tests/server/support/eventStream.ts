// A real event-stream client for the realtime tests: a streaming fetch against a listening
// server (inject cannot stream), parsing SSE as a browser would.
export interface StreamEvent {
  readonly event: string;
  readonly data: unknown;
}

export interface EventStreamClient {
  readonly status: number;
  readonly headers: Headers;
  readonly events: StreamEvent[];
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  waitFor(event: string, timeoutMs: number, since?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(baseUrl: string, cookie: string): Promise<EventStreamClient> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length > 0) {
            events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
            wake();
          }
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      wake();
    }
  })();
  let done = false;
  void ended.then(() => {
    done = true;
    wake();
  });
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    waitFor(event, timeoutMs, since = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(since).find((e) => e.event === event);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended before '${event}'`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no '${event}' within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
