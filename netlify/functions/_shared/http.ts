/** JSON responses with explicit status codes; never a stack trace. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { message }, headers);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
