import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, jsonTooDeep, readBody } from './http.ts';

const post = (body: string) => new Request('http://localhost/api/x', { method: 'POST', body });

describe('readBody', () => {
  it.each([65, 5_000, 200_000])('answers a body nested %i levels deep with 400', async (depth) => {
    const body = `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    const read = readBody(post(body), z.object({ a: z.unknown() }));
    await expect(read).rejects.toBeInstanceOf(HttpError);
    await expect(read).rejects.toMatchObject({ status: 400, message: 'The request body is nested too deeply' });
  });

  it('reads an ordinary nested body', async () => {
    expect(await readBody(post('{"a":[[1]]}'), z.object({ a: z.unknown() }))).toEqual({ a: [[1]] });
  });

  it('counts brackets inside strings as text', () => {
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(1_000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: '\\"['.repeat(1_000) }))).toBe(false);
    expect(jsonTooDeep('[[[1]]]', 2)).toBe(true);
  });
});
