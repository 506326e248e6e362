// Routes, the access table and the navigation agree (issue 11 point 5). The routes come from the
// generated route tree, so a screen added without its declaration, an area path without a
// screen, or a menu entry to a missing or differently guarded screen fails here.
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { AREA_KEYS, AREAS, areaOfPath } from '../../../src/api/access';
import { accessOfMainPath } from '../../../app/client/shell/guards';
import { NAV_ENTRIES } from '../../../app/client/shell/navigation';
import type { RouterContext } from '../../../app/client/shell/routerContext';
import { de } from '../../../src/i18n/de';
import { routeTree } from '../../../app/client/routeTree.gen';

// The route files reach the sync worker's client and the service worker's registration through
// their screens; neither exists under jsdom, and neither matters to the declarations.
vi.mock('../../../src/platform/client', () => ({
  api: {},
  syncWorker: {},
  setCurrentScreen: () => undefined,
}));
vi.mock('../../../app/client/shell/serviceWorker', async () => {
  const { Store } = await import('../../../src/state/store');
  return { updateAvailable: new Store(false), applyUpdate: () => undefined };
});

// Building the router initialises every route's id and full path; nothing is loaded.
const router = createRouter({ routeTree, context: {} as RouterContext });
const routes: AnyRoute[] = Object.values(router.routesById);

/** A screen's path as links and the access table spell it: '/shop/' is '/shop'. */
const pathOf = (route: AnyRoute) =>
  route.fullPath === '/' ? '/' : (route.fullPath as string).replace(/\/$/, '');

const screens = routes.filter((route) => /^\/_(main|public)\//.test(route.id));
const mainScreens = screens.filter((route) => route.id.startsWith('/_main/'));
const publicScreens = screens.filter((route) => route.id.startsWith('/_public/'));
const screenByPath = new Map(screens.map((route) => [pathOf(route), route]));

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}
const GERMAN_TEXTS = new Set(texts(de));

describe('routes, access table and navigation agree', () => {
  it('finds the screens of both layouts in the route tree', () => {
    expect(mainScreens.length).toBeGreaterThan(40);
    expect(publicScreens.length).toBeGreaterThan(5);
  });

  it.each(screens.map((route) => [route.id, route] as const))(
    '%s declares its area and a title from de.ts',
    (_id, route) => {
      const { area, title } = route.options.staticData ?? {};
      expect(area).toBeDefined();
      expect(title).toBeTruthy();
      expect(GERMAN_TEXTS.has(title as string)).toBe(true);
    },
  );

  it.each(mainScreens.map((route) => [route.id, route] as const))(
    '%s declares the area its path has in the access table',
    (_id, route) => {
      expect(route.options.staticData?.area).toBe(accessOfMainPath(pathOf(route)));
    },
  );

  it.each(publicScreens.map((route) => [route.id, route] as const))(
    '%s is public and outside every area',
    (_id, route) => {
      expect(route.options.staticData?.area).toBe('public');
      expect(areaOfPath(pathOf(route))).toBeUndefined();
    },
  );

  it.each(AREA_KEYS)('every path of the area %s has a screen declaring it', (key) => {
    for (const path of AREAS[key].paths) {
      expect(screenByPath.get(path)?.options.staticData?.area, path).toBe(key);
    }
  });

  it.each(NAV_ENTRIES.map((entry) => [entry.to, entry] as const))(
    'the navigation entry %s opens a screen of its area',
    (to, entry) => {
      const screen = screenByPath.get(to);
      expect(screen, to).toBeDefined();
      expect(screen?.options.staticData?.area).toBe(entry.area ?? 'user');
    },
  );
});
