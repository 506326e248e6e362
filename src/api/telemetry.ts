// The telemetry contract the server checks (issue 12, "Privacy consent"): strict objects, every
// string and number bounded. The limits and TypeScript shapes live in telemetryShape.ts (no zod),
// which the browser's telemetry modules import.
import { z } from 'zod';
import {
  TELEMETRY_LIMITS as L,
  type SntunnelEnvelope as SntunnelEnvelopeShape,
  type UsageEvent as UsageEventShape,
} from './telemetryShape';

/** A path as anonymisePath leaves it: no query, no fragment. */
const path = z
  .string()
  .max(L.path)
  .regex(/^\/[^?#\s]*$/);
const release = z.string().min(1).max(L.release);
const time = z.iso.datetime();
const userId = z.uuid().optional();
const ms = z.number().min(0).max(L.timingMs);

export const ErrorReport = z.strictObject({
  type: z.literal('error'),
  source: z.enum(['error', 'unhandledrejection']),
  message: z.string().max(L.message),
  stack: z.string().max(L.stack).optional(),
  path,
  release,
  time,
  userId,
});

export const PerformanceReport = z.strictObject({
  type: z.literal('performance'),
  path,
  release,
  time,
  timing: z.strictObject({
    ttfb: ms,
    domContentLoaded: ms,
    load: ms,
    firstContentfulPaint: ms.optional(),
  }),
});

/** POST /api/sntunnel: one crash or performance report. */
export const SntunnelEnvelope = z.discriminatedUnion('type', [ErrorReport, PerformanceReport]);

/** POST /api/usage: a page view or a heartbeat of the usage analytics. */
export const UsageEvent = z.strictObject({
  kind: z.enum(['pageview', 'heartbeat']),
  path,
  viewId: z.string().regex(/^[0-9a-f]{32}$/),
  time,
  userId,
});

// The schemas and the shapes the browser builds are the same types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameEnvelope: Same<z.infer<typeof SntunnelEnvelope>, SntunnelEnvelopeShape> = true;
const sameUsage: Same<z.infer<typeof UsageEvent>, UsageEventShape> = true;
void sameEnvelope;
void sameUsage;
