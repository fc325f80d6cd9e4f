import { readdirSync } from 'node:fs';
import type { Handler } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Forms from '#src/server/forms/forms.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { app, request, useEnv } from '#src/server/pipeline/step-app.test-kit.ts';

// The one check of a post from another site is step 7's (Hono's csrf, http/cross-site.ts):
// readForm has none of its own. Here the real API routes stand behind steps 4 and 7, as in the
// server, and every post a browser could send from another site is refused before the route's
// handler runs, so no form is ever read for one.

/** How often a route read a form (formOrRefusal, or readForm alone). */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('#src/server/forms/forms.ts', async (importOriginal) => {
  const forms = await importOriginal<typeof Forms>();
  return {
    ...forms,
    readForm: (...args: Parameters<typeof forms.readForm>) => {
      reads.count++;
      return forms.readForm(...args);
    },
    formOrRefusal: (...args: Parameters<typeof forms.formOrRefusal>) => {
      reads.count++;
      return forms.formOrRefusal(...args);
    },
  };
});

type Route = Partial<Record<string, (req: Request) => Promise<Response>>>;

/** Every API route of the site (src/pages/api/), by its path. */
const ROUTES = new Map(
  Object.entries(
    import.meta.glob<Route>(['/src/pages/api/**/*.ts', '!/src/pages/api/**/*.test.ts'], {
      eager: true,
    }),
  ).map(([file, route]) => [file.replace(/^\/src\/pages/, '').replace(/\.ts$/, ''), route]),
);

/** The methods that change something: what a page on another site can send a browser to do. */
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The routes' unsafe methods, each `[method, path]`. */
const UNSAFE_ROUTES = [...ROUTES].flatMap(([path, route]) =>
  UNSAFE.filter((method) => route[method]).map((method) => [method, path] as const),
);

/** The backend's publish webhook: judged by its bearer token, it reads no form. */
const WEBHOOK = '/api/revalidate';

/** How often a route's handler ran, by `METHOD path`. */
const handled = new Map<string, number>();
const router: Handler = (c) => {
  const path = new URL(c.req.url).pathname;
  const handler = ROUTES.get(path)?.[c.req.method];
  if (!handler) return c.text('no route', 404);
  const key = `${c.req.method} ${path}`;
  handled.set(key, (handled.get(key) ?? 0) + 1);
  return handler(c.req.raw);
};
const site = app([classifyStep, methods], router);

const FORM = 'application/x-www-form-urlencoded';
const post = (method: string, path: string, headers: Record<string, string>) =>
  request(site, path, { method, headers: { host: 'site.test', ...headers }, body: 'a=1' });

/** What a browser sends for a form posted from a page on another site, in its many forms. */
const HOSTILE: [name: string, headers: Record<string, string>][] = [
  ['another host', { origin: 'https://evil.example', 'content-type': FORM }],
  [
    'another host, multipart',
    { origin: 'https://evil.example', 'content-type': `multipart/form-data; boundary=x` },
  ],
  ['another host, text/plain', { origin: 'https://evil.example', 'content-type': 'text/plain' }],
  ['another host, no type', { origin: 'https://evil.example' }],
  [
    'another host, the type spelt otherwise',
    {
      origin: 'https://evil.example',
      'content-type': 'Application/X-WWW-Form-Urlencoded; charset=utf-8',
    },
  ],
  [
    'Sec-Fetch-Site cross-site, no Origin',
    { 'sec-fetch-site': 'cross-site', 'content-type': FORM },
  ],
  [
    'Sec-Fetch-Site cross-site, another host',
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'content-type': FORM },
  ],
  [
    'a sibling host',
    { 'sec-fetch-site': 'same-site', origin: 'https://evil.site.test', 'content-type': FORM },
  ],
  ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null', 'content-type': FORM }],
  ['an Origin that is no URL', { origin: 'not a url', 'content-type': FORM }],
  [
    'a host that starts as this one',
    { origin: 'http://site.test.evil.example', 'content-type': FORM },
  ],
];

beforeEach(() => {
  reads.count = 0;
  handled.clear();
  vi.spyOn(log, 'warn').mockImplementation(() => undefined);
  vi.spyOn(log, 'info').mockImplementation(() => undefined);
  // Every form route on: the modules, the climate button.
  useEnv({
    SUBSCRIPTIONS_API_KEY: 'unit-subscriptions-key',
    SUBSCRIPTIONS_AUTH_PATH: '/api/subscriptions/token',
    PUBLIC_CONFIG: JSON.stringify({ flags: { CLIMATE_BUTTON: true } }),
  });
});

describe('a post from another site: refused once, at step 7, on every route', () => {
  it('sees every API route of the site, and their form posts', () => {
    const files = readdirSync('src/pages/api', { recursive: true, encoding: 'utf8' });
    const paths = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect([...ROUTES.keys()].sort()).toEqual(paths.map((f) => `/api/${f.slice(0, -3)}`).sort());
    expect(UNSAFE_ROUTES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(HOSTILE)(
    '%s: the error page (JSON for a script), and no route but the webhook runs',
    async (_name, headers) => {
      for (const [method, path] of UNSAFE_ROUTES) {
        const res = await post(method, path, headers);
        if (path === WEBHOOK) continue; // its token decides (revalidate/api.test.ts)
        const what = `${method} ${path}`;
        expect(res.status, what).toBe(403);
        expect(res.headers.get('content-type'), what).toContain('text/html');
        expect(res.headers.get('cache-control'), what).toBe('no-store');
        expect(res.headers.get('set-cookie'), what).toBeNull();
        expect(await res.text(), what).toContain('ikke kom fra denne side');
        const script = await post(method, path, { ...headers, accept: 'application/json' });
        expect(script.status, what).toBe(403);
        expect(await script.json(), what).toEqual({ error: 'cross-site request' });
      }
      expect([...handled.keys()].filter((key) => !key.endsWith(` ${WEBHOOK}`))).toEqual([]);
      expect(reads.count).toBe(0);
    },
  );

  it('this site’s own posts, and clients that are no browser, reach every form route’s reading', async () => {
    const formRoutes = UNSAFE_ROUTES.filter(
      ([method, path]) => method === 'POST' && path !== WEBHOOK,
    );
    for (const headers of [
      { origin: 'http://site.test', 'content-type': FORM },
      { 'sec-fetch-site': 'same-origin', 'content-type': FORM },
      { 'content-type': FORM }, // neither header: no browser carrying a visitor's cookies
    ] as Record<string, string>[]) {
      reads.count = 0;
      for (const [method, path] of formRoutes) {
        const res = await post(method, path, headers);
        expect(res.status, `${method} ${path}`).not.toBe(403);
      }
      expect(reads.count, JSON.stringify(headers)).toBe(formRoutes.length);
    }
  });
});
