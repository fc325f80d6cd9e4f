import { globSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  routeTable,
  wakuOutcomeOf,
  wakuProcessRequest,
  wakuRouteOf,
  wakuRscUrlOf,
  type WakuMethod,
  type WakuOutcome,
} from './waku-route.ts';

const TOOLS = '/__limbo/configuration-overview';
const CATCH_ALL = '/[...page]';
const page = (route: string, isRsc: boolean, pathname: string, pathProp = pathname) =>
  ({ kind: 'route', route, type: 'page', isRsc, pathname, pathProp }) as const;

describe('the route table is Waku’s, over the app’s pages', () => {
  it('is built for the Waku the header’s line numbers are from', () => {
    const { version } = JSON.parse(readFileSync('node_modules/waku/package.json', 'utf8'));
    expect(version).toBe('0.27.5');
  });

  it('globs the pages exactly as src/server-entry.tsx does', () => {
    const globOf = (file: string) =>
      /import\.meta\.glob\(([\s\S]*?\{ base: '\/src\/pages' \},?)\s*\)/
        .exec(readFileSync(file, 'utf8'))?.[1]
        ?.replace(/\/\/.*$/gm, '')
        .replace(/\s+/g, '');
    expect(globOf('tests/support/waku-route.ts')).toBeTruthy();
    expect(globOf('tests/support/waku-route.ts')).toBe(globOf('src/server-entry.tsx'));
  });

  it('has every page module once (but _root, the layout), and the catch-all last', () => {
    const files = globSync('src/pages/**/*.{ts,tsx}')
      .filter((file) => !/\.test(-kit)?\.tsx?$/.test(file))
      .map((file) => file.slice('src/pages/'.length))
      .filter((file) => file !== '_root.tsx');
    expect(routeTable.map((entry) => entry.file).sort()).toEqual(files.sort());
    expect(routeTable.at(-1)).toMatchObject({ route: CATCH_ALL, file: '[...page].tsx' });
    expect(routeTable.find((entry) => entry.route === TOOLS)).toMatchObject({
      type: 'route',
      file: '__limbo/configuration-overview.tsx',
    });
    expect(routeTable.find((entry) => entry.route === '/api/_auth/session')?.methods).toEqual([
      'GET',
      'POST',
      'DELETE',
    ]);
  });
});

