/**
 * /storage/v1: the Supabase Storage calls supabase-js makes for object
 * buckets declared in migrations: upload (raw body or multipart), update,
 * download (authenticated, public, signed), signed URLs, list and remove.
 * Object rows live in storage.objects and every request touches them as the
 * caller's role, so the bucket's RLS policies decide; the bytes live in
 * storage_local.blobs. Bucket size and MIME limits are enforced. Resumable
 * uploads speak TUS 1.0.0 at /upload/resumable as hosted Storage does
 * (creation, creation-with-upload, termination); their bytes gather in
 * storage_local.uploads until the last chunk stores the object.
 */
import { createHash, randomUUID } from 'node:crypto';
import { asRole } from './context.ts';
import type { Caller } from './context.ts';
import type { Db, Tx } from './db.ts';
import { isPgError } from './db.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { jsonTooDeep, TOO_DEEP_MESSAGE } from './jsonDepth.ts';

export interface StorageRequest {
  method: string;
  /** Path after /storage/v1. */
  path: string;
  params: URLSearchParams;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
}

export interface StorageResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

class StorageError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.status = status;
    this.error = error;
  }
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

function header(request: StorageRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function json(status: number, value: unknown): StorageResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
}

function errorResponse(error: StorageError): StorageResponse {
  return json(error.status, { statusCode: String(error.status), error: error.error, message: error.message });
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Object keys: non-empty segments, no dot segments, no control characters. */
function checkKey(name: string): string {
  const segments = name.split('/');
  if (
    name.length === 0 ||
    name.length > 1024 ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..') ||
    hasControlCharacter(name)
  ) {
    throw new StorageError(400, 'Invalid Key', `Invalid key: ${name.slice(0, 100)}`);
  }
  return name;
}

function splitBucketPath(rest: readonly string[]): { bucket: string; name: string } {
  const [bucket, ...segments] = rest;
  if (bucket === undefined || bucket === '') throw new StorageError(400, 'Invalid Request', 'Missing bucket name');
  return { bucket, name: checkKey(segments.join('/')) };
}

async function loadBucket(tx: Tx, id: string): Promise<Bucket> {
  const [bucket] = await tx.query<Bucket & Record<string, unknown>>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  );
  if (!bucket) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
  return bucket;
}

function mimeAllowed(bucket: Bucket, mime: string): boolean {
  if (bucket.allowed_mime_types === null || bucket.allowed_mime_types.length === 0) return true;
  return bucket.allowed_mime_types.some((allowed) =>
    allowed.endsWith('/*') ? mime.startsWith(allowed.slice(0, -1)) : allowed.toLowerCase() === mime,
  );
}

interface UploadPart {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** A minimal multipart/form-data reader: the file part plus the cacheControl and metadata fields. */
function parseMultipart(body: Buffer, contentType: string): UploadPart {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) throw new StorageError(400, 'Invalid Request', 'Malformed multipart body: no boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string>();
  let file: { data: Buffer; type: string } | null = null;
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const data = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
      const isFile = /filename="/i.test(head);
      if (isFile && file === null) {
        file = { data, type: /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream' };
      } else if (!isFile) {
        fields.set(name, data.toString('utf8'));
      }
    }
    position = next;
  }
  if (file === null) throw new StorageError(400, 'Invalid Request', 'Malformed multipart body: no file part');
  let userMetadata: Record<string, unknown> | null = null;
  const rawMetadata = fields.get('metadata');
  if (rawMetadata !== undefined) {
    try {
      const parsed: unknown = JSON.parse(rawMetadata);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        userMetadata = parsed as Record<string, unknown>;
    } catch {
      throw new StorageError(400, 'Invalid Request', 'metadata must be JSON');
    }
  }
  const cacheControl = fields.get('cacheControl');
  return {
    data: file.data,
    contentType: file.type.toLowerCase(),
    cacheControl: cacheControl === undefined ? 'no-cache' : `max-age=${cacheControl}`,
    userMetadata,
  };
}

