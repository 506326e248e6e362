// The sync calls of the contract (src/api/sync.ts), through the same SPEC 8 pipeline. Quiet: the
// session rules apply, but a retried background call never toasts.
import { API } from '../api/paths';
import { PushAnswer, pullAnswerSchema, SYNC_API, type PullBody, type PushBody } from '../api/sync';
import type { HttpClient } from './http';

export function createSyncApi(http: HttpClient) {
  return {
    push: (body: PushBody) =>
      http.request({
        method: 'POST',
        path: SYNC_API.push,
        body,
        parse: (d) => PushAnswer.parse(d),
        quiet: true,
      }),
    /** A corrupt or truncated answer fails the zod parse here: it is never applied. */
    pull: (body: PullBody) =>
      http.request({
        method: 'POST',
        path: SYNC_API.pull,
        body,
        parse: (d) => pullAnswerSchema().parse(d),
        quiet: true,
      }),
    health: () =>
      http.request<unknown>({ method: 'GET', path: API.health, silent: true }).then(
        () => true,
        () => false,
      ),
  };
}

export type SyncApi = ReturnType<typeof createSyncApi>;
