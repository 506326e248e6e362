// drizzle-kit's settings. Generate migrations with `npm run db:generate` (scripts/db-generate.ts),
// never `drizzle-kit generate` directly: the script names them by a UTC timestamp and keeps the
// snapshot as one file per table, so parallel branches' migrations never collide.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core's tables (server/db/schema/, re-exported by the barrel schema.ts) and each module's
  // (the list is server/syncEngine/tables.ts).
  schema: ['./server/db/schema/*.ts', './modules/*/server/tables.ts'],
  out: './server/db/migrations',
  migrations: { prefix: 'timestamp' },
  breakpoints: true,
});
