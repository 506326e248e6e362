// How the telemetry modules send: a small JSON POST to the app's own server, with the window id
// the guard requires of every state-changing request (SPEC 7, server/plugins/guard.ts), without
// cookies (the server never learns whose session a report came from, and a report never counts
// as a session's activity) and with keepalive, so a report made while the page unloads arrives.
// Failures are dropped: telemetry never retries, never shows a message and never throws.
import { API_BASE, HEADER } from '../../api/paths';
import { ensureWindowId, randomId } from '../windowId';

export type TelemetrySend = (path: string, body: unknown) => void;

export function createSender(fetchImpl: typeof fetch = (...args) => fetch(...args)): TelemetrySend {
  return (path, body) => {
    try {
      void fetchImpl(`${API_BASE}${path}`, {
        method: 'POST',
        credentials: 'omit',
        keepalive: true,
        headers: {
          'Content-Type': 'application/json',
          [HEADER.windowId]: ensureWindowId(window, randomId),
          [HEADER.swBypass]: 'true',
        },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    } catch {
      // A body fetch refuses (keepalive quota): dropped.
    }
  };
}
