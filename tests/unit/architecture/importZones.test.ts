// @vitest-environment node
// The import zones must keep reporting: each case lints a one-line snippet as if it were a file
// at that path, with the project's own ESLint configuration. The expectations restate issue 11's
// rules on their own, so a rule switched off, renamed or loosened fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleErrors, warmUp } from './lintProbe';

const zoneErrors = (file: string, code: string) =>
  ruleErrors('boundaries/import-zones', file, code);

const FORBIDDEN: readonly (readonly [file: string, code: string])[] = [
  // src/api imports nothing of the app: only zod, Dexie's types, its texts and itself.
  ['src/api/probe.ts', "import { userDb } from '../db/userDb';"],
  ['src/i18n/probe.ts', "import type { ListKind } from '../api/sync';"],
  ['src/api/probe.ts', "import type { Store } from '../state/store';"],
  ['src/api/probe.ts', "import { useState } from 'react';"],
  // db, worker and catalogue import neither the shell nor features.
  ['src/db/probe.ts', "import { api } from '../platform/client';"],
  ['src/db/probe.ts', "import { Navbar } from '../app/Navbar';"],
  ['src/db/probe.ts', "import { useMe } from '../features/auth';"],
  ['src/worker/probe.ts', "import { services } from '../app/services';"],
  ['src/worker/probe.ts', "export { useMe } from '../features/auth';"],
  ['src/catalogue/probe.ts', "import { services } from '../app/services';"],
  ['src/catalogue/probe.ts', "import { useBaskets } from '../features/baskets/useBaskets';"],
  // db and catalogue sit below the worker (the cycles issue 11 breaks).
  ['src/db/probe.ts', "import type { Api } from '../worker/api';"],
  ['src/db/probe.ts', "type Services = import('../app/services').AppServices;"],
  ['src/catalogue/probe.ts', "import { createApi } from '../worker/api';"],
  // Features sit below the shell, also through a dynamic import.
  ['src/features/search/probe.ts', "import { usePageTitle } from '../../app/pageTitle';"],
  ['src/features/search/probe.ts', "const load = () => import('../../app/services');"],
  // A feature reaches another only through its public entry.
  ['src/features/search/probe.ts', "import { useMe } from '../auth/SessionContext';"],
  [
    'src/features/search/probe.ts',
    "import { FailedChangesPage } from '../sync/FailedChangesPage';",
  ],
  // ui and i18n import no shell, feature, database or worker.
  ['src/ui/probe.tsx', "import { Logo } from '../platform/Logo';"],
  ['src/ui/probe.tsx', "import { useSyncStatus } from '../db';"],
  ['src/ui/probe.tsx', "import { useMe } from '../features/auth';"],
  ['src/i18n/probe.ts', "import { AREAS } from '../app/navigation';"],
  ['src/i18n/probe.ts', "import type { Api } from '../worker/api';"],
  // The shell never imports the routes, which import it.
  ['app/client/shell/probe.ts', "import type { FileRoutesByTo } from '../routeTree.gen';"],
  ['app/client/shell/probe.ts', "import { Route } from '../routes/_main';"],
  // The store and the bus stay at the bottom.
  ['src/state/probe.ts', "import { userDb } from '../db/runtime';"],
  // A module folder (issue 25): shared files run on both sides, ui/ in the browser, server/ on the
  // server; neither half reaches the other, and src/ reaches a module's screens by its entry.
  ['modules/tours/probe.ts', "import { userDb } from '../../src/db/runtime';"],
  ['modules/tours/probe.ts', "import { useState } from 'react';"],
  ['modules/tours/probe.ts', "import { toursServer } from './server/sync';"],
  ['modules/tours/probe.ts', "import { TourBrowserPage } from './ui/TourBrowserPage';"],
  ['modules/tours/ui/probe.tsx', "import { seedTours } from '../server/seed';"],
  ['modules/tours/ui/probe.tsx', "import { db } from '../../../server/db/client';"],
  ['modules/tours/ui/probe.tsx', "import { services } from '../../../app/client/shell/services';"],
  ['modules/tours/ui/probe.tsx', "import { X } from '../../shop/ui/BasketPage';"],
  ['modules/tours/server/probe.ts', "import { TourBrowserPage } from '../ui/TourBrowserPage';"],
  ['modules/tours/server/probe.ts', "import { userDb } from '../../../src/db/runtime';"],
  ['modules/tours/server/probe.ts', "import { buildServer } from '../../../server/app';"],
  ['src/api/probe.ts', "import { toursServer } from '../../modules/tours/server/sync';"],
  ['src/features/search/probe.ts', "import { X } from '../../../modules/tours/ui/data';"],
  ['src/ui/probe.tsx', "import { toursDe } from '../../modules/tours/texts.de';"],
  // A module's file routes are browser glue: no shell (which is above them), no server half.
  [
    'modules/tours/routes/probe.tsx',
    "import { services } from '../../../app/client/shell/services';",
  ],
  ['modules/tours/routes/probe.tsx', "import { seedTours } from '../server/seed';"],
  ['modules/tours/routes/probe.tsx', "import { X } from '../../shop/ui/BasketPage';"],
  // src/ imports no module at all: the roots list them, calls are declared in the contracts.
  ['src/api/probe.ts', "import { toursModule } from '../../modules/tours/contract';"],
  ['src/features/search/probe.ts', "import { TourBrowserPage } from '../../../modules/tours/ui';"],
];

