// GET /api/events (issue 13 item 5): the realtime stream, text/event-stream. Role User, like
// the sync it triggers; a background call, so an open stream does not keep an idle session
// alive. The answer is written to the raw socket (hijack): nothing may buffer it, and Fastify's
// serializer has no part in a stream. Only for clients that ask for text/event-stream (406
// otherwise), so a plain request never hangs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API } from '../../src/api/paths.ts';
import { REALTIME_RETRY_MS } from '../../src/api/realtime.ts';
import { ApiError } from '../errors.ts';
import { requireAuth } from '../plugins/guard.ts';

export const EVENTS_MESSAGES = {
  notAcceptable: 'Dieser Aufruf liefert nur einen Ereignisstrom (Accept: text/event-stream).',
  stopping: 'Der Server wird gerade beendet. Bitte gleich erneut verbinden.',
} as const;

export const eventsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    API.events,
    {
      config: { access: 'user', background: true },
      schema: { tags: ['realtime'] },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new ApiError(406, ERROR_CODE.validation, EVENTS_MESSAGES.notAcceptable);
      }
      // A stopping server takes no new stream: the client retries, the proxy sends it elsewhere.
      if (app.lifecycle.stopping) {
        throw new ApiError(503, ERROR_CODE.serverStopping, EVENTS_MESSAGES.stopping, 1);
      }
      reply.hijack();
      const raw = reply.raw;
      // The security headers set so far (helmet) travel along; no compression, no caching.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${REALTIME_RETRY_MS}\n: open\n\n`);
      const remove = app.realtime.register(
        auth.tokenHash,
        auth.user.id,
        { write: (chunk) => void raw.write(chunk), end: () => raw.end() },
        auth.session.impersonatorId ?? auth.user.id,
      );
      request.raw.on('close', remove);
      raw.on('close', remove);
    },
  );
};