function uploadPart(request: StorageRequest): UploadPart {
  const contentType = header(request, 'content-type') ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return parseMultipart(request.body, contentType);
  return {
    data: request.body,
    contentType: (contentType.split(';')[0] ?? contentType).trim().toLowerCase(),
    cacheControl: header(request, 'cache-control') ?? 'no-cache',
    userMetadata: null,
  };
}

function rlsOrDuplicate(error: unknown): never {
  if (isPgError(error)) {
    if (error.code === '42501')
      throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (error.code === '23505') throw new StorageError(409, 'Duplicate', 'The resource already exists');
  }
  throw error;
}

/** The bucket's size and MIME limits, checked before anything is stored. */
function checkLimits(bucket: Bucket, size: number, contentType: string): void {
  if (bucket.file_size_limit !== null && size > bucket.file_size_limit) {
    throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (!mimeAllowed(bucket, contentType)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${contentType.slice(0, 100)} is not supported`);
  }
}

async function upload(
  db: Db,
  caller: Caller,
  request: StorageRequest,
  rest: readonly string[],
  upsert: boolean,
): Promise<StorageResponse> {
  const { bucket: bucketId, name } = splitBucketPath(rest);
  const part = uploadPart(request);
  const id = await asRole(db, caller, (tx) => storeObject(tx, caller, bucketId, name, part, upsert));
  return json(200, { Key: `${bucketId}/${name}`, Id: id });
}

/** Insert (or with `upsert` replace) an object row as the caller, so RLS decides, then its bytes; the object's id. */
async function storeObject(
  tx: Tx,
  caller: Caller,
  bucketId: string,
  name: string,
  part: UploadPart,
  upsert: boolean,
): Promise<string> {
  await tx.query('reset role');
  const bucket = await loadBucket(tx, bucketId);
  checkLimits(bucket, part.data.length, part.contentType);
  const now = new Date().toUTCString();
  const metadata = {
    eTag: `"${createHash('md5').update(part.data).digest('hex')}"`,
    size: part.data.length,
    mimetype: part.contentType,
    cacheControl: part.cacheControl,
    lastModified: now,
    contentLength: part.data.length,
    httpStatusCode: 200,
  };
  await tx.query(`select set_config('role', $1, true)`, [caller.role]);
  let id: string;
  try {
    const [row] = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                      owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
             : ''
         }
         returning id::text as id`,
      [
        bucketId,
        name,
        caller.userId,
        caller.userId,
        JSON.stringify(metadata),
        part.userMetadata === null ? null : JSON.stringify(part.userMetadata),
      ],
    );
    if (!row) throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
    id = row.id;
  } catch (error) {
    rlsOrDuplicate(error);
  }
  await tx.query('reset role');
  await tx.query(
    `insert into storage_local.blobs (object_id, data) values ($1, $2)
       on conflict (object_id) do update set data = excluded.data`,
    [id, part.data],
  );
  return id;
}

