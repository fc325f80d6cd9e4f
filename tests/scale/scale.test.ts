/**
 * `npm run test:scale` (vitest.scale.config.ts): the scale-out recipe, run for real on loopback.
 * One sample backend, two site instances and Debian's nginx with deploy/nginx.conf (only its
 * addresses and paths replaced); one case per step, run in this order, each building on the state
 * the earlier ones left (a failed step skips the rest):
 *   e. /healthz through nginx is 200
 *   g. each instance is a cluster of WEB_CONCURRENCY=2 workers: metrics are the sum over both, a
 *      dead worker is replaced
 *   a. a public page is answered from nginx's cache the second time, with the real page;
 *      consent and climate-theme variants are separate entries, and a consent or theme cookie
 *      nginx and the app could read differently bypasses the cache
 *   d. a tools session cookie is never answered from the cache
 *   m. what the backend package reads as a preview (`/x/umbraco/preview/=1234=/`, its RSC
 *      payload) is never cached: an editor's draft never reaches an anonymous visitor; an
 *      all-number path (`/2030/`) is cached for visitors and bypassed with the back-office login; tools
 *      paths with a doubled slash or a percent-encoded letter are canonicalised (301) or
 *      refused (400), never the page, never cached
 *   k. real Cookie Information cookies (per-visitor `user_uid` and `timestamp`) share one entry
 *      per set of approved categories: another visitor with the same set is a HIT, another set
 *      its own entry, denied categories count for nothing; garbage is the no-cookie entry
 *   l. a revalidation posted to one instance reaches every worker of the other through Redis,
 *      and nginx's cached entry is refreshed through its loopback-only `/__purge/` location
 *   h. with Debian's redis-server as REDIS_URL, a login lockout caused on one instance holds on
 *      the other
 *   i. a logout on one instance revokes the same cookie on the other (every worker)
 *   j. with redis-server stopped, public pages still answer 200 on both instances, a login
 *      answers 503 with its message and a session counts as logged out; started again, logins work
 *   b. both instances serve; with one killed (SIGKILL) every request still answers 200, and a
 *      killed primary leaves no worker behind
 *   c. with the backend down and the entry expired, the cached page is served stale (200) and a
 *      page never cached is a clean error page
 *   f. SIGTERM: an instance stops taking connections, finishes the request under way, then exits;
 *      with no instance left at all, the cached page is still served
 * Every port is picked free; every wait is bounded; all child processes are stopped in afterAll,
 * failure included (then the log tails are printed and the logs kept). Decisions:
 * docs/decisions/007-scale-out.md, 015-shared-state.md.
 */
import assert from 'node:assert/strict';
import { type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { describe } from 'vitest';
import { hashPassword } from '#src/server/auth/password.ts';
import {
  accessLog,
  assertCleanErrorPage,
  bodyOnNewConnection,
  cacheStatus,
  FROM_CACHE,
  get,
  isUp,
  login as toolsLogin,
  pageRequests,
  pidAlive,
  redisAnswers,
  sessionUsers,
  sleep,
  statusOnNewConnection,
  waitForExit,
  waitUntil,
  workersOf,
  type Answer,
} from './harness.ts';
import { freePorts, ok, siteEnv, Stack } from './stack.ts';

/** The app's s-maxage (PAGE_MAX_AGE_SECONDS here; nginx's fallback `proxy_cache_valid 200 10s`). */
const FRESH_MS = 10_000;
const SESSION_PASSWORD = 'test-scale-session-password-0123456789';
/** Each instance runs this many worker processes (scripts/cluster.mjs). */
const WORKERS = 2;
/** The second instance's metrics: on their own port, and behind a token on the site port. */
const METRICS_TOKEN = 'test-scale-metrics-token-0123456789';
/** POST /api/revalidate's bearer token (decision 019). */
const REVALIDATE_TOKEN = 'test-scale-revalidate-token-0123456789';
/** Tools logins of this run's own (no sample backend login without the launcher). */
const TOOLS_USER = { name: 'scale', password: 'test-scale-tools-password' };
const LOCKED_USER = { name: 'locked', password: 'test-scale-locked-password' };

// Free ports, picked once for the whole run (redis-server comes back on its own in step j).
const [NGINX_PORT, SITE_A, SITE_B, BACKEND_PORT, METRICS_PORT, REDIS_PORT] = (await freePorts(
  6,
)) as [number, number, number, number, number, number];
const SITE_PORTS = [SITE_A, SITE_B] as const;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const INSTANCES = SITE_PORTS.map((port) => `http://127.0.0.1:${port}`);
const [instanceA, instanceB] = INSTANCES as [string, string];

/** Pages of the sample municipality (mocks/fixtures/pages.ts) and a text each one shows. */
const PAGE = { path: '/borger/affald-og-genbrug/', text: 'Sorteringsvejledninger' };
const STALE_PAGE = { path: '/borger/', text: 'Emner for borgere' };
const NEVER_CACHED_WHILE_UP = ['/kontakt/', '/nyheder/', '/politik/', '/job/'];
const NEVER_CACHED_WHILE_DOWN = '/om-kommunen/her-bor-vi/';
const CONSENT_ALL = encodeURIComponent(
  JSON.stringify({
    consents_approved: [
      'cookie_cat_necessary',
      'cookie_cat_functional',
      'cookie_cat_statistic',
      'cookie_cat_marketing',
      'cookie_cat_unclassified',
    ],
    consents_denied: [],
  }),
);

/** Cookie Information's categories, as `cookie_cat_*` names. */
const CATEGORIES = ['necessary', 'functional', 'statistic', 'marketing', 'unclassified'].map(
  (c) => `cookie_cat_${c}`,
);

/**
 * A `CookieInformationConsent` value as Cookie Information's script writes it: URL-encoded JSON
 * (`(` and `)` escaped too) with the visitor's own `user_uid` and `timestamp`; what is not
 * approved is denied unless `denied` says otherwise.
 */
function realConsentCookie(
  visitor: { uid: string; timestamp: string },
  approved: string[],
  denied = CATEGORIES.filter((c) => !approved.includes(c)),
): string {
  const value = {
    website_uuid: '5b176008-519d-487f-88d6-54e82ed10056',
    timestamp: visitor.timestamp,
    consent_url: `https://127.0.0.1${PAGE.path}`,
    consent_website: 'kommune.dk',
    consent_domain: '127.0.0.1',
    user_uid: visitor.uid,
    consents_approved: approved,
    consents_denied: denied,
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  };
  return `CookieInformationConsent=${encodeURIComponent(JSON.stringify(value)).replace(
    /[()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;
}

const login = (instance: string, password: string, user = TOOLS_USER.name) =>
  toolsLogin(instance, password, user);

const stack = new Stack('scale');
const { tmp } = stack;

// State the steps hand on to the later ones.
let sites: { proc: ChildProcess }[] = [];
let redis: ChildProcess;
/** When step a cached STALE_PAGE, which step c waits to expire. */
let stalePrimedAt = 0;
/** Sessions of step i, used again in step j. */
let cookie = '';
let spare = '';

/** Starts redis-server, the sample backend, both instances and nginx, and waits for them all. */
async function setUp() {
  ok(`logs and the nginx prefix in ${tmp}`);

  redis = stack.startRedis(REDIS_PORT);
  const toolsUsers = (
    await Promise.all(
      [TOOLS_USER, LOCKED_USER].map(async (u) => `${u.name}:${await hashPassword(u.password)}`),
    )
  ).join(',');
  const backendUp = stack.startBackend(BACKEND_PORT);
  sites = SITE_PORTS.map((port, i) => ({
    proc: stack.startSite(`site-${port}`, port, {
      ...siteEnv(BACKEND_PORT, SESSION_PASSWORD, WORKERS),
      // The climate theme is a cache variant (step a): nginx and the app must read it alike.
      PUBLIC_CONFIG: JSON.stringify({ flags: { CLIMATE_BUTTON: true } }),
      TOOLS_USERS: toolsUsers,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      REVALIDATE_TOKEN,
      // The publish policy (decision 036) with its shortest maximum age, so the steps that need
      // a page to expire (c: served stale while the backend is down) take seconds, not an hour.
      PAGE_MAX_AGE_SECONDS: String(FRESH_MS / 1000),
      // After a revalidation, nginx's entries are refreshed through its loopback-only location.
      NGINX_PURGE_URL: `${NGINX}/__purge`,
      ...(i === 1 ? { METRICS_PORT: String(METRICS_PORT), METRICS_TOKEN } : {}),
    }),
  }));
  const nginx = await stack.startNginx(NGINX_PORT, SITE_PORTS);

  // Started together, waited for together (a loaded machine needs most of the time here).
  await Promise.all([
    backendUp,
    ...SITE_PORTS.map((port) =>
      waitUntil(`the site on ${port}`, 60_000, isUp(`http://127.0.0.1:${port}/healthz`)),
    ),
    waitUntil('redis-server', 10_000, () => redisAnswers(REDIS_PORT)),
  ]);
  await nginx.up();
  ok('backend, two site instances, redis-server and nginx are up');
}

