import { describe, expect, it } from 'vitest';
import {
  answerResponse,
  bodyBytes,
  bytesResponse,
  hasBody,
  headerOf,
  partsOf,
  withStatus,
} from '#src/server/http/answers.ts';

const body = new TextEncoder().encode(
  `<!doctype html><h1>${'Affald og genbrug '.repeat(200)}</h1>`,
);

describe('bodies the pipeline already holds', () => {
  it('gives back the same bytes, also after a change of status', async () => {
    const res = bytesResponse(body, { headers: { 'content-type': 'text/html' } });
    expect(hasBody(res)).toBe(true);
    expect(await bodyBytes(res)).toBe(body);
    const notFound = withStatus(res, 404, new Headers({ 'x-robots-tag': 'noindex' }));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-robots-tag')).toBe('noindex');
    expect(await bodyBytes(notFound)).toBe(body);
  });

  it('reads any other body, and a replaced body as the new one', async () => {
    const other = new Response('<p>ny</p>');
    expect(new TextDecoder().decode(await bodyBytes(other))).toBe('<p>ny</p>');
    const streamed = withStatus(new Response('<p>strøm</p>'), 410, new Headers());
    expect(streamed.status).toBe(410);
    expect(await streamed.text()).toBe('<p>strøm</p>');
    const replaced = new Response('<p>fejl</p>', bytesResponse(body, {}));
    expect(new TextDecoder().decode(await bodyBytes(replaced))).toBe('<p>fejl</p>');
  });

  it('knows an answer without a body', () => {
    expect(hasBody(bytesResponse(null, { status: 304 }))).toBe(false);
    expect(hasBody(new Response(null, { status: 204 }))).toBe(false);
  });
});

describe('answers the pipeline holds as parts', () => {
  const parts = () => ({
    status: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
    body,
  });

  it('are read from their plain headers, and are the same answer as a Response', async () => {
    const answer = parts();
    const res = answerResponse(answer);
    expect(partsOf(res)).toBe(answer);
    expect(headerOf(res, 'cache-control')).toBe('no-store');
    expect(headerOf(res, 'etag')).toBeNull();
    expect(await bodyBytes(res)).toBe(body);
    expect(res.status).toBe(200);
  });

  it('are no longer trusted once someone takes the Headers, which may then be changed', () => {
    const res = answerResponse(parts());
    res.headers.set('cache-control', 'private, no-store');
    expect(partsOf(res)).toBeUndefined();
    expect(headerOf(res, 'cache-control')).toBe('private, no-store');
  });
});