async function readObject(tx: Tx, bucketId: string, name: string): Promise<StorageResponse> {
  const [row] = await tx.query<{ id: string; metadata: string | null }>(
    `select id::text as id, metadata::text as metadata from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  if (!row) throw new StorageError(404, 'not_found', 'Object not found');
  await tx.query('reset role');
  const [blob] = await tx.query<{ data: Uint8Array }>('select data from storage_local.blobs where object_id = $1', [
    row.id,
  ]);
  if (!blob) throw new StorageError(404, 'not_found', 'Object not found');
  const metadata = (row.metadata === null ? {} : JSON.parse(row.metadata)) as Record<string, unknown>;
  const headers: Record<string, string> = {
    'content-type': typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    'cache-control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    // Uploaded files are never run as pages on the API's origin.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (typeof metadata.eTag === 'string') headers.etag = metadata.eTag;
  if (typeof metadata.lastModified === 'string') headers['last-modified'] = metadata.lastModified;
  return { status: 200, headers, body: Buffer.from(blob.data) };
}

async function download(db: Db, caller: Caller, rest: readonly string[]): Promise<StorageResponse> {
  const { bucket, name } = splitBucketPath(rest);
  return asRole(db, caller, (tx) => readObject(tx, bucket, name), true);
}

async function publicDownload(db: Db, rest: readonly string[]): Promise<StorageResponse> {
  const { bucket: bucketId, name } = splitBucketPath(rest);
  return db.transaction(async (tx) => {
    const bucket = await loadBucket(tx, bucketId);
    if (!bucket.public) throw new StorageError(400, 'Bucket not found', 'Bucket not found');
    return readObject(tx, bucketId, name);
  });
}

function parseJson(request: StorageRequest): Record<string, unknown> {
  const text = request.body.toString('utf8') || '{}';
  if (jsonTooDeep(text)) throw new StorageError(400, 'Invalid Request', TOO_DEEP_MESSAGE);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new StorageError(400, 'Invalid Request', 'Body must be a JSON object');
}

async function sign(
  db: Db,
  caller: Caller,
  secret: string,
  request: StorageRequest,
  rest: readonly string[],
): Promise<StorageResponse> {
  const body = parseJson(request);
  const expiresIn = body.expiresIn;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn < 1) {
    throw new StorageError(400, 'Invalid Request', 'expiresIn must be a positive number');
  }
  const now = Math.floor(Date.now() / 1000);
  const signedUrl = (bucket: string, name: string) =>
    `/object/sign/${bucket}/${name}?token=${signJwt({ url: `${bucket}/${name}`, iat: now, exp: now + Math.floor(expiresIn) }, secret)}`;
  if (rest.length === 1 && rest[0] !== undefined) {
    const bucket = rest[0];
    const paths = body.paths;
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
      throw new StorageError(400, 'Invalid Request', 'paths must be a list of strings');
    }
    const names = paths;
    const visible = await asRole(
      db,
      caller,
      async (tx) =>
        (
          await tx.query<{ name: string }>(
            'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
            [bucket, names],
          )
        ).map((row) => row.name),
      true,
    );
    return json(
      200,
      names.map((name) =>
        visible.includes(name)
          ? { error: null, path: name, signedURL: signedUrl(bucket, name) }
          : { error: 'Either the object does not exist or you do not have access to it', path: name, signedURL: null },
      ),
    );
  }
  const { bucket, name } = splitBucketPath(rest);
  const found = await asRole(
    db,
    caller,
    (tx) => tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
    true,
  );
  if (found.length === 0) throw new StorageError(404, 'not_found', 'Object not found');
  return json(200, { signedURL: signedUrl(bucket, name) });
}

async function signedDownload(
  db: Db,
  secret: string,
  request: StorageRequest,
  rest: readonly string[],
): Promise<StorageResponse> {
  const { bucket, name } = splitBucketPath(rest);
  const token = request.params.get('token');
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token');
  const verified = verifyJwt(token, secret);
  if (!verified.ok)
    throw new StorageError(400, 'InvalidJWT', verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (verified.claims.url !== `${bucket}/${name}`)
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
  return db.transaction((tx) => readObject(tx, bucket, name));
}

async function remove(
  db: Db,
  caller: Caller,
  request: StorageRequest,
  rest: readonly string[],
): Promise<StorageResponse> {
  const [bucket] = rest;
  if (bucket === undefined || rest.length !== 1)
    throw new StorageError(400, 'Invalid Request', 'DELETE /object/{bucket} takes {prefixes}');
  const prefixes = parseJson(request).prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw new StorageError(400, 'Invalid Request', 'prefixes must be a non-empty list of object names');
  }
  const rows = await asRole(db, caller, async (tx) => {
    // Storage's protect_delete trigger refuses deletes that do not come through the API.
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    return tx.query<{ json: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning json_build_object('bucket_id', bucket_id, 'name', name, 'id', id, 'owner', owner, 'metadata', metadata,
         'created_at', created_at, 'updated_at', updated_at, 'last_accessed_at', last_accessed_at)::text as json`,
      [bucket, prefixes],
    );
  });
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: `[${rows.map((row) => row.json).join(',')}]`,
  };
}

