// @vitest-environment node
// The server's import zones must keep reporting: each case lints a one-line snippet as if it were
// a file at that path, with the project's own ESLint configuration. The expectations restate
// issue 25's layers on their own (docs/architecture/server.md "Server layers"), so a rule switched off,
// renamed or loosened fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleErrors, warmUp } from './lintProbe';

const zoneErrors = (file: string, code: string) =>
  ruleErrors('boundaries/server-zones', file, code);

const FORBIDDEN: readonly (readonly [file: string, code: string])[] = [
  // Routes get their context from server/deps.ts, never from app.ts, which imports them.
  ['server/routes/probe.ts', "import type { ServerDeps } from '../app.ts';"],
  // A service imports no route, no seed, no sync and no plugin.
  ['server/services/probe.ts', "import { PORTAL_NAME } from '../routes/adminMail.ts';"],
  ['server/services/probe.ts', "import { DEMO_USERS } from '../seed/demo.ts';"],
  ['server/services/probe.ts', "import type { MutationContext } from '../sync/types.ts';"],
  ['server/services/probe.ts', "import { registerGuard } from '../plugins/guard.ts';"],
  ['server/services/probe.ts', "const load = () => import('../realtime/hub.ts');"],
  // The configuration sits below everything but the database.
  ['server/config.ts', "import { CATALOGUE_SIZE_MAX } from './seed/catalogue.ts';"],
  ['server/config.ts', "import type { Mailer } from './services/mail.ts';"],
  ['server/db/probe.ts', "import type { ServerConfig } from '../config.ts';"],
  // The sync core is below the module halves and the engine that registers them.
  ['server/sync/probe.ts', "import { shopServer } from '../modules/shop.ts';"],
  ['server/sync/probe.ts', "import { LOADERS } from '../syncEngine/registry.ts';"],
  ['server/modules/probe.ts', "import { runMutation } from '../syncEngine/push.ts';"],
  ['server/modules/probe.ts', "import { seedCatalogue } from '../seed/catalogue.ts';"],
  ['server/realtime/probe.ts', "import { rejectForeign } from '../sync/types.ts';"],
  // Seeds and the engine import no route; nothing below the entry points imports them.
  ['server/seed/probe.ts', "import { syncRoutes } from '../routes/sync.ts';"],
  ['server/syncEngine/probe.ts', "type T = import('../routes/sync.ts').Routes;"],
  ['server/routes/probe.ts', "import { buildServer } from '../app.ts';"],
  ['server/app.ts', "export { seedDemo } from './main.ts';"],
  // Of src/, the server uses the API contract and the texts only.
  ['server/services/probe.ts', "import { userDb } from '../../src/db/userDb.ts';"],
  // A new top file or folder must be placed in a zone first.
  ['server/newPart/probe.ts', "import { ApiError } from '../errors.ts';"],
  // A module folder's server half sits where server/modules/ does; its screens are not server's.
  ['server/services/probe.ts', "import { seedTours } from '../../modules/tours/server/seed.ts';"],
  ['server/sync/probe.ts', "import { toursServer } from '../../modules/tours/server/sync.ts';"],
  ['server/routes/probe.ts', "import { TourBrowserPage } from '../../modules/tours/ui/index.ts';"],
  // The engine and the seed read the modules' server parts through the registry, never directly.
  ['server/syncEngine/probe.ts', "import { shopServer } from '../modules/shop.ts';"],
  [
    'server/syncEngine/probe.ts',
    "import { toursServer } from '../../modules/tours/server/sync.ts';",
  ],
  ['server/seed/probe.ts', "import { seedTours } from '../../modules/tours/server/seed.ts';"],
];

const ALLOWED: readonly (readonly [file: string, code: string])[] = [
  [
    'server/routes/probe.ts',
    "import type { ServerDeps } from '../deps.ts';\nimport { registerGuard } from '../plugins/guard.ts';",
  ],
  [
    'server/routes/probe.ts',
    "import { pull } from '../syncEngine/pull.ts';\nimport { toNotificationRow } from '../modules/notifications.ts';",
  ],
  [
    'server/services/probe.ts',
    "import type { Db, Tx } from '../db/client.ts';\nimport { ApiError } from '../errors.ts';\nimport type { ServerConfig } from '../config.ts';",
  ],
  [
    'server/services/probe.ts',
    "import { ERROR_CODE } from '../../src/api/errors.ts';\nimport { accountDe } from '../../src/i18n/account.de.ts';",
  ],
  [
    'server/sync/probe.ts',
    "import { touchUser } from '../realtime/touched.ts';\nimport type { UserRow } from '../services/sessions.ts';",
  ],
  ['server/modules/mutations/probe.ts', "import { lockBasketScope } from '../../sync/scope.ts';"],
  ['server/seed/probe.ts', "import { lockCatalogue } from '../sync/scope.ts';"],
  ['server/syncEngine/probe.ts', "import { serverModules } from '../serverModules.ts';"],
  ['server/seed/probe.ts', "import { serverModules } from '../serverModules.ts';"],
  [
    'app/server/main.ts',
    "import { buildServer } from '../../server/app.ts';\nimport { seedDemo } from '../../server/seed/demo.ts';",
  ],
  ['server/syncEngine/probe.ts', "import { clockTime } from '../../modules/tours/contract.ts';"],
  ['server/services/probe.ts', "import { toursDe } from '../../modules/tours/texts.de.ts';"],
];

describe('server import zones (issue 25)', () => {
  beforeAll(warmUp, 120_000);

  it.each(FORBIDDEN)('reports %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});
