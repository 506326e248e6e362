import type { AreaKey } from '../../../src/api/access';
import type { AppServices } from './services';

/** What every route's beforeLoad receives: the same stores React reads. */
export type RouterContext = AppServices;

/**
 * Who may open a screen: its SPEC 6 area (src/api/access.ts), or, outside every area, 'public'
 * (no login), 'session' (any session, even without role User) or 'user' (role User). The same
 * words the server's access declarations use.
 */
export type ScreenAccess = AreaKey | 'public' | 'session' | 'user';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's German title: navbar page title and document title. */
    title?: string;
    /** Declared by every screen of _main and _public; tests/unit/architecture checks it. */
    area?: ScreenAccess;
  }
}
