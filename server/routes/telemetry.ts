// The consent-controlled telemetry (issue 12, "Privacy consent"): crash and performance reports
// (POST /api/sntunnel, SPEC 7) and usage analytics (POST /api/usage). The browser sends them
// only with the user's consent (src/platform/consent/). Public (a visitor of /login may consent
// too) and cookie-free by design; like every state-changing call they need X-Window-Id (the
// guard). Small strict bodies (src/api/telemetry.ts), a 16 KB body limit, a limit per client
// address of their own, one compact log line per report, answer 204.
//
// The user a report names (with the personalising consent) is never taken from the body: anyone
// may post any id there (issue 23). The browser sends such a report with its session cookie,
// and the log names the session's user when the report claims exactly that one; else nobody.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../src/api/paths.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { SntunnelEnvelope, UsageEvent } from '../../src/api/telemetry.ts';
import { TELEMETRY_LIMITS } from '../../src/api/telemetryShape.ts';
import type { RateLimitPolicy } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import type { ServerDeps } from '../deps.ts';
import { sessionOf } from '../plugins/guard.ts';

/**
 * Whom a report may name: the session's own user, when the report claims that one (the user's
 * consent to be named) and the session is no impersonation (the admin acts, not the user).
 */
async function namedUser(request: FastifyRequest, claimed: string | undefined) {
  if (claimed === undefined) return null;
  const auth = await sessionOf(request);
  if (!auth || auth.session.impersonatorId || auth.user.id !== claimed) return null;
  return auth.user.id;
}

/**
 * Reports per client address and minute, both endpoints together. One tab sends 12 heartbeats a
 * minute plus its page views; a pharmacy's computers often share one address.
 */
export const TELEMETRY_RATE_LIMIT: RateLimitPolicy = { max: 300, windowMs: 60_000 };

const responses = {
  204: z.null().describe('Received'),
  400: ApiErrorSchema,
  413: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const telemetryRoutes =
  (_deps: ServerDeps, limit: RateLimitPolicy = TELEMETRY_RATE_LIMIT): FastifyPluginAsyncZod =>
  async (app) => {
    // A limiter of its own (the general one counts these requests too): checked before the body
    // is read, so a flood costs no parsing.
    const limiter = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      // Its own counter in the shared store, apart from the general limit's.
      keyGenerator: (request) => `telemetry:${normalizeIP(request.ip)}`,
    });
    const rateLimited = async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        // The error handler sends Retry-After with the same seconds.
        throw tooManyRequests(result.ttlInSeconds);
      }
    };
    const options = {
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      // Public, and never a session's activity (a report naming the user comes with the cookie).
      config: { access: 'public' as const, background: true },
      onRequest: rateLimited,
    };

    app.post(
      API.sntunnel,
      {
        ...options,
        schema: {
          tags: ['telemetry'],
          body: SntunnelEnvelope,
          response: responses,
        },
      },
      async (request, reply) => {
        const report = request.body;
        // One compact line: an error in the field at 'warn' (the server's default level), so
        // operators see it; performance figures at 'info'. The top of the stack only.
        if (report.type === 'error') {
          request.log.warn(
            {
              telemetry: 'error',
              source: report.source,
              message: report.message,
              path: report.path,
              release: report.release,
              user: await namedUser(request, report.userId),
              stack: report.stack?.split('\n').slice(0, 5).join('\n') ?? null,
            },
            'client error report',
          );
        } else {
          request.log.info(
            {
              telemetry: 'performance',
              path: report.path,
              release: report.release,
              ...report.timing,
            },
            'client performance report',
          );
        }
        return reply.code(204).send(null);
      },
    );

    app.post(
      API.usage,
      {
        ...options,
        schema: {
          tags: ['telemetry'],
          body: UsageEvent,
          response: responses,
        },
      },
      async (request, reply) => {
        const event = request.body;
        request.log.info(
          {
            telemetry: event.kind,
            path: event.path,
            view: event.viewId,
            user: await namedUser(request, event.userId),
          },
          'usage analytics',
        );
        return reply.code(204).send(null);
      },
    );
  };
