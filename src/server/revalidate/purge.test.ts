import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { rscNavigationOf } from '#src/server/request/classify.ts';
import { CMS } from '#tests/support/setup.ts';
import { followWithNginx } from './purge.ts';

// The refreshes nginx is asked for after a publish: each page's document and its RSC payload,
// once per encoding and common consent variant, with the visitors' Host.

const asked: { url: string; host: string; encoding: string; at: number }[] = [];
/** The answer to the next request waits this long (then 0 again). */
let holdNext = 0;
let lastAnsweredAt = 0;
const nginx = createServer((req: IncomingMessage, res) => {
  asked.push({
    url: req.url ?? '',
    host: req.headers.host ?? '',
    encoding: String(req.headers['accept-encoding'] ?? ''),
    at: performance.now(),
  });
  const hold = holdNext;
  holdNext = 0;
  setTimeout(() => {
    lastAnsweredAt = performance.now();
    res.end('ok');
  }, hold);
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => nginx.listen(0, '127.0.0.1', resolve));
  port = (nginx.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => nginx.close(() => resolve())));

describe('the refresh of nginx after a publish', () => {
  it('names each page’s RSC payload as Waku’s client asks for it', () => {
    expect(rscNavigationOf('/borger/')).toBe('/RSC/R/borger.txt?query=');
    expect(rscNavigationOf('/')).toBe('/RSC/R/_root.txt?query=');
    expect(rscNavigationOf('/borger/affald/')).toBe('/RSC/R/borger/affald.txt?query=');
    expect(rscNavigationOf('/_intern/')).toBe('/RSC/R/__intern.txt?query=');
  });

  it('refreshes the document and the RSC payload of each page', async () => {
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, NGINX_PURGE_URL: `http://127.0.0.1:${port}/__purge` }),
    );
    asked.length = 0;
    expect(followWithNginx(['/borger/', '/børn/'], { host: 'kommune.test', https: false })).toBe(
      true,
    );
    // 2 pages × (document + payload) × 3 encodings × 3 consent variants.
    const deadline = Date.now() + 5_000;
    while (asked.length < 36 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(36);
    const paths = new Set(asked.map((a) => a.url));
    expect([...paths].sort()).toEqual([
      '/__purge/RSC/R/b%C3%B8rn.txt?query=',
      '/__purge/RSC/R/borger.txt?query=',
      '/__purge/b%C3%B8rn/',
      '/__purge/borger/',
    ]);
    expect(new Set(asked.map((a) => a.host))).toEqual(new Set(['kommune.test']));
  });

  it('asks first for the named page’s document alone, then the forms most visitors get (brotli, no consent yet)', async () => {
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, NGINX_PURGE_URL: `http://127.0.0.1:${port}/__purge` }),
    );
    asked.length = 0;
    holdNext = 60; // the first render
    const t0 = performance.now();
    followWithNginx(['/borger/', '/job/'], { host: 'kommune.test', https: false });
    while (asked.length < 1) await new Promise((r) => setTimeout(r, 2));
    const firstAnswered = await new Promise<number>((resolve) => {
      const poll = () => (lastAnsweredAt > t0 ? resolve(lastAnsweredAt) : setTimeout(poll, 2));
      poll();
    });
    // No pause before the first refresh (an instance that has not applied the publish says so).
    expect(performance.now() - t0).toBeLessThan(150);
    while (asked.length < 36) await new Promise((r) => setTimeout(r, 5));
    // The first page's document alone, then four at a time: each page's brotli forms first.
    expect(asked[0]).toMatchObject({ url: '/__purge/borger/', encoding: 'br' });
    expect(asked[1]!.at).toBeGreaterThanOrEqual(firstAnswered);
    expect(asked.slice(0, 4).every((a) => a.encoding === 'br')).toBe(true);
    expect(new Set(asked.slice(0, 4).map((a) => a.url))).toEqual(
      new Set([
        '/__purge/borger/',
        '/__purge/RSC/R/borger.txt?query=',
        '/__purge/job/',
        '/__purge/RSC/R/job.txt?query=',
      ]),
    );
  });
});
