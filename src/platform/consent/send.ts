// How the telemetry modules send: a small JSON POST to the app's own server, with the window id
// the guard requires of every state-changing request (SPEC 7, server/plugins/guard.ts), and with
// keepalive, so a report made while the page unloads arrives. Without cookies, unless the report
// names the user (the personalising consent): then with the session cookie, because the server
// names only the session's own user, never an id a request merely claims (issue 23). A report
// never counts as a session's activity (the routes are background calls).
// Failures are dropped: telemetry never retries, never shows a message and never throws.
import { API_BASE, HEADER } from '../../api/paths';
import { ensureWindowId, randomId } from '../windowId';

export type TelemetrySend = (path: string, body: unknown) => void;

const namesUser = (body: unknown) => typeof body === 'object' && body !== null && 'userId' in body;

export function createSender(fetchImpl: typeof fetch = (...args) => fetch(...args)): TelemetrySend {
  return (path, body) => {
    try {
      void fetchImpl(`${API_BASE}${path}`, {
        method: 'POST',
        credentials: namesUser(body) ? 'same-origin' : 'omit',
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
