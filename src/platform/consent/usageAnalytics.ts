// Usage analytics (consent flag 'matomo_pageview'), loaded by ./telemetry.ts with import() only
// while the flag is on: a page view on each navigation and a heartbeat every 5 s (SPEC 9) while
// the page is visible, to POST /api/usage. The path has no query and ids are replaced; a random
// view id (in memory only) ties the heartbeats to their view; the user id only with
// 'matomo_userid'. No cookies, no stored visitor id.
import { API } from '../../api/paths';
import { ANALYTICS_HEARTBEAT_MS, anonymisePath, type UsageEvent } from '../../api/telemetryShape';
import { randomId } from '../windowId';
import type { TelemetryContext } from './telemetryContext';

export function start(ctx: TelemetryContext): () => void {
  let viewId = '';
  let path = '';
  const event = (kind: UsageEvent['kind']): UsageEvent => {
    const userId = ctx.userId();
    return { kind, path, viewId, time: ctx.now().toISOString(), ...(userId ? { userId } : {}) };
  };
  const pageview = (pathname: string) => {
    path = anonymisePath(pathname);
    viewId = randomId();
    ctx.send(API.usage, event('pageview'));
  };
  const visible = () => ctx.document.visibilityState === 'visible';
  const timer = setInterval(() => {
    if (visible()) ctx.send(API.usage, event('heartbeat'));
  }, ANALYTICS_HEARTBEAT_MS);

  pageview(ctx.pathname());
  const unsubscribe = ctx.onNavigate((pathname) => {
    // The same path again (a search parameter changed): the same view.
    if (anonymisePath(pathname) !== path) pageview(pathname);
  });
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