describe('the scale-out recipe: nginx, two clustered instances, redis-server', () => {
  stack.hooks(setUp, {
    logs: ['redis', 'backend', `site-${SITE_A}`, `site-${SITE_B}`, 'nginx', 'logs/error'],
  });

  stack.step('e. /healthz through nginx', async () => {
    const health = await get(`${NGINX}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(health.body, 'ok');
    assert.equal(cacheStatus(health), null, '/healthz must not go through the cache');
    ok('200 "ok", not cached');
  });

  stack.step(
    'g. each instance is a cluster of two workers: summed metrics, a dead worker replaced',
    async () => {
      for (const [i, site] of sites.entries()) {
        assert.equal(workersOf(site.proc.pid).length, WORKERS, `instance ${SITE_PORTS[i]} workers`);
      }
      ok(`both instances run ${WORKERS} worker processes`);
      const metricsInstance = `http://127.0.0.1:${SITE_PORTS[1]}`;
      const scrape = async () => (await get(`http://127.0.0.1:${METRICS_PORT}/metrics`)).body;
      const before = pageRequests(await scrape());
      for (let i = 0; i < 20; i++) {
        assert.equal(await statusOnNewConnection(`${metricsInstance}${PAGE.path}`), 200);
      }
      // Twenty connections dealt out in turn: one worker's figures alone would count about ten.
      assert.equal(
        pageRequests(await scrape()) - before,
        20,
        'METRICS_PORT did not sum the workers',
      );
      ok('20 requests on new connections: METRICS_PORT counts 20, the sum over both workers');
      const withToken = await get(`${metricsInstance}/metrics`, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      assert.equal(withToken.status, 200);
      assert.equal(pageRequests(withToken.body) - before, 20, '/metrics did not sum the workers');
      ok('/metrics with the token gives the same sum (asked of the primary)');
      const [doomed] = workersOf(sites[0]!.proc.pid);
      process.kill(doomed!, 'SIGKILL');
      await waitUntil('a replacement worker', 30_000, async () => {
        const now = workersOf(sites[0]!.proc.pid);
        return now.length === WORKERS && !now.includes(doomed!);
      });
      await waitUntil(`instance ${SITE_PORTS[0]} serving again`, 30_000, async () => {
        for (let i = 0; i < 4; i++) {
          if ((await statusOnNewConnection(`http://127.0.0.1:${SITE_PORTS[0]}/healthz`)) !== 200)
            return false;
        }
        return true;
      });
      ok(`worker ${doomed} killed (SIGKILL): the primary started a new one, every request 200`);
    },
  );

  stack.step('a. a public page is answered from nginx’s cache the second time', async () => {
    const first = await get(`${NGINX}${PAGE.path}`);
    assert.equal(first.status, 200);
    assert.equal(cacheStatus(first), 'MISS');
    assert.ok(first.body.includes(PAGE.text), `the page does not show “${PAGE.text}”`);
    ok(`first: 200 MISS (${first.ms} ms), shows “${PAGE.text}”`);
    const second = await get(`${NGINX}${PAGE.path}`);
    assert.equal(second.status, 200);
    assert.equal(cacheStatus(second), 'HIT', 'second fetch within s-maxage must be a HIT');
    assert.ok(second.body.includes(PAGE.text), `the cached page does not show “${PAGE.text}”`);
    assert.equal(second.body.length, first.body.length, 'the cached body differs');
    assert.notEqual(
      second.headers.get('x-request-id'),
      first.headers.get('x-request-id'),
      'a cached answer must carry this request’s id',
    );
    ok(`second: 200 HIT (${second.ms} ms), same page, own request id`);
    const direct = await get(`http://127.0.0.1:${SITE_PORTS[0]}${PAGE.path}`);
    const appCacheControl = direct.headers.get('cache-control');
    assert.equal(
      second.headers.get('cache-control'),
      appCacheControl,
      'nginx must pass the app’s Cache-Control on unchanged',
    );
    ok(
      appCacheControl
        ? `the app’s Cache-Control passes through unchanged: ${appCacheControl}`
        : 'the app sends no Cache-Control yet: nginx’s fallback `proxy_cache_valid 200 10s` applies',
    );
    const identity = await get(`${NGINX}${PAGE.path}`, { 'accept-encoding': 'identity' });
    assert.equal(identity.status, 200);
    assert.equal(
      identity.headers.get('content-encoding'),
      null,
      'compressed for a client that said no',
    );
    assert.ok(identity.body.includes(PAGE.text));
    assert.equal(cacheStatus(identity), 'MISS', 'each encoding is its own entry');
    ok(
      `no compression accepted: an uncompressed page from its own entry (gzip/br answer: ${
        second.headers.get('content-encoding') ?? 'none'
      })`,
    );

    const canonical = (scheme: string) => `${scheme}://127.0.0.1${PAGE.path}`;
    assert.ok(first.body.includes(canonical('http')), 'no http canonical URL in the page');
    const https = await get(`${NGINX}${PAGE.path}`, { 'x-forwarded-proto': 'https' });
    assert.equal(https.status, 200);
    assert.equal(cacheStatus(https), 'MISS', 'the scheme in front is part of the key');
    if (!https.body.includes(canonical('https'))) {
      console.log(
        `    note: the app's own page cache (X-Cache: ${https.headers.get('x-cache')}) answered` +
          ' with the http canonical URL: its key has no scheme (src/server/cache/page-keys.ts)',
      );
    }
    // The app's page cache keys on host and path, not the scheme: a fresh URL shows the app's
    // own rendering of the forwarded scheme.
    const httpsFresh = await get(`${NGINX}${PAGE.path}?via=tls`, { 'x-forwarded-proto': 'https' });
    assert.ok(httpsFresh.body.includes(canonical('https')), 'no https canonical URL behind TLS');
    ok('TLS terminated in front (X-Forwarded-Proto: https): own entry, https canonical URL');

    const consent = { cookie: `CookieInformationConsent=${CONSENT_ALL}` };
    const consentFirst = await get(`${NGINX}${PAGE.path}`, consent);
    assert.equal(consentFirst.status, 200);
    assert.equal(cacheStatus(consentFirst), 'MISS', 'another consent variant is another entry');
    const consentSecond = await get(`${NGINX}${PAGE.path}`, consent);
    assert.equal(cacheStatus(consentSecond), 'HIT');
    ok('with a consent cookie: MISS, then HIT (a separate entry per consent variant)');
    const unclear = await get(`${NGINX}${PAGE.path}`, {
      cookie: `cookieinformationconsent=${CONSENT_ALL}`,
    });
    assert.equal(unclear.status, 200);
    assert.equal(cacheStatus(unclear), 'BYPASS', 'a consent cookie nginx and app read differently');
    ok('consent cookie in another spelling: BYPASS (nginx and app could read it differently)');

    // The climate theme (CLIMATE_BUTTON is on here): nginx's `$cookie_kommune_theme` ignores
    // case, the app's reading does not. A URL of its own, so step a's entries do not answer.
    const themePath = `${PAGE.path}?step=theme`;
    const energySaver = (answer: Answer) => answer.body.includes('data-theme="energy-saver"');
    const poisoning = await get(`${NGINX}${themePath}`, {
      cookie: 'KOMMUNE_THEME=x; kommune_theme=energy-saver',
    });
    assert.equal(poisoning.status, 200);
    assert.equal(cacheStatus(poisoning), 'BYPASS', 'a theme cookie nginx and app read differently');
    assert.ok(energySaver(poisoning), 'the app renders the theme its own reading gives');
    const plainVisitor = await get(`${NGINX}${themePath}`);
    assert.equal(cacheStatus(plainVisitor), 'MISS', 'the ambiguous answer was stored');
    assert.ok(!energySaver(plainVisitor), 'the default visitor got the energy-saver page');
    ok(
      'KOMMUNE_THEME=x; kommune_theme=energy-saver: BYPASS, not stored; the next visitor MISS, default theme',
    );
    const climate = { cookie: 'kommune_theme=energy-saver' };
    await get(`${NGINX}${themePath}`, climate);
    const climateAgain = await get(`${NGINX}${themePath}`, climate);
    assert.equal(
      cacheStatus(climateAgain),
      'HIT',
      'the exact theme cookie is a variant of its own',
    );
    assert.ok(energySaver(climateAgain));
    const plainAgain = await get(`${NGINX}${themePath}`);
    assert.equal(cacheStatus(plainAgain), 'HIT');
    assert.ok(!energySaver(plainAgain), 'the energy-saver page was stored as the default');
    ok('kommune_theme=energy-saver: its own entry (HIT), the default visitor keeps the default');
    const otherCookies = await get(`${NGINX}${PAGE.path}`, { cookie: '_ga=GA1.2.3; lang=x' });
    assert.ok(
      FROM_CACHE.includes(cacheStatus(otherCookies) ?? ''),
      `unrelated cookies must not split the cache (got ${cacheStatus(otherCookies)})`,
    );
    ok('unrelated cookies: HIT (Vary: Cookie does not split the cache)');

    const asset = /(\/assets\/[\w.-]+\.js)"/.exec(first.body)?.[1];
    assert.ok(asset, 'the page links no /assets/*.js');
    await get(`${NGINX}${asset}`);
    const assetAgain = await get(`${NGINX}${asset}`, consent);
    assert.equal(assetAgain.status, 200);
    assert.equal(cacheStatus(assetAgain), 'HIT', 'assets: one entry for every consent variant');
    ok(`${asset}: HIT with a consent cookie too (assets are not split by consent)`);

    const stalePrimed = await get(`${NGINX}${STALE_PAGE.path}`);
    assert.equal(stalePrimed.status, 200);
    assert.ok(stalePrimed.body.includes(STALE_PAGE.text));
    stalePrimedAt = Date.now();
    ok(`${STALE_PAGE.path} cached for step c (${cacheStatus(stalePrimed)})`);
  });

  stack.step('d. a tools session cookie is never answered from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const withSession = await get(`${NGINX}${PAGE.path}`, {
        cookie: '__limbo-authenticated=anything',
      });
      assert.equal(withSession.status, 200);
      assert.equal(cacheStatus(withSession), 'BYPASS', 'a cached page was served to a session');
      assert.equal(withSession.headers.get('cache-control'), 'private, no-store');
    }
    ok(`${PAGE.path} (cached) with the session cookie, twice: BYPASS, private, no-store`);
    const tools = await get(`${NGINX}/__limbo/`, { cookie: '__limbo-authenticated=anything' });
    assert.ok([200, 302].includes(tools.status), `/__limbo/ answered ${tools.status}`);
    assert.ok(
      [null, 'BYPASS'].includes(cacheStatus(tools)),
      'the tools area went through the cache',
    );
    assert.match(tools.headers.get('cache-control') ?? '', /no-store/);
    ok(`/__limbo/ with the (forged) session: ${tools.status}, not cached, no-store`);
    const afterSession = await get(`${NGINX}${PAGE.path}`);
    assert.ok(
      FROM_CACHE.includes(cacheStatus(afterSession) ?? ''),
      `session answers must not replace the entry (got ${cacheStatus(afterSession)})`,
    );
    ok('anonymous visitors still get the cached entry');
  });

  stack.step(
    'm. previews by the package’s rule and tools-path tricks through nginx: never cached, never leaked',
    async () => {
      // (a) Limbo.Umbraco.Spa reads ANY url containing /umbraco/preview/ with an integer after
      // its first `=` as a preview (TryGetPreviewId), so this visitor path gets node 1234's draft
      // for an editor (mocks/fixtures/pages.ts `drafts`). Two lines keep the draft out of
      // nginx's cache: `$kommune_preview` bypasses it by the same URL rule (BYPASS), and the
      // app's `Cache-Control: no-store`, which nginx honours (it ignores only Vary).
      const preview = '/x/umbraco/preview/=1234=/';
      const previewRsc = '/RSC/R/x/umbraco/preview/=1234=.txt';
      const draftText = 'Dette er en ikke-udgivet kladde';
      const logLines = (target: string) =>
        accessLog(tmp)
          .split('\n')
          .filter((line) => line.includes(`"GET ${target} `));
      for (const target of [preview, previewRsc]) {
        const editor = await get(`${NGINX}${target}`, { cookie: 'UMB_UCONTEXT=editor' });
        assert.equal(editor.status, 200, `${target}: the editor got ${editor.status}`);
        assert.ok(editor.body.includes(draftText), `${target}: the editor does not see the draft`);
        assert.equal(editor.headers.get('cache-control'), 'no-store');
        assert.equal(cacheStatus(editor), 'BYPASS');
        for (let i = 0; i < 2; i++) {
          const anonymous = await get(`${NGINX}${target}`);
          assert.equal(
            cacheStatus(anonymous),
            'BYPASS',
            `${target}: nginx answered from its cache`,
          );
          assert.ok(!anonymous.body.includes(draftText), `${target}: the draft leaked`);
          assert.ok(!anonymous.body.includes('Parkering (kladde)'), `${target}: the draft leaked`);
          assert.ok(anonymous.body.includes('Log ind i Umbraco for at se forhåndsvisningen'));
          assert.equal(anonymous.headers.get('cache-control'), 'no-store');
          // Waku answers an RSC payload 200 whatever the page's status.
          assert.equal(anonymous.status, target === preview ? 401 : 200, target);
        }
        // nginx writes a line once the answer is sent: the last one may come a moment later.
        let lines = logLines(target);
        for (let i = 0; i < 20 && lines.length < 3; i++) {
          await sleep(50);
          lines = logLines(target);
        }
        assert.equal(lines.length, 3, lines.join('\n'));
        assert.ok(
          lines.every((line) => /cache=BYPASS /.test(line)),
          `nginx logged a cached answer:\n${lines.join('\n')}`,
        );
      }
      ok(
        `${preview} and ${previewRsc}: the editor (UMB_UCONTEXT) sees the draft, no-store; then an anonymous visitor twice: BYPASS each time (access log too), the log-in page, no draft`,
      );

      // (b) A doubled slash after /RSC/R/ (a former tools-login bypass). nginx merges slashes
      // for its location match only (`merge_slashes on`, the default): `$uri` is
      // /RSC/R/___limbo/…, so the tools location (`proxy_cache off`) takes it, and `proxy_pass`
      // without a URI sends the request line as the visitor wrote it, `//` included; the app
      // refuses that RSC path (not Waku's own encoding of any route).
      const overview = 'Sådan er denne server sat op';
      const rscOverview = '/RSC/R/___limbo/configuration-overview.txt';
      const session = await login(instanceA, TOOLS_USER.password);
      assert.equal(session.status, 200, `login answered ${session.status}`);
      const signedIn = await get(`${NGINX}${rscOverview}`, { cookie: session.cookie! });
      assert.equal(signedIn.status, 200);
      assert.ok(signedIn.body.includes(overview), 'the marker text is not in the overview');
      assert.equal(signedIn.headers.get('cache-control'), 'private, no-store');
      const doubled = await get(`${NGINX}/RSC/R//___limbo/configuration-overview.txt`);
      assert.equal(doubled.status, 400, `the doubled slash answered ${doubled.status}`);
      assert.ok(!doubled.body.includes(overview), 'the doubled slash showed the overview');
      assert.equal(cacheStatus(doubled), null, 'the tools location has no cache');
      const anonymousRsc = await get(`${NGINX}${rscOverview}`);
      assert.equal(anonymousRsc.status, 401);
      assert.match(anonymousRsc.headers.get('location') ?? '', /^\/__login\/\?returnUrl=/);
      assert.ok(!anonymousRsc.body.includes(overview));
      assert.equal(cacheStatus(anonymousRsc), null, 'the tools location has no cache');
      ok(
        `${rscOverview}: with a session 200 (the overview); /RSC/R//___limbo/…: 400 without it; without a session 401 to the login; never through the cache`,
      );

      // (c) Percent-encoded letters. nginx decodes them for its location match only (`$uri`:
      // /__limbo/…, the uncached tools location) and passes the path on as sent, `%6F` kept:
      // the app canonicalises a document (301, then its guard), refuses such an RSC path (400).
      const encodedDoc = await get(`${NGINX}/__limb%6F/configuration-overview/`);
      assert.equal(encodedDoc.status, 301);
      assert.equal(encodedDoc.headers.get('location'), '/__limbo/configuration-overview/');
      assert.equal(cacheStatus(encodedDoc), null, 'the tools location has no cache');
      const followed = await get(`${NGINX}${encodedDoc.headers.get('location')}`);
      assert.equal(followed.status, 302, 'the canonical path is guarded');
      assert.match(followed.headers.get('location') ?? '', /^\/__login\//);
      assert.ok(!followed.body.includes(overview));
      const doubledDoc = await get(`${NGINX}//__limbo/configuration-overview/`);
      assert.equal(doubledDoc.status, 301, 'a doubled leading slash is canonicalised');
      assert.equal(doubledDoc.headers.get('location'), '/__limbo/configuration-overview/');
      for (const target of [
        '/RSC/R/___limb%6F/configuration-overview.txt',
        '/RSC/R/___limbo//configuration-overview.txt',
      ]) {
        const encodedRsc = await get(`${NGINX}${target}`);
        assert.equal(encodedRsc.status, 400, `${target} answered ${encodedRsc.status}`);
        assert.ok(!encodedRsc.body.includes(overview), `${target} showed the overview`);
        assert.equal(cacheStatus(encodedRsc), null, 'the tools location has no cache');
      }
      ok(
        '/__limb%6F/configuration-overview/ and //__limbo/…: 301 to /__limbo/configuration-overview/ (then 302 to the login); /RSC/R/___limb%6F/… and /RSC/R/___limbo//…: 400; none cached',
      );

      // (d) Long URLs (regression: the cache key overflowed nginx's 4 KB proxy buffer, "upstream
      // sent too big header" counted against the instance, and a few long URLs disabled both).
      for (let i = 0; i < 4; i++) {
        const long = await get(`${NGINX}/?q=${'a'.repeat(3000)}&i=${i}`);
        assert.equal(long.status, 200, `a 3 KB query answered ${long.status}`);
      }
      for (const path of ['/erhverv/?after=long', '/politik/?after=long', '/job/?after=long']) {
        const fresh = await get(`${NGINX}${path}`);
        assert.equal(fresh.status, 200, `${path} after long URLs: ${fresh.status}`);
      }
      const tooLong = await get(`${NGINX}/?q=${'a'.repeat(7000)}`);
      assert.equal(tooLong.status, 414, `a 7 KB query answered ${tooLong.status}`);
      // The largest redirect the app makes (a 6 KB Location) under the longest host DNS allows,
      // and a host longer than that (regression: the third probe's 3 KB Host disabled both).
      const withHost = (target: string, host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            `${NGINX}${target}`,
            { headers: { host }, agent: false, timeout: 15_000 },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('timeout', () => req.destroy(new Error(`${target} timed out`)));
          req.on('error', reject);
          req.end();
        });
      const longest = `/${'a'.repeat(2040)}?q=${'a'.repeat(4050)}`;
      const host253 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
      for (let i = 0; i < 3; i++) {
        const moved = await withHost(`${longest}&i=${i}`, host253);
        assert.equal(moved, 301, `the longest redirect on a 253-character host: ${moved}`);
        const hostile = await withHost(`${longest}&i=${i}`, `${'a'.repeat(3000)}.dk`);
        assert.equal(hostile, 400, `a 3 KB host answered ${hostile}`);
      }
      for (const path of ['/erhverv/?after=host', '/politik/?after=host']) {
        const fresh = await get(`${NGINX}${path}`);
        assert.equal(fresh.status, 200, `${path} after long hosts: ${fresh.status}`);
      }
      ok(
        'four 3 KB queries: 200 and fresh pages after them too; a 7 KB request target: 414; the longest redirect on a 253-character host: 301; a 3 KB host: 400; fresh pages still 200',
      );

      // (e) An all-number path (decision 033): an ordinary page without Umbraco's back-office
      // login, so nginx caches it; with the login it is node 2030's draft, which bypasses the
      // cache (`$kommune_preview` on URL and cookie) and never replaces the public entry.
      const numeric = '/2030/?step=m';
      const published = 'Vision 2030';
      const draft = 'Vision 2030 (kladde)';
      const first = await get(`${NGINX}${numeric}`);
      assert.equal(first.status, 200, `${numeric} answered ${first.status}`);
      assert.ok(first.body.includes(published) && !first.body.includes(draft));
      const second = await get(`${NGINX}${numeric}`);
      assert.ok(FROM_CACHE.includes(cacheStatus(second) ?? ''), `got ${cacheStatus(second)}`);
      for (const cookie of ['UMB_UCONTEXT=editor', 'member=1; umb_ucontext=x']) {
        const editor = await get(`${NGINX}${numeric}`, { cookie });
        assert.equal(cacheStatus(editor), 'BYPASS', `${cookie}: nginx answered from its cache`);
        if (cookie.startsWith('UMB_UCONTEXT')) {
          assert.equal(editor.status, 200);
          assert.ok(editor.body.includes(draft), 'the editor does not see the draft');
          assert.equal(editor.headers.get('cache-control'), 'no-store');
        } else {
          // Not the app's exact name: the published page, but still never through the cache.
          assert.ok(!editor.body.includes(draft), 'a near-miss cookie got the draft');
        }
      }
      const after = await get(`${NGINX}${numeric}`);
      assert.ok(FROM_CACHE.includes(cacheStatus(after) ?? ''), `got ${cacheStatus(after)}`);
      assert.ok(after.body.includes(published) && !after.body.includes(draft), 'the draft leaked');
      ok(
        `${numeric}: anonymous 200 (the published page), then from the cache; with UMB_UCONTEXT (any case) BYPASS, the editor sees the draft, no-store; anonymous visitors still get the cached public page`,
      );
    },
  );

  stack.step(
    'k. real consent cookies: one entry per set of approved categories, not per visitor',
    async () => {
      // A page that reads consent (a video waits for marketing consent; decision 036, addendum:
      // any other page is one copy for every consent choice), at a URL of its own.
      const consentPath = '/borger/video/?step=k';
      const showsPlayer = (answer: Answer) => answer.body.includes('<iframe');
      const statistic = ['cookie_cat_necessary', 'cookie_cat_functional', 'cookie_cat_statistic'];
      const visitorA = realConsentCookie(
        { uid: '9be63710-a3fc-42ce-9f62-2b7271ae87eb', timestamp: '2026-03-02T08:14:09.812Z' },
        statistic,
      );
      const visitorB = realConsentCookie(
        { uid: 'f608b9f5-7960-4a63-909e-68f11a15b326', timestamp: '2026-03-02T11:47:53.106Z' },
        statistic,
      );
      assert.notEqual(visitorA, visitorB);
      const fromA = await get(`${NGINX}${consentPath}`, { cookie: visitorA });
      assert.equal(fromA.status, 200);
      assert.equal(cacheStatus(fromA), 'MISS');
      assert.equal(showsPlayer(fromA), false, 'the app read marketing consent that was denied');
      ok(`visitor A (functional + statistic approved, marketing denied): 200 MISS, no player`);
      const fromB = await get(`${NGINX}${consentPath}`, { cookie: visitorB });
      assert.equal(fromB.status, 200);
      assert.equal(cacheStatus(fromB), 'HIT', 'same approved set, other user_uid/timestamp: a HIT');
      assert.equal(fromB.body, fromA.body, 'visitor B got another page than visitor A');
      ok('visitor B (same categories, own user_uid and timestamp): 200 HIT, the same page');

      const marketing = ['cookie_cat_necessary', 'cookie_cat_marketing'];
      const visitorC = realConsentCookie(
        { uid: '0dbd14ad-7977-4747-9ddf-d6d6ce97fbb9', timestamp: '2026-03-03T09:01:44.500Z' },
        marketing,
      );
      const fromC = await get(`${NGINX}${consentPath}`, { cookie: visitorC });
      assert.equal(fromC.status, 200);
      assert.equal(cacheStatus(fromC), 'MISS', 'another approved set is another entry');
      assert.equal(showsPlayer(fromC), true, 'the app did not read the marketing consent');
      ok('visitor C (marketing approved; the rest denied): MISS, own entry, the player');
      const visitorD = realConsentCookie(
        { uid: '242c5491-fc04-4b56-95a0-a16da7f861db', timestamp: '2026-03-03T10:22:06.206Z' },
        marketing,
        [],
      );
      const fromD = await get(`${NGINX}${consentPath}`, { cookie: visitorD });
      assert.equal(
        cacheStatus(fromD),
        'HIT',
        'a category in consents_denied must not count as approved (C and D are one variant)',
      );
      assert.equal(fromD.body, fromC.body);
      ok(
        'visitor D (marketing approved, nothing denied): HIT on C’s entry, denied categories count for nothing',
      );

      const anonymous = await get(`${NGINX}${consentPath}`);
      assert.equal(cacheStatus(anonymous), 'MISS');
      assert.equal(showsPlayer(anonymous), false);
      for (const garbage of ['not-json', '%7Bbroken']) {
        const answer = await get(`${NGINX}${consentPath}`, {
          cookie: `CookieInformationConsent=${garbage}`,
        });
        assert.equal(cacheStatus(answer), 'HIT', `${garbage}: the app reads it as no consent`);
        assert.equal(answer.body, anonymous.body);
      }
      ok('no cookie: MISS; garbage (not-json, %7Bbroken): HIT on that entry, as the app reads it');
      const necessary = await get(`${NGINX}${consentPath}`, {
        cookie: realConsentCookie(
          { uid: 'cbcb68bb-4148-4097-b12b-149312635a74', timestamp: '2026-03-04T06:51:28.448Z' },
          ['cookie_cat_necessary'],
        ),
      });
      assert.equal(
        cacheStatus(necessary),
        'MISS',
        'all denied is answered, not the no-cookie entry',
      );
      assert.equal(showsPlayer(necessary), false);
      ok('everything denied: MISS, own entry (interacted), not the no-cookie one');
      const unchecked = await get(`${NGINX}${consentPath}`, {
        cookie: `CookieInformationConsent=null`,
      });
      assert.equal(unchecked.status, 200);
      assert.equal(cacheStatus(unchecked), 'BYPASS', 'JSON nginx does not read must bypass');
      ok('JSON of another shape (null): BYPASS, left to the app');
    },
  );

  stack.step(
    'l. a revalidation on one instance reaches the other (Redis) and nginx (/__purge/)',
    async () => {
      {
        const [first, second] = INSTANCES as [string, string];
        const target = '/kultur-og-fritid/';
        const title = 'Kultur og fritid (ændret i skalatesten)';
        const everyWorker = async (instance: string, check: (body: string) => boolean) => {
          const bodies = await Promise.all(
            Array.from({ length: 4 }, () => bodyOnNewConnection(`${instance}${target}`)),
          );
          return bodies.every(check);
        };
        // Every worker of both instances and nginx hold the published page.
        for (const instance of INSTANCES)
          await everyWorker(instance, (b) => b.includes('Kultur og fritid'));
        await get(`${NGINX}${target}`);
        const cachedByNginx = await get(`${NGINX}${target}`);
        assert.ok(FROM_CACHE.includes(cacheStatus(cachedByNginx) ?? ''), 'nginx did not cache it');
        // The tags a CDN purges by (decision 036) come through nginx's cache to its client.
        const keys = (cachedByNginx.headers.get('surrogate-key') ?? '').split(' ');
        const pageTags = keys.filter((k) => k.startsWith('page-'));
        assert.ok(pageTags.length > 0, `no page tag in Surrogate-Key: ${keys.join(' ')}`);
        assert.ok(
          keys.some((k) => k.startsWith('site-')),
          'no site tag',
        );
        assert.ok(
          keys.some((k) => k.startsWith('in-')),
          'no ancestor tag',
        );
        assert.equal(cachedByNginx.headers.get('cache-tag'), keys.join(','));
        ok(`nginx's cached copy names its tags: Surrogate-Key ${keys.join(' ')}`);
        const published = await fetch(`${BACKEND}/__sample/publish`, {
          method: 'POST',
          body: JSON.stringify({ url: target, title }),
        });
        assert.equal(published.status, 204);
        assert.ok(
          await everyWorker(second, (b) => !b.includes(title)),
          'instance B showed the change before any revalidation (its cache should hold the old page)',
        );
        ok('a title changed at the backend; instance B still answers its cached page');

        const unauthorised = await fetch(`${first}/api/revalidate`, {
          method: 'POST',
          body: JSON.stringify({ url: target }),
        });
        assert.equal(unauthorised.status, 401);
        const t0 = Date.now();
        const revalidated = await fetch(`${first}/api/revalidate`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${REVALIDATE_TOKEN}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ url: target }),
        });
        assert.equal(revalidated.status, 200, `revalidate answered ${revalidated.status}`);
        const answer = (await revalidated.json()) as {
          delivery: string;
          nginx: string;
          dropped: { tags: string[] };
        };
        assert.equal(answer.delivery, 'redis');
        assert.equal(answer.nginx, 'refreshing');
        // What a relay hands the CDN: this page's own tags, and its subtree's.
        for (const tag of pageTags) {
          assert.ok(answer.dropped.tags.includes(tag), `the webhook did not name ${tag}`);
          assert.ok(answer.dropped.tags.includes(tag.replace(/^page-/, 'in-')), 'no subtree tag');
        }
        ok(`the webhook answers with the tags to purge: ${answer.dropped.tags.join(' ')}`);
        await waitUntil('instance B to show the change', 5_000, () =>
          everyWorker(second, (b) => b.includes(title)),
        );
        ok(
          `POST /api/revalidate on A (401 without the token): every worker of B shows the change after ${Date.now() - t0} ms`,
        );
        await waitUntil('nginx to hold the new page', 8_000, async () => {
          const fromNginx = await get(`${NGINX}${target}`);
          return (
            FROM_CACHE.includes(cacheStatus(fromNginx) ?? '') && fromNginx.body.includes(title)
          );
        });
        ok(
          `nginx answers the new page from its cache (refreshed through /__purge/) after ${Date.now() - t0} ms`,
        );
        const refreshes = accessLog(tmp)
          .split('\n')
          .filter((line) => line.includes(`"GET /__purge${target} `));
        assert.ok(refreshes.length >= 3, `nginx logged ${refreshes.length} refreshes`);
        assert.ok(
          refreshes.every((line) => / 200 /.test(line) && /cache=BYPASS/.test(line)),
          refreshes.join('\n'),
        );
        // All of a page's refreshes go to one instance, which renders it once (kommune_refresh).
        const instances = new Set(refreshes.map((line) => /upstream=(\S+)/.exec(line)?.[1]));
        assert.equal(instances.size, 1, refreshes.join('\n'));
        ok(
          `${refreshes.length} refreshes through /__purge/ (one per encoding and consent variant), each 200 BYPASS, all from one instance`,
        );
        await fetch(`${BACKEND}/__sample/publish`, {
          method: 'POST',
          body: JSON.stringify({ reset: true }),
        });
      }
    },
  );

  stack.step(
    'h. a login lockout caused on one instance holds on the other (REDIS_URL)',
    async () => {
      for (let i = 0; i < 5; i++) {
        const failed = await login(instanceA, 'wrong', LOCKED_USER.name);
        assert.equal(failed.status, 401, `failure ${i + 1} on A answered ${failed.status}`);
      }
      ok('5 wrong passwords for one user on instance A: 401 each');
      const lockedOnB = await login(instanceB, LOCKED_USER.password, LOCKED_USER.name);
      assert.equal(lockedOnB.status, 429, `instance B answered ${lockedOnB.status}, not 429`);
      assert.match(lockedOnB.headers.get('retry-after') ?? '', /^\d+$/, 'no Retry-After');
      assert.equal(lockedOnB.cookie, undefined, 'a locked-out login set a cookie');
      assert.match(lockedOnB.body, /For mange mislykkede forsøg/);
      ok(
        `instance B, right password, same address: 429, Retry-After ${lockedOnB.headers.get('retry-after')} s`,
      );
    },
  );

  stack.step('i. a logout on one instance revokes the same cookie on the other', async () => {
    const signIn = async () => {
      const res = await login(instanceA, TOOLS_USER.password);
      assert.equal(res.status, 200, `login on A answered ${res.status}`);
      assert.ok(res.cookie, 'the login set no cookie');
      return res.cookie;
    };
    cookie = await signIn();
    spare = await signIn();
    ok('logged in twice on instance A');
    for (const instance of INSTANCES) {
      const users = await sessionUsers(instance, cookie);
      assert.ok(
        users.every((u) => u === TOOLS_USER.name),
        `${instance}: ${users}`,
      );
    }
    ok('both instances, 4 new connections each (both workers): the session is signed in');
    const logout = await fetch(`${instanceA}/api/_auth/session`, {
      method: 'DELETE',
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    assert.equal(logout.status, 204, `logout answered ${logout.status}`);
    ok('DELETE /api/_auth/session on instance A: 204');
    for (const instance of INSTANCES) {
      const users = await sessionUsers(instance, cookie);
      assert.ok(
        users.every((u) => u === 'nobody'),
        `${instance} still accepts the cookie: ${users}`,
      );
    }
    const revokedTools = await get(`${instanceB}/__limbo/`, { cookie });
    assert.equal(revokedTools.status, 302, `/__limbo/ on B answered ${revokedTools.status}`);
    ok('the same cookie replayed: logged out on both instances, every worker; /__limbo/ on B: 302');
    assert.deepEqual(await sessionUsers(instanceB, spare, 2), [TOOLS_USER.name, TOOLS_USER.name]);
    ok('the user’s other session lives on');
  });

  stack.step(
    'j. redis-server stopped: public pages answer, tools logins fail closed (503)',
    async () => {
      redis.kill('SIGKILL');
      assert.ok(await waitForExit(redis, 5_000), 'redis-server did not stop');
      ok('redis-server killed (SIGKILL)');
      for (const instance of INSTANCES) {
        for (const pagePath of [PAGE.path, '/kontakt/']) {
          const answer = await get(`${instance}${pagePath}`);
          assert.equal(answer.status, 200, `${instance}${pagePath} answered ${answer.status}`);
          assert.ok(answer.ms < 5_000, `${instance}${pagePath} took ${answer.ms} ms`);
        }
      }
      const throughNginx = await get(`${NGINX}${PAGE.path}`);
      assert.equal(throughNginx.status, 200);
      ok('public pages on both instances and through nginx: 200');
      for (const instance of INSTANCES) {
        const refused = await login(instance, TOOLS_USER.password, 'someone-else');
        assert.equal(refused.status, 503, `${instance} login answered ${refused.status}`);
        assert.ok(refused.ms < 2_000, `${instance} login took ${refused.ms} ms`);
        assert.match(refused.body, /Log ind er midlertidigt utilgængeligt/);
        assert.equal(refused.cookie, undefined);
        const html = await fetch(`${instance}/api/_auth/login`, {
          method: 'POST',
          body: new URLSearchParams({ username: TOOLS_USER.name, password: TOOLS_USER.password }),
          redirect: 'manual',
          signal: AbortSignal.timeout(5_000),
        });
        assert.equal(html.status, 503);
        assert.match(await html.text(), /Log ind er midlertidigt utilgængeligt/);
        ok(`${instance}: login 503 “Log ind er midlertidigt utilgængeligt…” (${refused.ms} ms)`);
        const tools = await get(`${instance}/__limbo/`, { cookie: spare });
        assert.equal(tools.status, 302, `/__limbo/ with a session answered ${tools.status}`);
        assert.ok(tools.ms < 2_000, `/__limbo/ took ${tools.ms} ms`);
        ok(`${instance}: a valid session counts as logged out: /__limbo/ 302 (${tools.ms} ms)`);
      }
      redis = stack.startRedis(REDIS_PORT);
      await waitUntil('redis-server again', 10_000, () => redisAnswers(REDIS_PORT));
      await waitUntil('a login to work again', 10_000, async () => {
        const back = await fetch(`${NGINX}/api/_auth/login`, {
          method: 'POST',
          body: new URLSearchParams({ username: TOOLS_USER.name, password: TOOLS_USER.password }),
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
        return back.status === 200;
      });
      ok('redis-server started again (empty): logins work again');
    },
  );

  stack.step('b. both instances serve; one killed, every request still answers 200', async () => {
    for (let i = 0; i < 6; i++) assert.equal((await get(`${NGINX}/healthz`)).status, 200);
    const served = new Set(
      [...accessLog(tmp).matchAll(/upstream=(127\.0\.0\.1:\d+)/g)].map((m) => m[1]),
    );
    for (const port of SITE_PORTS) {
      assert.ok(served.has(`127.0.0.1:${port}`), `instance ${port} served nothing: ${[...served]}`);
    }
    ok(`requests went to both instances (${[...served].sort().join(', ')})`);
    const victim = sites[1]!.proc;
    const victimWorkers = workersOf(victim.pid);
    victim.kill('SIGKILL');
    assert.ok(await waitForExit(victim, 5_000), 'the killed instance did not exit');
    ok(`instance ${SITE_PORTS[1]} killed (SIGKILL)`);
    for (const pagePath of [PAGE.path, ...NEVER_CACHED_WHILE_UP, PAGE.path]) {
      const answer = await get(`${NGINX}${pagePath}`);
      assert.equal(answer.status, 200, `${pagePath} answered ${answer.status}`);
      console.log(`    ${pagePath}: 200 ${cacheStatus(answer)} (${answer.ms} ms)`);
    }
    for (let i = 0; i < 4; i++) assert.equal((await get(`${NGINX}/healthz`)).status, 200);
    ok('all 200, including pages nginx had never seen');
    const retried = new RegExp(
      `upstream=127\\.0\\.0\\.1:${SITE_PORTS[1]}, 127\\.0\\.0\\.1:${SITE_PORTS[0]}`,
    );
    // nginx sends each address to one instance (a consistent hash): some of these addresses are
    // the dead one's, and a worker that has not seen it fail yet retries them on the live one.
    for (let i = 0; i < 10 && !retried.test(accessLog(tmp)); i++) {
      assert.equal(await statusOnNewConnection(`${NGINX}/healthz?probe=${i}`), 200);
    }
    assert.match(accessLog(tmp), retried, 'nginx never had to skip the dead instance');
    ok('the access log shows a request retried on the live instance');
    await waitUntil('the killed primary’s workers to end', 15_000, async () =>
      victimWorkers.every((pid) => !pidAlive(pid)),
    );
    ok(`its ${victimWorkers.length} workers ended with it (IPC disconnect): none left behind`);
  });

  stack.step(
    'c. backend down: the expired cached page is served stale, an uncached page fails cleanly',
    async () => {
      const down = await fetch(`${BACKEND}/__sample/fault?mode=down`, {
        method: 'POST',
        signal: AbortSignal.timeout(5_000),
      });
      assert.equal(down.status, 204);
      ok('sample backend switched to “down”');
      const wait = stalePrimedAt + FRESH_MS + 1_500 - Date.now();
      if (wait > 0) {
        console.log(
          `    waiting ${(wait / 1000).toFixed(1)} s for the ${STALE_PAGE.path} entry to expire`,
        );
        await sleep(wait);
      }
      const stale = await get(`${NGINX}${STALE_PAGE.path}`);
      assert.equal(stale.status, 200, `${STALE_PAGE.path} answered ${stale.status}`);
      assert.ok(
        ['STALE', 'UPDATING'].includes(cacheStatus(stale) ?? ''),
        `expected STALE or UPDATING, got ${cacheStatus(stale)}`,
      );
      assert.ok(stale.body.includes(STALE_PAGE.text), `the stale page does not show the text`);
      ok(`${STALE_PAGE.path}: 200 ${cacheStatus(stale)}, shows “${STALE_PAGE.text}”`);
      const again = await get(`${NGINX}${STALE_PAGE.path}`);
      assert.equal(again.status, 200);
      ok(`and again: 200 ${cacheStatus(again)}`);
      const never = await get(`${NGINX}${NEVER_CACHED_WHILE_DOWN}`);
      assertCleanErrorPage(never, NEVER_CACHED_WHILE_DOWN);
      ok(`${NEVER_CACHED_WHILE_DOWN} (never cached): ${never.status}, a clean HTML error page`);
    },
  );

  stack.step(
    'f. SIGTERM: the last instance finishes the request under way, then exits',
    async () => {
      const slow = await fetch(`${BACKEND}/__sample/fault?mode=slow&ms=2000`, {
        method: 'POST',
        signal: AbortSignal.timeout(5_000),
      });
      assert.equal(slow.status, 204);
      // The failures of step c may have opened the instance's circuit breaker (5 s).
      await sleep(5_500);
      const last = sites[0]!.proc;
      const lastInstance = `http://127.0.0.1:${SITE_PORTS[0]}`;
      const underWay = get(`${lastInstance}${PAGE.path}?t=under-way`);
      await sleep(500);
      last.kill('SIGTERM');
      await sleep(300);
      const afterwards = await fetch(`${lastInstance}/healthz`, {
        signal: AbortSignal.timeout(5_000),
      }).then(
        (res) => `answered ${res.status}`,
        () => 'refused',
      );
      assert.equal(afterwards, 'refused', 'a new connection after SIGTERM was taken');
      ok('after SIGTERM a new connection is refused');
      const finished = await underWay;
      assert.equal(finished.status, 200, `the request under way answered ${finished.status}`);
      assert.ok(finished.body.includes(PAGE.text), 'the request under way lost its page');
      ok(`the request under way (backend 2 s slow) still answered 200 in ${finished.ms} ms`);
      assert.ok(await waitForExit(last, 5_000), 'the instance did not exit after SIGTERM');
      ok(`instance ${SITE_PORTS[0]} exited with code ${last.exitCode}`);
      const noInstance = await get(`${NGINX}${STALE_PAGE.path}`);
      assert.equal(noInstance.status, 200, `with no instance: ${noInstance.status}`);
      assert.ok(noInstance.body.includes(STALE_PAGE.text));
      assert.ok(FROM_CACHE.includes(cacheStatus(noInstance) ?? ''), 'not answered from the cache');
      ok(`no instance left: ${STALE_PAGE.path} still 200 ${cacheStatus(noInstance)} from nginx`);
      const nothing = await get(`${NGINX}/erhverv/`);
      assertCleanErrorPage(nothing, '/erhverv/ with no instance');
      assert.equal(nothing.status, 503);
      ok('no instance left, page never cached: 503 with nginx’s short page');
    },
  );
});
