// The crash reporter (consent flag 'sentry'), loaded by ./telemetry.ts with import() only while
// the flag is on. It listens to uncaught errors and unhandled promise rejections and posts a
// small report to POST /api/sntunnel: message, stack (both truncated, e-mail addresses and ids
// masked), the path without query and ids, the app version and the time; the user id only with
// 'sentry_userid'. Nothing else: no form values, no DOM, no breadcrumbs, no cookies.
import { API } from '../../api/paths';
import { anonymisePath, TELEMETRY_LIMITS, type ErrorReport } from '../../api/telemetryShape';
import type { TelemetryContext } from './telemetryContext';

/** At most this many reports per page load: an error in a loop must not flood the server. */
export const MAX_REPORTS_PER_PAGE = 10;

const EMAIL = /[^\s@'"<>()]+@[^\s@'"<>()]+\.[a-z]{2,}/gi;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Masks e-mail addresses and ids that an error text may quote, and truncates it. */
export function scrub(text: string, max: number): string {
  return text.replace(EMAIL, '[email]').replace(UUID, ':id').slice(0, max);
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return {
      message: `${reason.name}: ${reason.message}`,
      ...(reason.stack ? { stack: reason.stack } : {}),
    };
  }
  // A rejection with a plain value: its type, not its content (it may be user data).
  return { message: `Non-Error rejection (${reason === null ? 'null' : typeof reason})` };
}

export function buildErrorReport(
  source: ErrorReport['source'],
  raw: { message: string; stack?: string },
  ctx: Pick<TelemetryContext, 'release' | 'now' | 'pathname' | 'userId'>,
): ErrorReport {
  const userId = ctx.userId();
  return {
    type: 'error',
    source,
    message: scrub(raw.message || 'Unknown error', TELEMETRY_LIMITS.message),
    ...(raw.stack ? { stack: scrub(raw.stack, TELEMETRY_LIMITS.stack) } : {}),
    path: anonymisePath(ctx.pathname()),
    release: ctx.release.slice(0, TELEMETRY_LIMITS.release),
    time: ctx.now().toISOString(),
    ...(userId ? { userId } : {}),
  };
}

/** Starts listening; the returned function stops it at once. */
export function start(ctx: TelemetryContext): () => void {
  let sent = 0;
  const report = (source: ErrorReport['source'], raw: { message: string; stack?: string }) => {
    if (sent >= MAX_REPORTS_PER_PAGE) return;
    sent += 1;
    ctx.send(API.sntunnel, buildErrorReport(source, raw, ctx));
  };
  const onError = (event: ErrorEvent) => {
    const fromError = event.error instanceof Error ? describe(event.error) : null;
    report('error', fromError ?? { message: event.message });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report('unhandledrejection', describe(event.reason));
  };
  ctx.target.addEventListener('error', onError);
  ctx.target.addEventListener('unhandledrejection', onRejection);
  return () => {
    ctx.target.removeEventListener('error', onError);
    ctx.target.removeEventListener('unhandledrejection', onRejection);
  };
}
