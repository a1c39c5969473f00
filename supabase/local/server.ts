/**
 * The local Supabase-compatible stack: one Node process serving /auth/v1,
 * /rest/v1, /storage/v1 and /realtime/v1 to supabase-js, backed by PGlite
 * (persisted in <project>/.data by default) or native Postgres
 * (DATABASE_URL), plus a mail outbox viewer. It reads the Supabase CLI
 * project in ./supabase (config.toml, migrations/, seed.sql) unless the
 * options name other paths.
 *
 *   node supabase/local/server.ts      # http://127.0.0.1:54321
 *
 * Env: SUPABASE_PORT, SUPABASE_MAIL_PORT, SUPABASE_DATA_DIR, DATABASE_URL,
 * SUPABASE_JWT_SECRET, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
 * SUPABASE_SITE_URL.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleAuth } from './auth.ts';
import type { AuthConfig } from './auth.ts';
import { AUTOVACUUM_ROUND_MS, autovacuumRound } from './autovacuum.ts';
import { bootstrap } from './bootstrap.ts';
import { emailConfirmationsFromConfig } from './config.ts';
import { bearerToken, callerFromToken, reloadRoleSettings } from './context.ts';
import type { Db } from './db.ts';
import { holdsDatabase, openPglite, openPostgres } from './db.ts';
import { headerValue, readBody, send, sendJson } from './http.ts';
import { signJwt } from './jwt.ts';
import { createOutbox, startMailViewer } from './mail.ts';
import { mailTemplatesFromConfig } from './mailTemplate.ts';
import { startSmtpServer } from './smtp.ts';
import { startNetWorker } from './net.ts';
import type { NetOptions, NetWorker } from './net.ts';
import type { Outbox } from './mail.ts';
import { startRealtime } from './realtime.ts';
import type { Realtime } from './realtime.ts';
import { handleRest } from './rest/handler.ts';
import { loadSchemaCache } from './rest/schema.ts';
import type { SchemaCache } from './rest/schema.ts';
import { projectPaths } from './project.ts';
import type { ProjectOptions } from './project.ts';
import { handleStorage } from './storage.ts';
import { RateLimiter, authRateLimitsFromConfig } from './rateLimit.ts';
import type { AuthRateLimits } from './rateLimit.ts';

/** The Supabase CLI's well-known local JWT secret and the keys signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const DEMO_KEY_EXPIRY = 1983812996;

export function defaultKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY }, secret),
  };
}

export interface StackOptions extends ProjectOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 54321. */
  port?: number;
  host?: string;
  /** PGlite data folder, or 'memory'. Default 'memory'. Ignored when databaseUrl is set. */
  dataDir?: string;
  /**
   * A PGlite data-folder dump to start from (see `writeTemplateDump`): the
   * whole of an in-memory database, or the start of a data folder that holds
   * none yet. Ignored when databaseUrl is set.
   */
  dump?: string;
  /** Native Postgres instead of PGlite. */
  databaseUrl?: string;
  /** Apply seed.sql to a fresh database. Default true. */
  seed?: boolean;
  /** Mail viewer port; 0 picks a free one; null disables it. Default null. */
  mailPort?: number | null;
  /**
   * SMTP listener port (smtp.ts), like the Supabase CLI's 54325: mail sent to
   * it lands in the outbox. 0 picks a free one; null disables it. Default null.
   */
  smtpPort?: number | null;
  /** Also write mails as JSON files to <projectDir>/.data/outbox. Default false. */
  persistOutbox?: boolean;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  siteUrl?: string;
  accessTokenLifetime?: number;
  refreshTokenReuseInterval?: number;
  /** Largest JSON body accepted by REST and auth. Default 1 MiB. */
  maxJsonBody?: number;
  /** Largest upload accepted by storage (bucket limits apply on top). Default 50 MiB. */
  maxUpload?: number;
  /**
   * bcrypt cost of the password hashes auth stores. Default 10, as GoTrue;
   * test stacks that sign up hundreds of users can take bcrypt's minimum, 4.
   */
  passwordHashCost?: number;
  /** Sign-up waits for a confirmation mail; default: the project's config.toml ([auth.email] enable_confirmations). */
  enableConfirmations?: boolean;
  /** Auth rate limits; each one left out comes from the project's config.toml ([auth.rate_limit]). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** pg_net's worker: retries and polling (see net.ts). */
  net?: NetOptions;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  mailUrl: string | null;
  /** The SMTP listener's port on the stack's host, when it has one. */
  smtpPort: number | null;
  db: Db;
  outbox: Outbox;
  /** True when this start created (and seeded) the database. */
  fresh: boolean;
  /** Re-reads the schema after DDL run through `db`. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The request's headers as hosted Supabase's edge forwards them: Cloudflare
 * sets cf-connecting-ip to the connecting client, overwriting whatever the
 * client sent, and the gateway appends the client's address to
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for). SQL reads the
 * caller's address from them (public.request_client_address), so a caller
 * cannot choose its own rate-limit key.
 */