// Each path is the URL as Waku is handed it. Where the app's pipeline hands Waku such a URL, the
// production server (`npm start`, logged in; the `page:` slot and ROUTE of what it rendered)
// rendered the same route; the pipeline refuses, redirects or rewrites the others first.
const cases: [path: string, method: WakuMethod, outcome: Partial<WakuOutcome>][] = [
  // documents
  [TOOLS, 'GET', page(TOOLS, false, TOOLS)],
  ['/__limbo', 'GET', page('/__limbo', false, '/__limbo')],
  ['/__limb%6F', 'GET', page('/__limbo', false, '/__limbo')],
  ['/__limb%6F/x', 'GET', page(CATCH_ALL, false, '/__limbo/x')],
  ['/__LIMBO', 'GET', page(CATCH_ALL, false, '/__LIMBO')],
  ['/a//b', 'GET', page(CATCH_ALL, false, '/a//b')],
  ['//__limbo', 'GET', page('/__limbo', false, '//__limbo')],
  [
    '/__limbo//configuration-overview',
    'GET',
    page(TOOLS, false, '/__limbo//configuration-overview'),
  ],
  ['/a/../__limbo', 'GET', page('/__limbo', false, '/__limbo')],
  ['/a/%2e%2e/__limbo', 'GET', page('/__limbo', false, '/__limbo')],
  ['/borger/affald', 'GET', page(CATCH_ALL, false, '/borger/affald')],
  ['/borger/affald?x=1', 'GET', page(CATCH_ALL, false, '/borger/affald')],
  ['/', 'GET', page('/', false, '/')],
  ['/b%C3%B8rn', 'GET', page(CATCH_ALL, false, '/børn')],
  ['/%2541', 'GET', page(CATCH_ALL, false, '/%41', '/A')], // the page's path is decoded twice
  ['/__limbo%2Fx', 'GET', page(CATCH_ALL, false, '/__limbo%2Fx')], // %2F stays in its segment
  // Waku's route paths never end in `/`: a trailing slash is Waku's own 500.
  ['/borger/affald/', 'GET', { kind: 'error', status: 500 }],
  ['/%E0', 'GET', { kind: 'throws', message: 'URI malformed' }],
  ['/%25E0', 'GET', { kind: 'error', status: 500, message: 'URI malformed' }],
  ['/a\\b', 'GET', { kind: 'refused' }],
  // RSC payloads: `/RSC/` + encodeRscPath(encodeRoutePath(path))
  ['/RSC/R/___limbo/configuration-overview.txt', 'GET', page(TOOLS, true, TOOLS)],
  ['/RSC/R/___limbo/configuration-overview_.txt', 'GET', page(TOOLS, true, TOOLS)],
  ['/RSC/R/___limbo/_.txt', 'GET', page('/__limbo', true, '/__limbo/')],
  ['/RSC/R/%5F__limbo.txt', 'GET', page('/__limbo', true, '/__limbo')],
  ['/RSC/R/x/%2e%2e/___limbo.txt', 'GET', page('/__limbo', true, '/__limbo')],
  ['/RSC/_R/___limbo.txt', 'GET', page('/__limbo', true, '/__limbo')], // one leading `_` goes
  // After `R`, a second slash is not the `/_` escape: `R//x` is the path `//x`.
  [
    '/RSC/R//___limbo/configuration-overview.txt',
    'GET',
    page(CATCH_ALL, true, '//___limbo/configuration-overview'),
  ],
  [
    '/RSC/R//__limbo/configuration-overview.txt',
    'GET',
    page(TOOLS, true, '//__limbo/configuration-overview'),
  ],
  [
    '/RSC/R/__limbo/configuration-overview.txt',
    'GET',
    page(CATCH_ALL, true, '/_limbo/configuration-overview'),
  ],
  [
    '/RSC/R/___limbo//configuration-overview.txt',
    'GET',
    page(TOOLS, true, '/__limbo//configuration-overview'),
  ],
  ['/RSC/R/_root.txt', 'GET', page('/', true, '/')],
  ['/RSC/R/__root.txt', 'GET', page(CATCH_ALL, true, '/_root')],
  ['/RSC/R/borger/affald.txt', 'GET', page(CATCH_ALL, true, '/borger/affald')],
  ['/RSC/R/borger/affald_.txt', 'GET', page(CATCH_ALL, true, '/borger/affald')],
  ['/RSC/R/borger/affald.txt?query=a%3D1', 'GET', page(CATCH_ALL, true, '/borger/affald')],
  ['/RSC/Rborger.txt', 'GET', page(CATCH_ALL, true, 'borger')],
  ['/RSC/R/%2541.txt', 'GET', page(CATCH_ALL, true, '/%41', '/A')],
  ['/RSC/R/%25E0.txt', 'GET', { kind: 'error', status: 500, message: 'URI malformed' }],
  [
    '/RSC/R/___limbo%2Fconfiguration-overview.txt',
    'GET',
    page(CATCH_ALL, true, '/__limbo%2Fconfiguration-overview'),
  ],
  // Not RSC: the prefix is matched raw and case-sensitively, so these are documents.
  ['/rsc/R/___limbo.txt', 'GET', page(CATCH_ALL, false, '/rsc/R/___limbo.txt')],
  ['/%52SC/R/___limbo.txt', 'GET', page(CATCH_ALL, false, '/RSC/R/___limbo.txt')],
  // RSC paths Waku does not render
  ['/RSC/R/borger/affald', 'GET', { kind: 'throws', message: 'Invalid encoded rscPath' }],
  ['/RSC/R/___limbo.TXT', 'GET', { kind: 'throws', message: 'Invalid encoded rscPath' }],
  ['/RSC/x.txt', 'GET', { kind: 'error', status: 500, message: 'rscPath should start with: R' }],
  ['/RSC/S/x.txt', 'GET', { kind: 'none' }],
  ['/RSC/R/api/_auth/session.txt', 'GET', { kind: 'none' }],
  ['/RSC/F/_src/a.ts/b.txt', 'GET', { kind: 'throws' }],
  ['/RSC/F/_src/a.ts/b.txt', 'POST', { kind: 'action', actionId: 'src/a.ts#b' }],
  // APIs
  ['/api/_auth/session', 'GET', { kind: 'route', route: '/api/_auth/session', type: 'api' }],
  ['//api/_auth//session/', 'GET', { kind: 'route', route: '/api/_auth/session', type: 'api' }],
  ['/api/theme', 'POST', { kind: 'route', route: '/api/theme', type: 'api' }],
  ['/api/theme', 'GET', { kind: 'error', status: 500 }], // no GET handler
  ['/api/_limbo/revalidate', 'POST', { kind: 'route', route: '/api/_limbo/revalidate' }],
];