async function list(
  db: Db,
  caller: Caller,
  request: StorageRequest,
  rest: readonly string[],
): Promise<StorageResponse> {
  const [bucket] = rest;
  if (bucket === undefined || rest.length !== 1)
    throw new StorageError(400, 'Invalid Request', 'POST /object/list/{bucket}');
  const body = parseJson(request);
  const prefixRaw = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = prefixRaw === '' || prefixRaw.endsWith('/') ? prefixRaw : `${prefixRaw}/`;
  const limit = typeof body.limit === 'number' ? Math.min(Math.max(1, Math.floor(body.limit)), 1000) : 100;
  const offset = typeof body.offset === 'number' ? Math.max(0, Math.floor(body.offset)) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const rows = await asRole(
    db,
    caller,
    (tx) =>
      tx.query<{ name: string; json: string }>(
        `select name, json_build_object('id', id, 'updated_at', updated_at, 'created_at', created_at,
                'last_accessed_at', last_accessed_at, 'metadata', metadata)::text as json
           from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name limit 10000`,
        [bucket, prefix],
      ),
    true,
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const remainder = row.name.slice(prefix.length);
    const slash = remainder.indexOf('/');
    const entryName = slash === -1 ? remainder : remainder.slice(0, slash);
    if (search !== '' && !entryName.toLowerCase().includes(search.toLowerCase())) continue;
    if (entries.has(entryName)) continue;
    entries.set(
      entryName,
      slash === -1
        ? { name: entryName, ...(JSON.parse(row.json) as Record<string, unknown>) }
        : { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    );
  }
  return json(200, [...entries.values()].slice(offset, offset + limit));
}

const TUS_VERSION = '1.0.0';
const TUS_BASE = '/storage/v1/upload/resumable';
/**
 * How long an unfinished upload can be resumed: hosted Storage documents
 * "up to 24 hours" (its TUS_URL_EXPIRY_MS; self-hosted Storage defaults to 1 hour).
 */
export const TUS_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface PendingUpload {
  id: string;
  bucket_id: string;
  name: string;
  owner_id: string | null;
  upload_length: string;
  content_type: string;
  cache_control: string;
  upsert: boolean;
  received: string;
  /** `Upload-Expires`: when the upload stops being known, as an HTTP date. */
  expires: string;
}

function tus(status: number, headers: Record<string, string> = {}): StorageResponse {
  return { status, headers: { 'tus-resumable': TUS_VERSION, 'cache-control': 'no-store', ...headers }, body: null };
}

/** TUS Upload-Metadata: comma-separated `key base64value` pairs. */
function uploadMetadata(value: string | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [key, encoded = ''] = pair.trim().split(' ');
    if (key) entries.set(key, Buffer.from(encoded, 'base64').toString('utf8'));
  }
  return entries;
}

function byteCount(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value))
    throw new StorageError(400, 'Invalid Request', `${name} is missing or not a byte count`);
  return Number(value);
}

function checkTusVersion(request: StorageRequest): void {
  if (header(request, 'tus-resumable') !== TUS_VERSION)
    throw new StorageError(412, 'Precondition Failed', 'Tus-Resumable 1.0.0 is required');
}

async function pendingUpload(tx: Tx, caller: Caller, id: string): Promise<PendingUpload> {
  const [row] = await tx.query<Omit<PendingUpload, 'expires'> & { created_ms: number } & Record<string, unknown>>(
    `select id, bucket_id, name, owner_id, upload_length::text as upload_length, content_type, cache_control, upsert,
            length(data)::text as received, (extract(epoch from created_at) * 1000)::float8 as created_ms
       from storage_local.uploads where id = $1 for update`,
    [id],
  );
  // Another caller's upload is as unknown as a missing one.
  const owned = row?.owner_id === caller.userId ? row : undefined;
  if (!owned) throw new StorageError(404, 'not_found', 'Upload not found');
  // Past its lifetime an upload is gone, as @tus/server answers an expired one (the row stays until a reset).
  const { created_ms: createdMs, ...upload } = owned;
  const expiresAt = createdMs + TUS_UPLOAD_LIFETIME_MS;
  if (expiresAt <= Date.now()) throw new StorageError(410, 'Gone', 'The file for this url no longer exists');
  return { ...upload, expires: new Date(expiresAt).toUTCString() };
}

