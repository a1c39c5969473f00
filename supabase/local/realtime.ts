/**
 * /realtime/v1/websocket: Postgres changes over the
 * Phoenix v2 protocol realtime-js speaks. Changes come from the triggers the
 * stack attaches to the tables in the supabase_realtime publication (keys
 * only, via pg_notify); each change is re-read as every subscriber's role,
 * with the subscriber's filter, so RLS decides who receives what. Deletes
 * cannot be re-read: they carry only the primary key, like hosted Realtime's,
 * and reach a subscriber only when the old row passes the table's SELECT
 * policies for that subscriber and then the subscriber's filter (hosted
 * Realtime skips RLS on deletes and sends every subscriber the key; locally a
 * filter never tests a row its subscriber could not read).
 * Broadcast and presence are not implemented: the server answers them with
 * an error reply.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { quoteIdent } from './bootstrap.ts';
import { SEARCH_PATH, asRole, callerFromToken } from './context.ts';
import type { Caller } from './context.ts';
import type { Db } from './db.ts';
import type { SchemaCache } from './rest/schema.ts';
import { jsonTooDeep } from './jsonDepth.ts';

const FILTER_OPERATORS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: 'in',
};

interface Binding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filterText: string | undefined;
  filter: { column: string; operator: string; values: string[] } | null;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
}

interface Connection {
  socket: WebSocket;
  caller: Caller;
  channels: Map<string, Channel>;
}

interface ChangeNotice {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  keys: Record<string, unknown>;
  commit_timestamp: string;
  old: Record<string, unknown> | null;
}

/** Hosted Realtime's max_channels_per_client default. */
export const MAX_CHANNELS_PER_SOCKET = 100;
/** Each binding costs a query per change: a join asking for thousands would stall every delivery. */
export const MAX_BINDINGS_PER_CHANNEL = 100;

interface SelectPolicies {
  rls: boolean;
  permissive: string[];
  restrictive: string[];
}

export interface Realtime {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

type Frame = [string | null, string | null, string, string, unknown];

function send(connection: Connection, frame: Frame): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
}

/** A websocket message as text (ws hands over a Buffer, or fragments / an ArrayBuffer by binaryType). */
function messageText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFilter(text: string): Binding['filter'] {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  if (!match) throw new Error(`invalid filter: ${text.slice(0, 60)}`);
  const [, column = '', operator = 'eq', value = ''] = match;
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw new Error('in filter needs a list: col=in.(a,b)');
    const values = value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim());
    if (values.length > 100) throw new Error('in filter allows at most 100 values');
    return { column, operator, values };
  }
  return { column, operator, values: [value] };
}

function matchesOld(binding: Binding, old: Record<string, unknown> | null): boolean {
  if (binding.filter === null) return true;
  if (old === null) return false;
  const value = old[binding.filter.column];
  if (value === undefined || value === null) return false;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const { operator, values } = binding.filter;
  const [first = ''] = values;
  const numeric = typeof value === 'number';
  const compare = numeric ? value - Number(first) : text.localeCompare(first);
  switch (operator) {
    case 'eq':
      return text === first;
    case 'neq':
      return text !== first;
    case 'in':
      return values.includes(text);
    case 'lt':
      return compare < 0;
    case 'lte':
      return compare <= 0;
    case 'gt':
      return compare > 0;
    default:
      return compare >= 0;
  }
}

