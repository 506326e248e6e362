// SPEC 7's tutorial calls (issue 13 item 9), each with `{isApp}`: the seen list, one step seen,
// and a reset. Area 'settings' (every user). The web app reads and writes the same rows through
// the sync protocol (modules/tutorials/contract.ts) so its tutorial works offline; these calls serve
// other clients, such as the app, whose steps are kept apart by `isApp`. A change pokes the
// user's open web apps, which then pull it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../src/api/paths.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import {
  TutorialDoneAnswer,
  TutorialsAnswer,
  TutorialsBody,
  TutorialStepParams,
} from '../contract.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { markSeenNow, resetSeen, seenSelectors } from './sync.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';

const access = { area: 'settings' } as const;
const tags = ['tutorials'];

export const tutorialRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const poke = (userId: string) => app.realtime.publish({ event: 'poke', users: [userId] });

    app.post(
      API.tutorials,
      {
        config: { access },
        schema: { tags, body: TutorialsBody, response: { 200: TutorialsAnswer } },
      },
      async (request) => {
        const { user } = requireAuth(request);
        return seenSelectors(db, user.id, request.body.isApp);
      },
    );

    app.post(
      API.tutorialStepSeen,
      {
        config: { access },
        schema: {
          tags,
          params: TutorialStepParams,
          body: TutorialsBody,
          response: { 200: TutorialDoneAnswer, 400: ApiErrorSchema },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        await markSeenNow(db, user.id, request.body.isApp, request.params.id, clock());
        poke(user.id);
        return { ok: true as const };
      },
    );

    app.post(
      API.tutorialsReset,
      {
        config: { access },
        schema: { tags, body: TutorialsBody, response: { 200: TutorialDoneAnswer } },
      },
      async (request) => {
        const { user } = requireAuth(request);
        await resetSeen(db, user.id, request.body.isApp, clock());
        poke(user.id);
        return { ok: true as const };
      },
    );
  };
