import { createRouter } from '@tanstack/react-router';
import { services } from './shell/services';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: services,
  defaultPreload: 'intent',
  // SPEC 2: navigation scrolls to the top; the router's default resetScroll does that.
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
