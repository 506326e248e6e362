// The shape of what the optional telemetry sends (issue 12, "Privacy consent"): the crash and
// performance reports (POST /api/sntunnel) and the usage analytics (POST /api/usage). zod-free,
// so the browser's telemetry modules can import the limits and the path rule without loading
// zod; src/api/telemetry.ts holds the schemas the server checks, built from these limits.

/** Bounds shared by the client (which truncates) and the server (which refuses beyond them). */
export const TELEMETRY_LIMITS = {
  /** Request body limit of the telemetry routes, in bytes. */
  bodyBytes: 16 * 1024,
  message: 500,
  stack: 4000,
  path: 300,
  release: 40,
  /** Milliseconds of a timing value (10 minutes). */
  timingMs: 600_000,
} as const;

/** SPEC 9: performance data of a page load is sent for this share of page loads. */
export const PERFORMANCE_SAMPLE_RATE = 0.2;
/** SPEC 9: the usage analytics heartbeat while the page is visible. */
export const ANALYTICS_HEARTBEAT_MS = 5000;

export interface ErrorReport {
  readonly type: 'error';
  /** 'error' (window error event) or 'unhandledrejection'. */
  readonly source: 'error' | 'unhandledrejection';
  readonly message: string;
  readonly stack?: string;
  /** The path with ids replaced (anonymisePath), never the query. */
  readonly path: string;
  readonly release: string;
  readonly time: string;
  /** Only with the consent 'sentry_userid'. */
  readonly userId?: string;
}

export interface PerformanceReport {
  readonly type: 'performance';
  readonly path: string;
  readonly release: string;
  readonly time: string;
  /** Navigation timing of the page load, milliseconds from its start. */
  readonly timing: {
    readonly ttfb: number;
    readonly domContentLoaded: number;
    readonly load: number;
    readonly firstContentfulPaint?: number;
  };
}

export type SntunnelEnvelope = ErrorReport | PerformanceReport;

export interface UsageEvent {
  readonly kind: 'pageview' | 'heartbeat';
  readonly path: string;
  /** A random id per page view (not stored anywhere), so heartbeats belong to their view. */
  readonly viewId: string;
  readonly time: string;
  /** Only with the consent 'matomo_userid'. */
  readonly userId?: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A path segment that is a number of 4 or more digits (customer numbers, PZN). */
const NUMBER_SEGMENT = /\/\d{4,}(?=\/|$)/g;
/**
 * The routes whose last segment is a secret token (SPEC 2: password reset, IP unlock, app link;
 * issue 23: the registration's confirmation link).
 */
const TOKEN_ROUTE =
  /^(\/reset-password|\/validate-ip|\/client-app\/link|\/register\/confirm)\/[^/]+/;

/**
 * A path as telemetry may carry it: no query or hash, UUIDs and other ids replaced by ':id',
 * tokens by ':token', at most TELEMETRY_LIMITS.path characters.
 */
export function anonymisePath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '')
    .replace(TOKEN_ROUTE, '$1/:token')
    .replace(UUID, ':id')
    .replace(NUMBER_SEGMENT, '/:id');
  return (path || '/').slice(0, TELEMETRY_LIMITS.path);
}