describe('wakuOutcomeOf', () => {
  it.each(cases)('%s (%s)', async (path, method, outcome) => {
    expect(wakuOutcomeOf(path, method)).toMatchObject(outcome);
    expect(await wakuProcessRequest(path, method)).toEqual(wakuOutcomeOf(path, method));
  });

  it('wakuRouteOf is the route, or null', () => {
    expect(wakuRouteOf('/RSC/R/___limbo/configuration-overview.txt')).toEqual({
      route: TOOLS,
      file: '__limbo/configuration-overview.tsx',
      type: 'page',
      isRsc: true,
      pathname: TOOLS,
      pathProp: TOOLS,
    });
    expect(wakuRouteOf('/borger/affald/')).toBeNull();
    expect(wakuRouteOf('/RSC/S/x.txt')).toBeNull();
  });
});

// Paths made of the pieces the access guard's bypasses were made of.
const piece = fc.constantFrom(
  ...['', '.', '..', '%2e', '%2E%2e', 'RSC', 'rsc', '%52SC', 'R', '_R', 'Rx', 'F', 'S', '_', '__'],
  ...['_root', '__root', '__limbo', '___limbo', '_limbo', '__LIMBO', '__limb%6F', '%5F_limbo'],
  ...['__tools', '__demo', '__login', 'api', '_auth', 'session', 'theme', 'configuration-overview'],
  ...['index', 'borger', 'x.txt', '.txt', 'x.TXT', 'x_', '%2F', '%25', '%2541', '%25E0', '%E0'],
  ...['%C3%A6', 'æ', ' ', '%20', '%3F', '?', '#', ';', '[...page]', 'theme-playground', '404'],
);
const structured = fc
  .tuple(
    fc.constantFrom('', '/', '/RSC', '/RSC/', '/RSC/R', '/RSC/_R', '/RSC/S', '/RSC/F', '/RSC/Rx'),
    fc.constantFrom('', '/rsc/R', '/%52SC/R'),
    fc.array(piece, { maxLength: 5 }),
    fc.constantFrom('', '/', '.txt', '_.txt', '/_.txt', '/.txt', '.TXT', '_', '//'),
    fc.constantFrom('', '?query=a', '?x=%E0', '#f'),
  )
  .map(([rsc, other, pieces, suffix, query]) => {
    const path = `${rsc || other}${pieces.map((p) => `/${p}`).join('')}${suffix}${query}`;
    return path.startsWith('/') ? path : `/${path}`;
  });
const scrambled = fc
  .string({
    unit: fc.constantFrom(...'/%2eEF5_.RSCRlimbotx\\?#æ ['),
    maxLength: 30,
  })
  .map((s) => `/${s}`);

// The app's routes, as documents and as RSC payloads, here and there a character encoded,
// upper-cased, or a slash doubled or dotted.
const variants = (c: string) => {
  const hex = c.charCodeAt(0).toString(16);
  const own = c === '/' ? ['//', '/./', '/x/../', '/%2e/', '/%2E/'] : [c.toUpperCase()];
  return [...own, `%${hex.toUpperCase()}`, `%${hex}`].filter((v) => v !== c);
};
const mangle = (path: string) =>
  fc
    .tuple(
      ...[...path].map((c) =>
        fc.oneof(
          { weight: 8, arbitrary: fc.constant(c) },
          { weight: 1, arbitrary: fc.constantFrom(...variants(c)) },
        ),
      ),
      fc.constantFrom('', '/', '?x=1'),
    )
    .map((parts) => parts.join(''))
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
const routePaths = [
  ...routeTable.filter((entry) => !entry.route.includes('[')).map((entry) => entry.route),
  '/borger/affald',
];
const mangled = fc
  .constantFrom(...routePaths)
  .chain((route) => fc.constantFrom(route, wakuRscUrlOf(route)))
  .chain(mangle);

export const anyPath = fc.oneof(structured, scrambled, { weight: 2, arbitrary: mangled });

describe('the replay is Waku', () => {
  it('answers as Waku’s own getInput and handleRequest do, for 10,000 paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyPath,
        fc.constantFrom<WakuMethod>('GET', 'HEAD', 'POST'),
        async (path, method) => {
          expect(wakuOutcomeOf(path, method)).toEqual(await wakuProcessRequest(path, method));
        },
      ),
      { numRuns: 10_000 },
    );
    // About 3 s alone; a busy 2-core machine (CI, or the e2e server beside it) takes longer.
  }, 120_000);
});
