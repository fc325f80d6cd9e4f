/**
 * `npm run test:scale`: nginx with deploy/nginx.conf against slow clients (decision 050). One
 * address (127.0.0.1) holds 2,000 slow sockets: most send their request header a line at a time
 * and never finish it, some send a request's body a few bytes at a time; each one nginx closes is
 * opened again at once, so the attacker keeps holding 2,000 for the whole attack (the first probe
 * starved every worker that way). Meanwhile a visitor from another address (127.0.0.2, a loopback
 * address of its own, since nginx limits per address) asks for a cached page and for one that
 * goes to the app, on a new connection each time, and must get every answer in time. The
 * attack is bounded in sockets (2,000 at once, 12,000 in all), in time (16 s, longer than the
 * header timeout, so nginx's closing and the attacker's reopening are both seen) and stops by
 * itself; every socket is destroyed in afterAll, failure included.
 *
 * Its own processes: the sample backend, one site instance and nginx (the `npm run test:scale`
 * machinery, tests/scale/harness.ts); no Redis, which slow sockets never reach.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { describe, it } from 'vitest';
import { cacheStatus, FROM_CACHE, get, isUp, sleep, waitUntil } from './harness.ts';
import { freePorts, ok, siteEnv, Stack } from './stack.ts';

const ATTACKER = '127.0.0.1';
const VISITOR = '127.0.0.2';
/**
 * Sockets the attacker holds at once, of which this many send a body slowly: more than nginx's
 * 512 requests under way per address (a GET with a body, so the limit on posts does not count it).
 */
const SOCKETS = 2_000;
const SLOW_BODIES = 600;
/** Sockets opened in all (reopenings included): the attack's bound besides its time. */
const MAX_OPENED = 12_000;
const ATTACK_MS = 16_000;
/** A socket nginx keeps past this has outlived the header timeout (10 s) by far. */
const HEADER_TIMEOUT_MS = 10_000;
/** What a visitor waits at most for an answer before counting it lost. */
const VISITOR_TIMEOUT_MS = 3_000;
const PAGE = { path: '/borger/affald-og-genbrug/', text: 'Sorteringsvejledninger' };

const [NGINX_PORT, SITE_PORT, BACKEND_PORT] = (await freePorts(3)) as [number, number, number];
const NGINX = `http://${ATTACKER}:${NGINX_PORT}`;

/** This process's limit of open files (`ulimit -n`), from /proc/self/limits. */
function openFilesLimit(): number {
  const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return line?.[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line?.[1] ?? 0);
}

const stack = new Stack('slow');
const { tmp } = stack;
/** Every socket the attacker has open; destroyed when the attack ends and in afterAll. */
const sockets = new Set<Socket>();

type AttackCounts = {
  opened: number;
  /** Sockets nginx closed. */
  closedByServer: number;
  /** How long after its opening nginx closed each slow header (ms). */
  headerLifetimes: number[];
  /** The oldest slow header still open when the attack ended (ms). */
  oldestOpenHeader: number;
  /** Slow bodies nginx refused at once (its per-address limit: 429 in the first bytes). */
  refused: number;
  /** The most sockets open at once. */
  peak: number;
};

/**
 * The attacker: holds `SOCKETS` slow sockets from 127.0.0.1 until `stop` resolves, reopening each
 * one nginx closes. A slow header sends one more header line every 2 s and never the blank line;
 * a slow body sends a whole header announcing 100,000 bytes of body, then 4 of them every 2 s.
 */
function attack(until: Promise<void>): Promise<AttackCounts> {
  const counts: AttackCounts = {
    opened: 0,
    closedByServer: 0,
    headerLifetimes: [],
    oldestOpenHeader: 0,
    refused: 0,
    peak: 0,
  };
  const openHeaders = new Map<Socket, number>();
  let stopped = false;
  const open = (slowBody: boolean) => {
    if (stopped || counts.opened >= MAX_OPENED) return;
    counts.opened++;
    const openedAt = Date.now();
    const socket = connect({ host: ATTACKER, port: NGINX_PORT, localAddress: ATTACKER });
    sockets.add(socket);
    if (!slowBody) openHeaders.set(socket, openedAt);
    counts.peak = Math.max(counts.peak, sockets.size);
    let timer: NodeJS.Timeout | undefined;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        slowBody
          ? `GET ${PAGE.path} HTTP/1.1\r\nHost: ${ATTACKER}\r\nContent-Length: 100000\r\n\r\n`
          : `GET ${PAGE.path} HTTP/1.1\r\nHost: ${ATTACKER}\r\n`,
      );
      let line = 0;
      timer = setInterval(
        () => socket.write(slowBody ? 'a=bb' : `X-Slow-${line++}: 1\r\n`),
        2_000 + Math.random() * 200,
      );
    });
    socket.on('data', (data: Buffer) => {
      if (/^HTTP\/1\.1 429 /.test(data.toString('latin1'))) counts.refused++;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      openHeaders.delete(socket);
      if (stopped) return;
      counts.closedByServer++;
      if (!slowBody) counts.headerLifetimes.push(Date.now() - openedAt);
      // Open another in its place, a moment later (no busy loop of refusals).
      setTimeout(() => open(slowBody), 500);
    });
  };
  return new Promise((resolve) => {
    void (async () => {
      // In batches, so the sockets are all open within a second or two.
      for (let i = 0; i < SOCKETS; i++) {
        open(i < SLOW_BODIES);
        if (i % 100 === 99) await sleep(20);
      }
      await until;
      stopped = true;
      const now = Date.now();
      for (const openedAt of openHeaders.values()) {
        counts.oldestOpenHeader = Math.max(counts.oldestOpenHeader, now - openedAt);
      }
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      resolve(counts);
    })();
  });
}