const ALLOWED: readonly (readonly [file: string, code: string])[] = [
  // A module's server work of its own (the automatic sending) orders through the engine.
  [
    'modules/tours/server/probe.ts',
    "import { runMutation } from '../../../server/syncEngine/push';",
  ],
  ['src/api/probe.ts', "import { z } from 'zod';\nimport { ROLE } from './access';"],
  ['src/api/probe.ts', "import { de } from '../i18n/de';\nimport type { Table } from 'dexie';"],
  ['src/db/probe.ts', "import { Store } from '../state/store';\nimport { de } from '../i18n/de';"],
  [
    'src/worker/probe.ts',
    "import { userDb } from '../db/runtime';\nimport { CATALOGUE_META } from '../catalogue/db';",
  ],
  [
    'src/features/search/probe.ts',
    "import { useMe } from '../auth';\nimport { SyncStatusBar } from '../sync/index';\nimport { api } from '../../platform/client';",
  ],
  ['app/client/shell/probe.tsx', "import { LoginPage } from '../features/auth/LoginPage';"],
  [
    'modules/tours/probe.ts',
    "import { z } from 'zod';\nimport { ROLE } from '../../src/api/access';",
  ],
  ['modules/tours/probe.ts', "import type { ShopRow } from '../shop/contract';"],
  [
    'modules/tours/ui/probe.tsx',
    "import { useMe } from '../../../src/features/auth';\nimport { toursDe } from '../texts.de';\nimport { X } from '../../shop/ui';",
  ],
  [
    'modules/tours/server/probe.ts',
    "import { db } from '../../../server/db/client';\nimport { lockScope } from '../../../server/db/locks';\nimport { toursModule } from '../contract';",
  ],
  // Its file routes reach its own screens and the platform's browser zones.
  [
    'modules/tours/routes/probe.tsx',
    "import { TourBrowserPage } from '../ui/TourBrowserPage';\nimport { de } from '../../../src/i18n/de';\nimport { requireUuid } from '../../../src/ui/routeParams';",
  ],
  // A module's admin panels have an entry of their own (kept out of the shell's chunk).
  [
    'app/client/routes/_main/probe.tsx',
    "import { ConditionsAdmin } from '../../../../modules/conditions/ui/admin';",
  ],
];

describe('import zones (issues 11 and 25)', () => {
  beforeAll(warmUp, 120_000);

  it.each(FORBIDDEN)('reports %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});
