// Performance data (consent flag 'sentry_performance'), loaded by ./telemetry.ts with import()
// only while the flag is on. A page load is sampled at PERFORMANCE_SAMPLE_RATE (SPEC 9: 0.2);
// a sampled one posts its navigation timing once to POST /api/sntunnel (time to first byte,
// DOMContentLoaded, load, first contentful paint), with the path without query and ids. No
// user id, no trace headers on other requests.
import { API } from '../../api/paths';
import {
  anonymisePath,
  PERFORMANCE_SAMPLE_RATE,
  TELEMETRY_LIMITS,
  type PerformanceReport,
} from '../../api/telemetryShape';
import type { TelemetryContext } from './telemetryContext';

/** Whether this page load is sampled: decided once per page load, not per start. */
let sampled: boolean | undefined;
/** The page load's report went out (once per page load, even if the flag goes off and on). */
let reported = false;

const ms = (value: number) => Math.min(TELEMETRY_LIMITS.timingMs, Math.max(0, Math.round(value)));

/** The report of a finished page load, or null while it has not finished. */
export function buildPerformanceReport(
  navigation: Pick<
    PerformanceNavigationTiming,
    'responseStart' | 'domContentLoadedEventEnd' | 'loadEventEnd'
  >,
  firstContentfulPaint: number | undefined,
  ctx: Pick<TelemetryContext, 'release' | 'now' | 'pathname'>,
): PerformanceReport | null {
  if (navigation.loadEventEnd <= 0) return null;
  return {
    type: 'performance',
    path: anonymisePath(ctx.pathname()),
    release: ctx.release.slice(0, TELEMETRY_LIMITS.release),
    time: ctx.now().toISOString(),
    timing: {
      ttfb: ms(navigation.responseStart),
      domContentLoaded: ms(navigation.domContentLoadedEventEnd),
      load: ms(navigation.loadEventEnd),
      ...(firstContentfulPaint === undefined
        ? {}
        : { firstContentfulPaint: ms(firstContentfulPaint) }),
    },
  };
}

export function start(ctx: TelemetryContext): () => void {
  sampled ??= ctx.random() < PERFORMANCE_SAMPLE_RATE;
  if (!sampled || reported) return () => undefined;
  let stopped = false;
  const send = () => {
    if (stopped || reported) return;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    if (!navigation) return;
    const fcp = performance
      .getEntriesByType('paint')
      .find((entry) => entry.name === 'first-contentful-paint')?.startTime;
    const report = buildPerformanceReport(navigation, fcp, ctx);
    if (!report) return;
    reported = true;
    ctx.send(API.sntunnel, report);
  };
  // loadEventEnd is set after the load handlers ran: one task later.
  const onLoad = () => setTimeout(send, 0);
  if (document.readyState === 'complete') onLoad();
  else ctx.target.addEventListener('load', onLoad, { once: true });
  return () => {
    stopped = true;
    ctx.target.removeEventListener('load', onLoad);
  };
}
