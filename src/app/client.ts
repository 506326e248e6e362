// The main thread's instance of the HTTP pipeline. The router keeps the request context current.
import { de } from '../i18n/de';
import { createApi } from '../worker/api';
import { createHttpClient, type RequestContext } from '../worker/http';
import { emitHttpEvent } from './events';
import { ensureWindowId, randomId } from './windowId';

const requestContext: { -readonly [K in keyof RequestContext]: RequestContext[K] } = {
  windowId: ensureWindowId(window, randomId),
  route: window.location.pathname,
  screenId: '',
};

/** Called by the router after each navigation. */
export function setCurrentScreen(route: string, screenId: string): void {
  requestContext.route = route;
  requestContext.screenId = screenId;
}

export const api = createApi(
  createHttpClient({
    fetch: (input, init) => fetch(input, init),
    context: () => ({ ...requestContext }),
    emit: emitHttpEvent,
    offlineMessage: de.connectivity.apiUnreachable,
  }),
);
