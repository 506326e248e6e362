import type { AppServices } from './services';

/** What every route's beforeLoad receives: the same stores React reads. */
export type RouterContext = AppServices;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's German title: navbar page title and document title. */
    title?: string;
  }
}