export function forwardedHeaders(request: IncomingMessage): IncomingMessage['headers'] {
  const remote = request.socket.remoteAddress ?? '';
  const client = remote.startsWith('::ffff:') ? remote.slice('::ffff:'.length) : remote;
  const previous = headerValue(request, 'x-forwarded-for');
  return {
    ...request.headers,
    'cf-connecting-ip': client,
    'x-forwarded-for': previous === undefined || previous === '' ? client : `${previous}, ${client}`,
  };
}

function restError(status: number, code: string, message: string): { status: number; body: unknown } {
  return { status, body: { code, message, details: null, hint: null } };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET;
  const keys = defaultKeys(jwtSecret);
  const anonKey = options.anonKey ?? keys.anonKey;
  const serviceRoleKey = options.serviceRoleKey ?? keys.serviceRoleKey;
  const host = options.host ?? '127.0.0.1';
  const maxJsonBody = options.maxJsonBody ?? 1 << 20;
  const maxUpload = options.maxUpload ?? 50 << 20;
  const paths = projectPaths(options);

  const dataDir = options.dataDir ?? 'memory';
  // A dump was written right after VACUUM ANALYZE: a database restored from one needs none.
  const restored =
    options.databaseUrl === undefined &&
    options.dump !== undefined &&
    (dataDir === 'memory' || !(await holdsDatabase(dataDir)));
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(dataDir, { dump: options.dump });
  let server: Server | null = null;
  let realtime: Realtime | null = null;
  let mailServer: Server | null = null;
  let smtpServer: NetServer | null = null;
  let netWorker: NetWorker | null = null;
  try {
    const { fresh } = await bootstrap(db, {
      ...options,
      seed: options.seed ?? true,
      ...(restored ? { vacuumWhenCurrent: false } : {}),
    });
    let cache: SchemaCache = await loadSchemaCache(db);
    await reloadRoleSettings(db);
    const outbox = createOutbox(options.persistOutbox ? paths.outboxDir : null);

    const authConfig: AuthConfig = {
      url: '',
      jwtSecret,
      accessTokenLifetime: options.accessTokenLifetime ?? 3600,
      refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
      siteUrl: options.siteUrl ?? 'http://localhost:4321',
      minimumPasswordLength: 8,
      enableConfirmations: options.enableConfirmations ?? emailConfirmationsFromConfig(paths.configFile),
      passwordHashCost: options.passwordHashCost ?? 10,
      outbox,
      mailTemplates: mailTemplatesFromConfig(paths.configFile, dirname(paths.projectDir)),
      rateLimits: { ...authRateLimitsFromConfig(paths.configFile), ...options.authRateLimits },
      limiter: new RateLimiter(),
    };

    const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') {
        send(response, 204, {}, null);
        return;
      }
      const [, service = '', version = '', ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (version !== 'v1' || !['rest', 'auth', 'storage'].includes(service)) {
        sendJson(response, 404, { message: 'no Route matched with those values' });
        return;
      }
      // The API gateway (Kong in `supabase start`) wants a project key on
      // everything but links opened from mail and public storage URLs.
      const apikey = headerValue(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
      const openRoute =
        service === 'storage' ||
        (service === 'auth' &&
          ['/verify', '/callback', '/authorize', '/health', '/.well-known/jwks.json'].includes(path));
      if (!openRoute) {
        if (apikey === undefined) {
          sendJson(response, 401, {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          });
          return;
        }
        if (apikey !== anonKey && apikey !== serviceRoleKey && !callerFromToken(apikey, jwtSecret).ok) {
          sendJson(response, 401, {
            message: 'Invalid API key',
            hint: 'Double check your Supabase `anon` or `service_role` API key.',
          });
          return;
        }
      }
      const limit = service === 'storage' ? maxUpload : maxJsonBody;
      const bodyResult =
        method === 'GET' || method === 'HEAD'
          ? { ok: true as const, body: Buffer.alloc(0) }
          : await readBody(request, limit);
      if (!bodyResult.ok) {
        const tooLarge =
          service === 'rest'
            ? {
                code: 'PGRST413',
                message: 'Payload too large',
                details: `The request body exceeds ${limit} bytes`,
                hint: null,
              }
            : service === 'auth'
              ? { code: 'request_too_large', message: `Request body exceeds ${limit} bytes` }
              : {
                  statusCode: '413',
                  error: 'Payload too large',
                  message: 'The object exceeded the maximum allowed size',
                };
        sendJson(response, 413, tooLarge, { connection: 'close' });
        return;
      }
      const base = {
        method,
        path,
        params: url.searchParams,
        headers: forwardedHeaders(request),
        body: bodyResult.body,
      };

      if (service === 'auth') {
        const result = await handleAuth(db, authConfig, { ...base, ip: request.socket.remoteAddress ?? '' });
        send(response, result.status, result.headers, method === 'HEAD' ? null : result.body);
        return;
      }

      // REST and storage act as the bearer token's role (the apikey when there is none).
      const token = bearerToken(headerValue(request, 'authorization')) ?? apikey ?? anonKey;
      const callerResult = callerFromToken(token, jwtSecret);
      if (!callerResult.ok) {
        const message =
          callerResult.reason === 'expired'
            ? 'JWT expired'
            : callerResult.reason === 'role'
              ? 'JWT role is not an API role'
              : callerResult.reason === 'signature'
                ? 'JWSError JWSInvalidSignature'
                : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got fewer)';
        if (service === 'rest') {
          const error = restError(401, callerResult.reason === 'expired' ? 'PGRST303' : 'PGRST301', message);
          sendJson(response, error.status, error.body, {
            'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
          });
        } else {
          sendJson(response, 400, {
            statusCode: '403',
            error: 'Unauthorized',
            message: callerResult.reason === 'expired' ? 'jwt expired' : 'invalid signature',
          });
        }
        return;
      }
      const { caller } = callerResult;
      if (service === 'rest') {
        const result = await handleRest(db, cache, caller, base);
        send(response, result.status, result.headers, method === 'HEAD' ? null : result.body);
        return;
      }
      const result = await handleStorage(db, caller, jwtSecret, base);
      send(response, result.status, result.headers, method === 'HEAD' ? null : result.body);
    };

    server = createServer({ maxHeaderSize: 32 * 1024 }, (request, response) => {
      handle(request, response).catch(() => {
        sendJson(response, 500, { message: 'Internal error in the local stack' });
      });
    });
    // Idle connections stay open a minute, as hosted Supabase's gateway keeps them: with Node's 5 s
    // default a client reusing a socket the server has just closed gets "fetch failed".
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    });
    realtime = await startRealtime(db, () => cache, jwtSecret);
    netWorker = await startNetWorker(db, options.net);
    const activeNet = netWorker;
    const activeRealtime = realtime;
    server.on('upgrade', (request, socket, head) => activeRealtime.handleUpgrade(request, socket, head));
    const httpServer = server;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port ?? 54321, host, () => resolve());
    });
    const address = httpServer.address() as AddressInfo;
    const url = `http://${host}:${address.port}`;
    authConfig.url = url;

    let mailUrl: string | null = null;
    if (options.mailPort !== undefined && options.mailPort !== null) {
      const viewer = await startMailViewer(outbox, options.mailPort, host);
      mailUrl = viewer.url;
      mailServer = viewer.server;
    }
    let smtpPort: number | null = null;
    if (options.smtpPort !== undefined && options.smtpPort !== null) {
      const listener = await startSmtpServer(outbox, options.smtpPort, host);
      smtpPort = listener.port;
      smtpServer = listener.server;
    }

    // PGlite has no autovacuum: the stack runs its rounds itself (autovacuum.ts).
    let vacuuming = false;
    const vacuumTimer =
      db.kind === 'pglite'
        ? setInterval(() => {
            if (vacuuming) return;
            vacuuming = true;
            autovacuumRound(db)
              .catch(() => undefined)
              .finally(() => {
                vacuuming = false;
              });
          }, AUTOVACUUM_ROUND_MS).unref()
        : null;

    let stopped = false;
    return {
      url,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      mailUrl,
      smtpPort,
      db,
      outbox,
      fresh,
      reloadSchema: async () => {
        cache = await loadSchemaCache(db);
        await reloadRoleSettings(db);
      },
      stop: async () => {
        if (stopped) return;
        stopped = true;
        if (vacuumTimer !== null) clearInterval(vacuumTimer);
        await activeRealtime.close();
        await activeNet.stop();
        httpServer.closeAllConnections();
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        if (mailServer !== null) {
          const viewer = mailServer;
          viewer.closeAllConnections();
          await new Promise<void>((resolve) => viewer.close(() => resolve()));
        }
        if (smtpServer !== null) {
          const listener = smtpServer;
          await new Promise<void>((resolve) => listener.close(() => resolve()));
        }
        await db.close();
      },
    };
  } catch (error) {
    await realtime?.close();
    await netWorker?.stop();
    server?.close();
    mailServer?.close();
    smtpServer?.close();
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Stack options from the environment, as `npm run stack` uses them:
 * SUPABASE_PORT, SUPABASE_MAIL_PORT, SUPABASE_SMTP_PORT, SUPABASE_DATA_DIR, DATABASE_URL,
 * SUPABASE_JWT_SECRET, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
 * SUPABASE_SITE_URL, SUPABASE_PROJECT_DIR.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): StackOptions {
  const number = (value: string | undefined, fallback: number) =>
    value === undefined || value === '' ? fallback : Number(value);
  // The mail viewer and SMTP listener follow SUPABASE_PORT (54321 → 54324 and 54325, as the Supabase CLI
  // lays them out), so a second checkout on other ports starts without colliding; a free port for 0.
  const port = number(env.SUPABASE_PORT, 54321);
  const beside = (offset: number) => (port === 0 ? 0 : port + offset);
  const options: StackOptions = {
    port,
    mailPort: number(env.SUPABASE_MAIL_PORT, beside(3)),
    smtpPort: number(env.SUPABASE_SMTP_PORT, beside(4)),
    dataDir: env.SUPABASE_DATA_DIR ?? projectPaths({ projectDir: env.SUPABASE_PROJECT_DIR }).dataDir,
    persistOutbox: true,
    seed: true,
  };
  const optional: [keyof StackOptions, string][] = [
    ['databaseUrl', 'DATABASE_URL'],
    ['jwtSecret', 'SUPABASE_JWT_SECRET'],
    ['anonKey', 'SUPABASE_ANON_KEY'],
    ['serviceRoleKey', 'SUPABASE_SERVICE_ROLE_KEY'],
    ['siteUrl', 'SUPABASE_SITE_URL'],
    ['projectDir', 'SUPABASE_PROJECT_DIR'],
  ];
  for (const [key, name] of optional) {
    const value = env[name];
    if (value !== undefined && value !== '') Object.assign(options, { [key]: value });
  }
  return options;
}

/** What a started stack tells its user: where it is and its keys. */
export function describeStack(stack: Stack, options: StackOptions, startedAt: number): string {
  const where = options.databaseUrl ? 'native Postgres (DATABASE_URL)' : `PGlite in ${options.dataDir ?? 'memory'}`;
  return `Local Supabase stack ready in ${Date.now() - startedAt} ms (${where}${stack.fresh ? ', freshly seeded' : ''}).

  API URL:          ${stack.url}
  Mail outbox:      ${stack.mailUrl ?? 'disabled'}
  SMTP (to outbox): ${stack.smtpPort === null ? 'disabled' : `smtp://127.0.0.1:${String(stack.smtpPort)}`}
  JWT secret:       ${stack.jwtSecret}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
`;
}

/** Stops the stack on Ctrl-C or SIGTERM. */
export function stopOnSignals(stack: Stack): void {
  const shutdown = () => {
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const options = optionsFromEnv();
  const started = Date.now();
  const stack = await startStack(options);
  console.log(describeStack(stack, options, started));
  stopOnSignals(stack);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