/** Append a chunk at `offset`; when the upload is complete, store the object as the caller. The new offset. */
async function appendChunk(
  tx: Tx,
  caller: Caller,
  upload: PendingUpload,
  offset: number,
  chunk: Buffer,
): Promise<number> {
  if (offset !== Number(upload.received))
    throw new StorageError(
      409,
      'Conflict',
      `Upload-Offset ${String(offset)} does not match the ${upload.received} bytes received`,
    );
  const total = Number(upload.upload_length);
  if (offset + chunk.length > total)
    throw new StorageError(413, 'Payload too large', 'The chunk runs past Upload-Length');
  await tx.query('reset role');
  const [row] = await tx.query<{ data: Uint8Array | null; received: string }>(
    `update storage_local.uploads set data = data || $2 where id = $1
     returning length(data)::text as received, case when length(data) = upload_length then data end as data`,
    [upload.id, chunk],
  );
  const received = Number(row?.received ?? '0');
  if (row?.data) {
    await tx.query(`select set_config('role', $1, true)`, [caller.role]);
    const part = {
      data: Buffer.from(row.data),
      contentType: upload.content_type,
      cacheControl: upload.cache_control,
      userMetadata: null,
    };
    await storeObject(tx, caller, upload.bucket_id, upload.name, part, upload.upsert);
    await tx.query('delete from storage_local.uploads where id = $1', [upload.id]);
  }
  return received;
}

/**
 * POST /upload/resumable: create a TUS upload (with its first bytes when the
 * body carries them, TUS's creation-with-upload). Limits and RLS are checked
 * now, as Storage does, so a refused upload fails before any byte is sent.
 */