export async function startRealtime(db: Db, getCache: () => SchemaCache, secret: string): Promise<Realtime> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  const connections = new Set<Connection>();
  let queue: Promise<void> = Promise.resolve();

  const channelReply = (connection: Connection, frame: Frame, status: 'ok' | 'error', response: unknown) => {
    send(connection, [frame[0], frame[1], frame[2], 'phx_reply', { status, response }]);
  };

  function join(connection: Connection, frame: Frame): void {
    const [joinRef, , topic, , payload] = frame;
    const body = isRecord(payload) ? payload : {};
    let caller = connection.caller;
    const token = body.access_token;
    if (typeof token === 'string') {
      const result = callerFromToken(token, secret);
      if (!result.ok) {
        channelReply(connection, frame, 'error', { reason: `Invalid JWT: ${result.reason}` });
        return;
      }
      caller = result.caller;
    }
    const config = isRecord(body.config) ? body.config : {};
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    if (!connection.channels.has(topic) && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      channelReply(connection, frame, 'error', { reason: 'Too many channels' });
      return;
    }
    if (requested.length > MAX_BINDINGS_PER_CHANNEL) {
      channelReply(connection, frame, 'error', {
        reason: `Too many postgres_changes bindings: at most ${MAX_BINDINGS_PER_CHANNEL} per channel`,
      });
      return;
    }
    const cache = getCache();
    const bindings: Binding[] = [];
    try {
      for (const raw of requested) {
        if (!isRecord(raw)) throw new Error('invalid postgres_changes binding');
        const eventValue = raw.event ?? '*';
        const event = (typeof eventValue === 'string' ? eventValue : JSON.stringify(eventValue)).toUpperCase();
        if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event))
          throw new Error(`invalid event ${event.slice(0, 20)}`);
        const schema = typeof raw.schema === 'string' ? raw.schema : 'public';
        const table = typeof raw.table === 'string' ? raw.table : '*';
        const relation = cache.relations.get(table);
        if (schema !== cache.schema || !relation)
          throw new Error(`Unable to subscribe to changes with given parameters: ${schema}.${table.slice(0, 60)}`);
        const filterText = typeof raw.filter === 'string' && raw.filter !== '' ? raw.filter : undefined;
        const filter = filterText === undefined ? null : parseFilter(filterText);
        if (filter !== null && !relation.columns.has(filter.column))
          throw new Error(`column ${filter.column} does not exist on ${table}`);
        bindings.push({
          id: randomInt(1, 2 ** 31 - 1),
          event: event as Binding['event'],
          schema,
          table,
          filterText,
          filter,
        });
      }
    } catch (error) {
      channelReply(connection, frame, 'error', { reason: error instanceof Error ? error.message : 'invalid join' });
      return;
    }
    connection.channels.set(topic, {
      topic,
      joinRef,
      caller,
      bindings,
    });
    channelReply(connection, frame, 'ok', {
      postgres_changes: bindings.map((binding) => ({
        id: binding.id,
        event: binding.event,
        schema: binding.schema,
        table: binding.table,
        ...(binding.filterText === undefined ? {} : { filter: binding.filterText }),
      })),
    });
    if (bindings.length > 0) {
      send(connection, [
        joinRef,
        null,
        topic,
        'system',
        {
          channel: topic.replace(/^realtime:/, ''),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      ]);
    }
  }

  function onMessage(connection: Connection, data: string): void {
    let frame: unknown;
    if (jsonTooDeep(data)) return;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (!Array.isArray(frame) || frame.length !== 5 || typeof frame[2] !== 'string' || typeof frame[3] !== 'string')
      return;
    const typed = frame as Frame;
    const [, , topic, event, payload] = typed;
    if (topic === 'phoenix') {
      if (event === 'heartbeat') channelReply(connection, typed, 'ok', {});
      return;
    }
    switch (event) {
      case 'phx_join':
        join(connection, typed);
        return;
      case 'phx_leave':
        connection.channels.delete(topic);
        channelReply(connection, typed, 'ok', {});
        return;
      case 'access_token': {
        const channel = connection.channels.get(topic);
        const token = isRecord(payload) ? payload.access_token : undefined;
        const result = typeof token === 'string' ? callerFromToken(token, secret) : null;
        if (channel && result?.ok) channel.caller = result.caller;
        return;
      }
      default:
        channelReply(connection, typed, 'error', {
          reason: `${event.slice(0, 30)} is not supported by the local stack`,
        });
    }
  }

  const policyCache = new Map<string, Promise<SelectPolicies>>();

  /** The SELECT policies that apply to `role` on the table, as SQL over its columns. */
  function selectPolicies(role: string, schema: string, table: string): Promise<SelectPolicies> {
    const key = `${role}\u0000${schema}\u0000${table}`;
    let policies = policyCache.get(key);
    if (!policies) {
      policies = db.transaction(async (tx) => {
        await tx.query(`select set_config('search_path', $1, true)`, [SEARCH_PATH]);
        const rows = await tx.query<{ rls: boolean; permissive: boolean | null; qual: string | null }>(
          `select c.relrowsecurity as rls, p.polpermissive as permissive,
                  coalesce(pg_get_expr(p.polqual, p.polrelid), 'true') as qual
             from pg_class c
             left join pg_policy p
               on p.polrelid = c.oid and p.polcmd in ('r', '*')
              and (0 = any (p.polroles) or exists (select 1 from unnest(p.polroles) r where pg_has_role($1, r, 'member')))
            where c.oid = format('%I.%I', $2::text, $3::text)::regclass`,
          [role, schema, table],
        );
        return {
          rls: rows[0]?.rls ?? true,
          permissive: rows.filter((row) => row.permissive === true).map((row) => `(${row.qual ?? 'false'})`),
          restrictive: rows.filter((row) => row.permissive === false).map((row) => `(${row.qual ?? 'false'})`),
        };
      });
      policyCache.set(key, policies);
    }
    return policies;
  }

  /**
   * Whether the subscriber could have read the deleted row: its SELECT
   * privilege, then (under RLS) the table's SELECT policies evaluated as the
   * subscriber over the old row the trigger sent.
   */
  async function couldRead(caller: Caller, notice: ChangeNotice): Promise<boolean> {
    const table = `${quoteIdent(notice.schema)}.${quoteIdent(notice.table)}`;
    try {
      const policies = await selectPolicies(caller.role, notice.schema, notice.table);
      const bypass = caller.role === 'service_role';
      if (policies.rls && !bypass && notice.old === null) return false;
      const condition =
        !policies.rls || bypass
          ? 'true'
          : [`(${policies.permissive.join(' or ') || 'false'})`, ...policies.restrictive].join(' and ');
      const rows = await asRole(
        db,
        caller,
        (tx) =>
          tx.query(
            `select 1 from jsonb_populate_record(null::${table}, $1::jsonb) as ${quoteIdent(notice.table)}
              where has_table_privilege($2::regclass, 'select') and ${condition}`,
            [JSON.stringify(notice.old ?? notice.keys), table],
          ),
        true,
      );
      return rows.length > 0;
    } catch {
      return false;
    }
  }

  async function deliver(notice: ChangeNotice): Promise<void> {
    if (notice.type === 'DELETE') policyCache.clear();
    const cache = getCache();
    const relation = cache.relations.get(notice.table);
    if (notice.schema !== cache.schema || !relation) return;
    const columns = [...relation.columns.values()].map((column) => ({ name: column.name, type: column.udt }));
    for (const connection of connections) {
      for (const channel of connection.channels.values()) {
        const matching = channel.bindings.filter(
          (binding) => binding.table === notice.table && (binding.event === '*' || binding.event === notice.type),
        );
        if (matching.length === 0) continue;
        const base = {
          schema: notice.schema,
          table: notice.table,
          commit_timestamp: notice.commit_timestamp,
          type: notice.type,
          columns,
          errors: null,
        };
        if (notice.type === 'DELETE') {
          if (!(await couldRead(channel.caller, notice))) continue;
          const ids = matching.filter((binding) => matchesOld(binding, notice.old)).map((binding) => binding.id);
          if (ids.length > 0)
            send(connection, [
              null,
              null,
              channel.topic,
              'postgres_changes',
              { ids, data: { ...base, old_record: notice.keys } },
            ]);
          continue;
        }
        const ids: number[] = [];
        let record: unknown = null;
        for (const binding of matching) {
          const params: unknown[] = [];
          const keyConditions = Object.entries(notice.keys).map(([column, value]) => {
            params.push(JSON.stringify(value));
            return `to_jsonb(t.${quoteIdent(column)}) = $${params.length}::jsonb`;
          });
          if (binding.filter !== null) {
            const { column, operator, values } = binding.filter;
            params.push(
              operator === 'in'
                ? `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
                : values[0],
            );
            const ref = `t.${quoteIdent(column)}`;
            keyConditions.push(
              operator === 'in'
                ? `${ref}::text = any($${params.length}::text[])`
                : `${ref} ${FILTER_OPERATORS[operator] ?? '='} $${params.length}`,
            );
          }
          try {
            const rows = await asRole(
              db,
              channel.caller,
              (tx) =>
                tx.query<{ record: string }>(
                  `select to_jsonb(t)::text as record from ${quoteIdent(notice.schema)}.${quoteIdent(notice.table)} t where ${keyConditions.join(' and ')}`,
                  params,
                ),
              true,
            );
            const [row] = rows;
            if (row) {
              ids.push(binding.id);
              record = JSON.parse(row.record) as unknown;
            }
          } catch {
            // A filter value of the wrong type matches nothing.
          }
        }
        if (ids.length === 0) continue;
        const data = notice.type === 'UPDATE' ? { ...base, record, old_record: notice.keys } : { ...base, record };
        send(connection, [null, null, channel.topic, 'postgres_changes', { ids, data }]);
      }
    }
  }

  const unlisten = await db.listen('realtime_local', (payload) => {
    let notice: ChangeNotice;
    try {
      notice = JSON.parse(payload) as ChangeNotice;
    } catch {
      return;
    }
    if (connections.size === 0) return;
    queue = queue.then(() => deliver(notice)).catch(() => undefined);
  });

  wss.on('connection', (socket: WebSocket, caller: Caller) => {
    const connection: Connection = { socket, caller, channels: new Map() };
    connections.add(connection);
    socket.on('message', (data) => onMessage(connection, messageText(data)));
    socket.on('close', () => connections.delete(connection));
    socket.on('error', () => connections.delete(connection));
  });

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const apikey = url.searchParams.get('apikey') ?? (request.headers.apikey as string | undefined) ?? null;
      const result = callerFromToken(apikey, secret);
      if (url.pathname !== '/realtime/v1/websocket' || !result.ok) {
        socket.write(
          'HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Invalid API key"}',
        );
        socket.destroy();
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, result.caller));
    },
    async close() {
      await unlisten();
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await queue;
    },
  };
}
