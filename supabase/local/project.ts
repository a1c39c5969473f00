/**
 * Where a Supabase CLI project keeps what the stack reads: `config.toml`,
 * `migrations/` and `seed.sql`. Like the CLI, the default project folder is
 * `supabase/` under the current directory; every path can be given instead.
 */
import { join, resolve } from 'node:path';

export interface ProjectOptions {
  /** The Supabase CLI project folder. Default `<cwd>/supabase`. */
  projectDir?: string | undefined;
  /** Default `<projectDir>/migrations`. */
  migrationsDir?: string;
  /** Default `<projectDir>/seed.sql`. */
  seedFile?: string;
  /** Default `<projectDir>/config.toml`. */
  configFile?: string;
}

export interface ProjectPaths {
  projectDir: string;
  migrationsDir: string;
  seedFile: string;
  configFile: string;
  /** Persisted PGlite data: `<projectDir>/.data/pglite`. */
  dataDir: string;
  /** Mails written as JSON files: `<projectDir>/.data/outbox`. */
  outboxDir: string;
}

export function projectPaths(options: ProjectOptions = {}): ProjectPaths {
  const projectDir = resolve(options.projectDir ?? join(process.cwd(), 'supabase'));
  return {
    projectDir,
    migrationsDir: resolve(options.migrationsDir ?? join(projectDir, 'migrations')),
    seedFile: resolve(options.seedFile ?? join(projectDir, 'seed.sql')),
    configFile: resolve(options.configFile ?? join(projectDir, 'config.toml')),
    dataDir: join(projectDir, '.data', 'pglite'),
    outboxDir: join(projectDir, '.data', 'outbox'),
  };
}
