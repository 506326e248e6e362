// Drizzle schema of the server database's core: one file per concern in ./schema/, re-exported
// here so importers keep one path. The modules' tables are in modules/<name>/server/tables.ts; the
// list of all is server/syncEngine/tables.ts. Migrations are generated from them
// (`npm run db:generate`) and apply to PGlite and PostgreSQL alike.
export * from './schema/auth.ts';
export * from './schema/sync.ts';
export * from './schema/catalogue.ts';
export * from './schema/accounts.ts';
export * from './schema/shell.ts';
export * from './schema/push.ts';
export * from './schema/integration.ts';
