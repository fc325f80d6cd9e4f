// `npm run audit:html`: validates the HTML of one page of every page type with the W3C Nu HTML
// Checker (vnu-jar, run with the machine's Java; its JS wrapper is not used because its installer
// downloads a JDK). Builds if needed, starts the sample backend and the production site on
// loopback ports, saves each page into a temporary folder, checks them all in one vnu run and
// prints each error with its line, message and extract. Exits 1 on any error that the allowlist
// below does not name, 2 when the audit itself could not run.
//
// Ports: AUDIT_SITE_PORT (3480) and AUDIT_BACKEND_PORT (3481). Java: JAVA (java on PATH).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './launcher.ts';
import { setBackendFault, startAuditSite, stopChildren } from './audit-site.ts';

const SITE_PORT = Number(process.env.AUDIT_SITE_PORT ?? 3480);
const BACKEND_PORT = Number(process.env.AUDIT_BACKEND_PORT ?? 3481);
const JAVA = process.env.JAVA ?? 'java';
const VNU_JAR = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');
const FETCH_TIMEOUT_MS = 20_000;
const VNU_TIMEOUT_MS = 180_000;

type Page = {
  /** The page type, also the file name. */
  name: string;
  path: string;
  status: number;
  /** Needs the tools session cookie. */
  session?: boolean;
  /** Runs with this sample-backend fault switched on (and off again afterwards). */
  fault?: string;
};

const PAGES: Page[] = [
  { name: 'content-page', path: '/borger/affald-og-genbrug/', status: 200 },
  { name: 'content-page-long-read', path: '/om-kommunen/', status: 200 },
  { name: 'list-page', path: '/nyheder/', status: 200 },
  { name: 'list-page-2', path: '/nyheder/?page=2', status: 200 },
  { name: 'search-page', path: '/da/soegning/', status: 200 },
  { name: 'search-page-query', path: '/da/soegning/?cludoquery=affald', status: 200 },
  { name: 'front-page-da', path: '/', status: 200 },
  { name: 'front-page-en', path: '/en/', status: 200 },
  { name: 'front-page-de', path: '/de/', status: 200 },
  { name: 'fallback-layout', path: '/diverse/', status: 200 },
  { name: 'cms-404', path: '/findes-ikke/', status: 404 },
  { name: 'error-500', path: '/borger/parkering/?t=error-500', status: 500, fault: 'error500' },
  { name: 'file-404', path: '/findes-ikke.png', status: 404 },
  { name: 'login', path: '/__login/', status: 200 },
  { name: 'tools-home', path: '/__limbo/', status: 200, session: true },
];

/**
 * Messages the site cannot fix itself, each with the reason. Keep every entry narrow: the exact
 * message, and the markup it points at.
 */
// React's `<link rel="preload" as="stylesheet">` was here until the build gave it `as="style"`
// (scripts/flight-style-hint.ts, decision 048); tests/e2e/html-validity.spec.ts keeps it at 0.
const ALLOWLIST: { id: string; message: RegExp; extract: RegExp; why: string }[] = [];

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

async function login(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/api/_auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'demo', password: 'demo', returnUrl: '/__limbo/' }),
    redirect: 'manual',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (res.status !== 303 || !cookie)
    throw new Error(`demo/demo login failed: HTTP ${res.status} (no session cookie)`);
  return cookie;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const vnu = spawn(
      JAVA,
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    vnu.stdout.on('data', (c: Buffer) => (out += c.toString()));
    vnu.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => {
      vnu.kill('SIGKILL');
      reject(new Error(`vnu did not finish within ${VNU_TIMEOUT_MS / 1000} s`));
    }, VNU_TIMEOUT_MS);
    vnu.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${JAVA}: ${err.message}`));
    });
    vnu.on('exit', (code) => {
      clearTimeout(timer);
      const json = out.slice(out.indexOf('{'));
      try {
        resolve((JSON.parse(json) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu exited with code ${code} without JSON output:\n${out.trim()}`));
      }
    });
  });
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

async function main(): Promise<number> {
  const site = await startAuditSite({ sitePort: SITE_PORT, backendPort: BACKEND_PORT });
  console.log(`site: ${site.url}  sample backend: ${site.backendUrl}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-html-'));
  const cookie = await login(site.url);

  const files = new Map<string, Page>();
  let problems = 0;
  for (const page of PAGES) {
    if (page.fault) await setBackendFault(site.backendUrl, page.fault);
    try {
      const res = await fetch(`${site.url}${page.path}`, {
        headers: { accept: 'text/html', ...(page.session ? { cookie } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const html = await res.text();
      if (res.status !== page.status) {
        console.error(
          `${page.name}: ${page.path} answered ${res.status}, expected ${page.status}: not the page this audit means to check`,
        );
        problems++;
        continue;
      }
      const file = path.join(dir, `${page.name}.html`);
      writeFileSync(file, html);
      files.set(pathToFileURL(file).href, page);
    } finally {
      if (page.fault) await setBackendFault(site.backendUrl, 'none');
    }
  }
  stopChildren();

  console.log(`pages saved in ${dir}; running the Nu HTML Checker…`);
  const messages = await runVnu([...files.keys()].map((u) => new URL(u).pathname));

  const byPage = new Map<string, { kept: VnuMessage[]; allowed: VnuMessage[] }>();
  for (const href of files.keys()) byPage.set(href, { kept: [], allowed: [] });
  const allowedById = new Map<string, number>();
  for (const m of messages) {
    const href = m.url ? pathToFileURL(new URL(m.url).pathname).href : '';
    const entry = byPage.get(href);
    const page = files.get(href);
    if (!entry || !page) {
      console.error(`vnu: ${m.type}: ${m.message}`);
      problems++;
      continue;
    }
    const rule = ALLOWLIST.find(
      (a) => a.message.test(m.message) && a.extract.test(oneLine(m.extract ?? '')),
    );
    if (rule) allowedById.set(rule.id, (allowedById.get(rule.id) ?? 0) + 1);
    (rule ? entry.allowed : entry.kept).push(m);
  }

  let total = 0;
  const summary: Record<string, { path: string; errors: number; allowlisted: number }> = {};
  for (const [href, { kept, allowed }] of byPage) {
    const page = files.get(href)!;
    total += kept.length;
    summary[page.name] = { path: page.path, errors: kept.length, allowlisted: allowed.length };
    if (!kept.length) continue;
    console.log(`\n${page.name} (${page.path}): ${kept.length} error(s)`);
    for (const m of kept) {
      const where = m.lastLine ? `line ${m.lastLine}:${m.firstColumn ?? m.lastColumn ?? '?'}` : '';
      console.log(`  ${where}  ${m.message}`);
      if (m.extract) console.log(`      ${oneLine(m.extract)}`);
    }
  }
  console.log('');
  console.table(summary);
  for (const rule of ALLOWLIST) {
    const n = allowedById.get(rule.id);
    if (n) console.log(`allowlisted ${rule.id} (${n}×): ${rule.why}`);
  }
  const pagesMissing = PAGES.length - files.size;
  console.log(
    total || problems
      ? `HTML audit FAILED: ${total} error(s) in ${files.size} pages${pagesMissing ? `, ${pagesMissing} page(s) not checked` : ''}.`
      : `HTML audit passed: no errors in ${files.size} pages.`,
  );
  return total || problems ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(`HTML audit could not run: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  stopChildren();
}
