// The integration API's routes (issue 29), one plugin per concern; every route declares
// `access: { integration: <scope> }` and answers only a service account's key (server/plugins/guard.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import { adminServiceAccountRoutes } from './adminRoutes.ts';
import { orderAnswerRoutes } from './orderAnswerRoutes.ts';
import { catalogueFeedRoutes } from './catalogueFeed.ts';
import { documentFeedRoutes } from './documentFeeds.ts';
import { provisioningRoutes } from './provisioning.ts';
import { eventsRoute } from './outbox/cursorRoute.ts';

type RoutePart = (deps: ModuleRouteDeps) => FastifyPluginAsyncZod;

/** Each concern's routes; a new one adds its line here. */
const PARTS: readonly RoutePart[] = [
  adminServiceAccountRoutes,
  eventsRoute,
  orderAnswerRoutes,
  documentFeedRoutes,
  catalogueFeedRoutes,
  provisioningRoutes,
];

export const integrationRoutes =
  (deps: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const part of PARTS) await app.register(part(deps));
  };
