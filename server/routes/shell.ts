// The shell's calls (issue 13): the help button's contact and SPEC 7's domain suggestions. Both
// for any user with role User (access 'user'); the contact is the session's customer's only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import { DomainSuggestions, HelpContact } from '../../src/api/shell.ts';
import type { ServerDeps } from '../deps.ts';
import { requireAuth } from '../plugins/guard.ts';
import { domainSuggestionsOf, helpContactOf } from '../services/shellContacts.ts';

export const shellRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.helpContact,
      {
        config: { access: 'user' },
        schema: { tags: ['shell'], response: { 200: HelpContact } },
      },
      async (request) => {
        const { user, session } = requireAuth(request);
        return helpContactOf(db, user, session);
      },
    );

    app.get(
      API.domainSuggestions,
      {
        config: { access: 'user' },
        schema: { tags: ['shell'], response: { 200: DomainSuggestions } },
      },
      async () => domainSuggestionsOf(db),
    );
  };
