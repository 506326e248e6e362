import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRedirect } from '../shell/NotFoundRedirect';
import { RootLayout } from '../shell/RootLayout';
import type { RouterContext } from '../shell/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
});
