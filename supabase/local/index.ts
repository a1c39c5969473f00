/**
 * The public API of the local Supabase-compatible stack. Programs start a
 * stack with `startStack(options)`; tools that read a migrated schema (the
 * type generator, benchmarks) open a database and `bootstrap` it.
 */
export { DEFAULT_JWT_SECRET, defaultKeys, describeStack, optionsFromEnv, startStack, stopOnSignals } from './server.ts';
export type { Stack, StackOptions } from './server.ts';
export { projectPaths } from './project.ts';
export type { ProjectOptions, ProjectPaths } from './project.ts';
export { applyPlatform, bootstrap, wipe } from './bootstrap.ts';
export type { BootstrapOptions, BootstrapResult } from './bootstrap.ts';
export { isPgError, openPglite, openPostgres } from './db.ts';
export type { Db, PgError, PgliteOptions, Row, Tx } from './db.ts';
export {
  cachedTemplateDump,
  createDatabase,
  createTemplateDatabase,
  databaseUrl,
  dropDatabase,
  withThrowawayDatabase,
  writeTemplateDump,
} from './template.ts';
export { asRole } from './context.ts';
export type { ApiRole, Caller } from './context.ts';
export { signJwt, verifyJwt } from './jwt.ts';
export type { Claims } from './jwt.ts';
export { loadSchemaCache } from './rest/schema.ts';
export type { Column, Relation, SchemaCache } from './rest/schema.ts';
export { RELAXED_AUTH_RATE_LIMITS, authRateLimitsFromConfig } from './rateLimit.ts';
export type { AuthRateLimits } from './rateLimit.ts';
export type { Mail, Outbox } from './mail.ts';
export { isRetryable, retryDelay, startNetWorker } from './net.ts';
export type { NetOptions, NetWorker } from './net.ts';
export { describeDiff, diffCatalogs, isEmptyDiff, readCatalog } from './catalog.ts';
export type { Catalog, CatalogDiff, CatalogObject } from './catalog.ts';
export { migrationFromDiff, settleMigration } from './schemaDiff.ts';
export type { SettledMigration } from './schemaDiff.ts';
export {
  applySqlFiles,
  generateMigration,
  migrationsCatalog,
  schemaDrift,
  schemaFiles,
  schemasCatalog,
} from './schemas.ts';
export type { DeclarativeOptions, SqlFile } from './schemas.ts';