async function tusCreate(db: Db, caller: Caller, request: StorageRequest): Promise<StorageResponse> {
  checkTusVersion(request);
  const length = byteCount(header(request, 'upload-length'), 'Upload-Length');
  const metadata = uploadMetadata(header(request, 'upload-metadata'));
  const bucketId = metadata.get('bucketName');
  const objectName = metadata.get('objectName');
  if (!bucketId || objectName === undefined)
    throw new StorageError(400, 'Invalid Request', 'Upload-Metadata must name bucketName and objectName');
  const name = checkKey(objectName);
  const contentType = (metadata.get('contentType') ?? 'application/octet-stream').toLowerCase();
  const cacheControl = `max-age=${metadata.get('cacheControl') ?? '3600'}`;
  const upsert = (header(request, 'x-upsert') ?? '') === 'true';
  const id = Buffer.from(`${bucketId}/${name}/${randomUUID()}`).toString('base64url');
  const offset = await asRole(db, caller, async (tx) => {
    await tx.query('reset role');
    checkLimits(await loadBucket(tx, bucketId), length, contentType);
    // Would the object be accepted? Insert it as the caller and roll that back.
    await tx.query('savepoint tus_check');
    await storeObject(
      tx,
      caller,
      bucketId,
      name,
      { data: Buffer.alloc(0), contentType, cacheControl, userMetadata: null },
      upsert,
    );
    await tx.query('rollback to savepoint tus_check');
    await tx.query('reset role');
    await tx.query(
      `insert into storage_local.uploads (id, bucket_id, name, owner_id, upload_length, content_type, cache_control, upsert)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, bucketId, name, caller.userId, length, contentType, cacheControl, upsert],
    );
    if (request.body.length === 0) return 0;
    if ((header(request, 'content-type') ?? '') !== 'application/offset+octet-stream')
      throw new StorageError(415, 'Unsupported Media Type', 'Content-Type must be application/offset+octet-stream');
    return appendChunk(tx, caller, await pendingUpload(tx, caller, id), 0, request.body);
  });
  const host = header(request, 'host');
  const location = `${host ? `http://${host}` : ''}${TUS_BASE}/${id}`;
  // A new upload lives TUS_UPLOAD_LIFETIME_MS from now; the header is said while bytes are still missing.
  const expires = new Date(Date.now() + TUS_UPLOAD_LIFETIME_MS).toUTCString();
  return tus(201, {
    location,
    'upload-offset': String(offset),
    ...(offset < length ? { 'upload-expires': expires } : {}),
  });
}

/** HEAD, PATCH and DELETE on /upload/resumable/{id}: where it stands, the next chunk, termination. */
async function tusUpload(db: Db, caller: Caller, request: StorageRequest, id: string): Promise<StorageResponse> {
  checkTusVersion(request);
  if (request.method === 'HEAD') {
    const upload = await asRole(db, caller, async (tx) => {
      await tx.query('reset role');
      return pendingUpload(tx, caller, id);
    });
    return tus(200, { 'upload-offset': upload.received, 'upload-length': upload.upload_length });
  }
  if (request.method === 'DELETE') {
    await asRole(db, caller, async (tx) => {
      await tx.query('reset role');
      await pendingUpload(tx, caller, id);
      await tx.query('delete from storage_local.uploads where id = $1', [id]);
    });
    return tus(204);
  }
  if (request.method !== 'PATCH') throw new StorageError(405, 'Method not allowed', 'Method not allowed');
  if ((header(request, 'content-type') ?? '') !== 'application/offset+octet-stream')
    throw new StorageError(415, 'Unsupported Media Type', 'Content-Type must be application/offset+octet-stream');
  const offset = byteCount(header(request, 'upload-offset'), 'Upload-Offset');
  const { received, upload } = await asRole(db, caller, async (tx) => {
    await tx.query('reset role');
    const pending = await pendingUpload(tx, caller, id);
    return { received: await appendChunk(tx, caller, pending, offset, request.body), upload: pending };
  });
  const unfinished = received < Number(upload.upload_length);
  return tus(204, { 'upload-offset': String(received), ...(unfinished ? { 'upload-expires': upload.expires } : {}) });
}

export async function handleStorage(
  db: Db,
  caller: Caller,
  secret: string,
  request: StorageRequest,
): Promise<StorageResponse> {
  try {
    const segments = request.path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          throw new StorageError(400, 'Invalid Request', 'The object path has a malformed percent-encoding');
        }
      });
    const [area, kind, ...rest] = segments;
    if (area === 'upload' && kind === 'resumable') {
      if (rest.length === 0 && request.method === 'POST') return await tusCreate(db, caller, request);
      if (rest.length === 1 && rest[0] !== undefined) return await tusUpload(db, caller, request, rest[0]);
      throw new StorageError(404, 'not_found', 'Route not found');
    }
    if (area !== 'object' || kind === undefined) throw new StorageError(404, 'not_found', 'Route not found');
    const method = request.method;
    if (kind === 'public' && (method === 'GET' || method === 'HEAD')) return await publicDownload(db, rest);
    if (kind === 'authenticated' && (method === 'GET' || method === 'HEAD')) return await download(db, caller, rest);
    if (kind === 'sign' && method === 'POST') return await sign(db, caller, secret, request, rest);
    if (kind === 'sign' && (method === 'GET' || method === 'HEAD'))
      return await signedDownload(db, secret, request, rest);
    if (kind === 'list' && method === 'POST') return await list(db, caller, request, rest);
    const bucketAndPath = [kind, ...rest];
    if (method === 'POST')
      return await upload(db, caller, request, bucketAndPath, (header(request, 'x-upsert') ?? '') === 'true');
    if (method === 'PUT') return await upload(db, caller, request, bucketAndPath, true);
    if (method === 'GET' || method === 'HEAD') return await download(db, caller, bucketAndPath);
    if (method === 'DELETE') return await remove(db, caller, request, bucketAndPath);
    throw new StorageError(405, 'Method not allowed', 'Method not allowed');
  } catch (error) {
    if (error instanceof StorageError) return errorResponse(error);
    if (error instanceof URIError) return errorResponse(new StorageError(400, 'Invalid Key', 'Malformed path'));
    if (isPgError(error)) {
      if (error.code === '42501')
        return errorResponse(new StorageError(403, 'Unauthorized', 'new row violates row-level security policy'));
      if (error.code.startsWith('22')) return errorResponse(new StorageError(400, 'Invalid Request', error.message));
    }
    return errorResponse(new StorageError(500, 'internal', 'Internal error in the local storage service'));
  }
}
