import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRedirect } from '../app/NotFoundRedirect';
import { RootLayout } from '../app/RootLayout';
import type { RouterContext } from '../app/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
});
