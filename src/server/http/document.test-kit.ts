import { etagOf } from './negotiation.ts';

/** A compressible page body (3.6 KB of HTML), for the HTTP tests. */
export const body = new TextEncoder().encode(
  `<!doctype html><h1>${'Affald og genbrug '.repeat(200)}</h1>`,
);

/** A representation of `body`, as the page cache keeps one. */
export const rep = () => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body,
  etag: etagOf(body),
});
