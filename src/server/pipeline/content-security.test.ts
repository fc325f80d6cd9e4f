import { describe, expect, it } from 'vitest';
import { etagOf } from '#src/server/http/http-cache.ts';
import { contentSecurity } from '#src/server/pipeline/content-security.ts';
import { app, request, terminal, useEnv } from './step-app.test-kit.ts';

describe('step 14: a fresh nonce on every rendered document', () => {
  // Non-ASCII text on both sides of the tags the step rewrites, and in a script's JSON.
  const document =
    '<!DOCTYPE html><html lang="da"><head><title>Æblegrød på Ærø</title>' +
    '<link rel="modulepreload" href="/assets/a.js"/></head><body><p>Sådan sorterer du – “affald”</p>' +
    '<script>self.__FLIGHT_DATA.push("Børn og unge 😀")</script><p>Ø</p></body></html>';
  const rendered = terminal((c) => c.html(document));
  const hono = app([contentSecurity], rendered.handle);

  it('keeps every character, names the nonce in the policy and takes the ETag of the rendered bytes', async () => {
    useEnv({});
    const res = await request(hono, '/side/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toBe(
      document
        .replace(
          '<link rel="modulepreload"',
          `<link nonce="${nonce}" fetchpriority="low" rel="modulepreload"`,
        )
        .replace('<script>', `<script nonce="${nonce}">`),
    );
    expect(res.headers.get('etag')).toBe(etagOf(new TextEncoder().encode(document)));
  });

  it('gives each answer its own nonce', async () => {
    useEnv({});
    const policies = await Promise.all(
      [1, 2].map(async () =>
        (await request(hono, '/side/')).headers.get('content-security-policy'),
      ),
    );
    expect(policies[0]).not.toBe(policies[1]);
  });
});
