// The shell's calls (issue 13): the help button's contact and SPEC 7's domain suggestions, declared
// in src/api/shell.ts. Both for any user with role User; the contact is the session's customer's only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHELL_ENDPOINTS } from '../../src/api/shell.ts';
import type { ServerDeps } from '../deps.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAuth } from '../plugins/guard.ts';
import { domainSuggestionsOf, helpContactOf } from '../services/shellContacts.ts';
import { deviceCustomer } from '../services/lieferkunden.ts';

export const shellRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(SHELL_ENDPOINTS.helpContact, { tags: ['shell'] }),
      handler: async (request) => {
        const { user, session } = requireAuth(request);
        return helpContactOf(db, user, session, deviceCustomer(request));
      },
    });

    app.route({
      ...routeOf(SHELL_ENDPOINTS.domainSuggestions, { tags: ['shell'] }),
      handler: async () => domainSuggestionsOf(db),
    });
  };
