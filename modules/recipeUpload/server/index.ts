// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import type { FastifyInstance } from 'fastify';
import * as tables from './tables.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { adoptUploadsFromDisk } from './files.ts';
import { recipeUploadRoutes } from './routes.ts';

/**
 * At the start, the files an earlier version kept on this instance's disk move into the database
 * (./files.ts); in the background, as a file not yet moved is also moved when first asked for.
 */
function adoptOnStart(app: FastifyInstance, deps: ServerDeps) {
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    running = adoptUploadsFromDisk(deps.db, deps.config.uploadDir).then(
      (adopted) => {
        if (adopted > 0) app.log.info({ adopted }, 'recipe uploads moved from disk to database');
      },
      (error: unknown) => app.log.error({ err: error }, 'recipe uploads: moving from disk failed'),
    );
  });
  app.addHook('onClose', async () => {
    await running;
  });
}

export const recipeUploadServerModule = moduleServer({
  name: 'recipeUpload',
  tables,
  routes: recipeUploadRoutes,
  start: adoptOnStart,
});