/** One GET from the visitor's own address on a connection of its own: status and time, or why not. */
function visit(target: string): Promise<{ status: number; ms: number; cache: string | null }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const req = httpRequest(
      `${NGINX}${target}`,
      { agent: false, localAddress: VISITOR, timeout: VISITOR_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Date.now() - t0,
            cache: (res.headers['x-cache-status'] as string | undefined) ?? null,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${VISITOR_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** One post from `from` on a connection of its own: its status (and the answer, on `answers`). */
function post(target: string, from: string, body: string, answers?: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${NGINX}${target}`,
      {
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: {
          'content-type': body.startsWith('{')
            ? 'application/json'
            : 'application/x-www-form-urlencoded',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          answers?.push(`${res.statusCode} ${res.headers['retry-after'] ?? '-'} ${text}`);
          resolve(res.statusCode ?? 0);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('nginx against slow clients: one address cannot deny a visitor', () => {
  stack.hooks(
    async () => {
      const needed = SOCKETS + 500;
      assert.ok(
        openFilesLimit() >= needed,
        `ulimit -n is ${openFilesLimit()}: this test opens ${SOCKETS} sockets, and needs at least ${needed}`,
      );
      const backendUp = stack.startBackend(BACKEND_PORT);
      stack.startSite(
        'site',
        SITE_PORT,
        siteEnv(BACKEND_PORT, 'test-slow-clients-session-password-0123456789', 1),
      );
      // One instance stands for both of the file's upstream servers.
      const nginx = await stack.startNginx(NGINX_PORT, [SITE_PORT, SITE_PORT]);
      await Promise.all([
        backendUp,
        waitUntil('the site', 60_000, isUp(`http://127.0.0.1:${SITE_PORT}/healthz`)),
      ]);
      await nginx.up();
      ok(`backend, one site instance and nginx are up (logs in ${tmp})`);
    },
    {
      logs: ['backend', 'site', 'nginx', 'logs/error'],
      beforeStop: () => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      },
    },
  );

  it('2,000 slow sockets from one address: the visitor from another gets every answer', async () => {
    try {
      // The page the visitor will ask for is in nginx's cache before the attack.
      await get(`${NGINX}${PAGE.path}`);
      const primed = await get(`${NGINX}${PAGE.path}`);
      assert.equal(primed.status, 200);
      assert.ok(primed.body.includes(PAGE.text));
      assert.ok(FROM_CACHE.includes(cacheStatus(primed) ?? ''), `got ${cacheStatus(primed)}`);
      const calm = await visit(PAGE.path);
      assert.equal(calm.status, 200, 'the visitor’s own address does not reach nginx');
      ok(
        `${PAGE.path} cached; the visitor (${VISITOR}) gets it in ${calm.ms} ms before the attack`,
      );

      let end!: () => void;
      const attackOver = new Promise<void>((resolve) => (end = resolve));
      const attacking = attack(attackOver);
      const started = Date.now();
      // Let the attacker open all its sockets, then visit until the attack ends: a cached page
      // and a request the app answers, each on a new connection, one pair a second.
      await sleep(3_000);
      const answers: { target: string; at: number; result: string; okay: boolean }[] = [];
      while (Date.now() - started < ATTACK_MS - 1_000) {
        for (const target of [PAGE.path, '/healthz']) {
          const at = Date.now() - started;
          try {
            const answer = await visit(target);
            answers.push({
              target,
              at,
              result: `${answer.status} ${answer.cache ?? '-'} ${answer.ms} ms`,
              okay: answer.status === 200,
            });
          } catch (err) {
            answers.push({ target, at, result: (err as Error).message, okay: false });
          }
        }
        await sleep(1_000);
      }
      end();
      const counts = await attacking;
      const held = `the attacker held up to ${counts.peak} sockets, opened ${counts.opened} in all`;
      console.log(
        `    ${held}; nginx closed ${counts.closedByServer} of them and refused ${counts.refused} slow bodies at once (429)`,
      );
      for (const a of answers) console.log(`    visitor at ${a.at} ms: ${a.target} → ${a.result}`);
      const lost = answers.filter((a) => !a.okay);
      assert.ok(counts.peak >= SOCKETS - 50, `${held}: the attack never reached its size`);
      assert.ok(answers.length >= 10, `only ${answers.length} visits in the attack`);
      assert.equal(lost.length, 0, `${lost.length} of ${answers.length} visits got no answer`);
      ok(`the visitor got all ${answers.length} answers (200) while ${held}`);

      // The header timeout: slow headers are closed by nginx, not held for a minute.
      const longest = Math.max(counts.oldestOpenHeader, ...counts.headerLifetimes);
      assert.ok(
        counts.headerLifetimes.length >= SOCKETS - SLOW_BODIES,
        `nginx closed only ${counts.headerLifetimes.length} slow headers in ${ATTACK_MS} ms`,
      );
      assert.ok(
        longest <= HEADER_TIMEOUT_MS + 3_000,
        `a slow header was held ${longest} ms (header timeout ${HEADER_TIMEOUT_MS} ms)`,
      );
      ok(
        `nginx closed ${counts.headerLifetimes.length} slow headers, none held longer than ${longest} ms`,
      );
      // The per-address limit: the slow bodies beyond 512 were refused at once, by limit_conn.
      const limited = (
        readFileSync(path.join(tmp, 'logs/error.log'), 'utf8').match(
          /limiting connections by zone "kommune_addr"/g,
        ) ?? []
      ).length;
      assert.ok(counts.refused > 0, 'no slow body was refused: no per-address limit');
      assert.ok(limited > 0, 'nginx logged no refusal by the per-address connection limit');
      ok(
        `${counts.refused} slow bodies past 512 under way refused at once (429, limit_conn: ${limited} log lines)`,
      );
      // The room nginx was given is the room it has: no worker short of connections, and the
      // descriptors for them granted (`worker_rlimit_nofile` within this machine's hard limit).
      const errorLog = readFileSync(path.join(tmp, 'logs/error.log'), 'utf8');
      assert.doesNotMatch(errorLog, /worker_connections are not enough/);
      assert.doesNotMatch(
        errorLog,
        /setrlimit\(RLIMIT_NOFILE/,
        `ulimit -Hn is below worker_rlimit_nofile`,
      );
      ok('no worker ran short of connections; its limit of open files was granted');
      const after = await visit(PAGE.path);
      assert.equal(after.status, 200);
      ok(`after the attack: ${PAGE.path} 200 in ${after.ms} ms`);
    } catch (err) {
      stack.failed = true;
      throw err;
    }
  }, 90_000);
  it('a school behind one address reaches cached pages; posts are limited per address', async () => {
    try {
      // 300 pupils behind one address load the same page at once, each on a connection of its
      // own: every one gets it (pages are never limited per address).
      const school = await Promise.all(
        Array.from({ length: 300 }, () => visit(PAGE.path).catch((err: Error) => err)),
      );
      const lost = school.filter((a) => a instanceof Error || a.status !== 200);
      assert.equal(lost.length, 0, `${lost.length} of 300 pupils got no page`);
      ok('300 page loads at once from one address: all 200');
      // 100 posts at once from one address: past the burst of 60, refused (429) before the app.
      const answers: string[] = [];
      const posts = await Promise.all(
        Array.from({ length: 100 }, () => post('/api/feedback', VISITOR, 'helpful=yes', answers)),
      );
      const refused = posts.filter((status) => status === 429).length;
      assert.match(
        answers.find((a) => a.startsWith('429')) ?? '',
        /^429 10 <!doctype html>.*For mange forespørgsler.*Too many requests/s,
      );
      // 60 at once pass (the burst), and 5 more a second: the rest is refused, whatever the pace.
      assert.ok(refused >= 10, `only ${refused} of 100 posts at once were refused`);
      assert.ok(refused <= 40, `${refused} of 100 posts refused: the burst is smaller than 60`);
      ok(
        `100 posts at once from one address: ${refused} refused (429, a short Danish and English page, Retry-After), the rest reached the app`,
      );
      // The publish webhook is not counted: a bulk publish posts it in bursts from one address.
      const hooks = await Promise.all(
        Array.from({ length: 80 }, () => post('/api/revalidate', '127.0.0.3', '{"url":"/"}')),
      );
      const limitedHooks = (
        readFileSync(path.join(tmp, 'logs/error.log'), 'utf8').match(
          /limiting requests[^\n]*"POST \/api\/revalidate /g,
        ) ?? []
      ).length;
      assert.equal(limitedHooks, 0, 'nginx limited the publish webhook');
      ok(
        `80 webhook posts at once from one address: none limited by nginx (app: ${[...new Set(hooks)].join(', ')})`,
      );
      // Another address is not affected by that one's posts.
      const other = await visit(PAGE.path);
      assert.equal(other.status, 200);
    } catch (err) {
      stack.failed = true;
      throw err;
    }
  }, 60_000);
});
