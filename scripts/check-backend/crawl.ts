import type { BackendAnswer } from '#src/server/cms/answer.ts';
import { BackendError } from '#src/server/backend-error.ts';
import { callPageNoting, warningsOf } from '#src/server/cms/backend-cache.ts';
import {
  isAlwaysNotFound,
  redirectOf,
  reshapeForInspector,
  statusForFailure,
  statusOfAnswer,
} from '#src/server/cms/page.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import type { DiscoveryHost } from '#src/server/discovery/host.ts';
import { EnvError, getEnv, parseEnv, configureEnv } from '#src/server/env.ts';
import { umbracoUrlTarget } from '#src/server/flags/url-redirect.ts';
import { captureWarningsOnly, type CapturedWarning } from '#src/server/log.ts';
import { classify } from '#src/server/request/classify.ts';
import { publishedPageCall } from '#src/server/routing.ts';
import { pacer, realClock, type Clock } from '#src/server/discovery/pace.ts';
import { discoverPages, robotsOf } from '#src/server/discovery/site-walk.ts';
import type { CheckOptions } from './options.ts';
import { reporter, type Output } from './progress.ts';

// The conformance crawler (decision 030): every page the site's sitemap and navigation name,
// asked of the backend through the app's own client (cms/client.ts), validated and reshaped by
// the app's own adapter (cms/page.ts, as the page inspector does), with the warnings the adapter
// logged for the answer, and the status the app would answer by the app's own rules.

const MAX_PATHS_SHOWN = 20;

export type PageReport = {
  path: string;
  status: number;
  /** `ContentPage → content-page-layout`, for a page that renders content. */
  template: string | null;
  /** Blocks the page renders. */
  blocks: number;
  skipped: { alias: string; why: string }[];
  /** Fields the adapter dropped from the content, the envelope or a block. */
  dropped: { field: string; why: string }[];
  /** Fields dropped from the site part: the same on every page, counted here, listed once. */
  siteDropped: { field: string; why: string }[];
  /** Any other warning the app logged for the answer. */
  other: string[];
  location: string | null;
  /** Why the page would not render, for any status but 200 and a redirect. */
  problem: string | null;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The adapter's captured warnings, sorted into what the report shows. */
function sortWarnings(warnings: readonly CapturedWarning[], report: PageReport): void {
  for (const { msg, fields } of warnings) {
    const why = text(fields.problem);
    if (msg === 'content element skipped: unknown block alias') {
      report.skipped.push({ alias: text(fields.alias), why: 'unknown alias' });
    } else if (msg === 'content element skipped: malformed content') {
      const at = fields.path ? ` at ${text(fields.path)}` : '';
      report.skipped.push({ alias: text(fields.alias), why: `malformed${at}: ${why}` });
    } else if (msg === 'content element skipped: not an {alias, content} object') {
      report.skipped.push({
        alias: `#${text(fields.index)}`,
        why: 'not an {alias, content} object',
      });
    } else if (msg === 'backend field dropped') {
      const entry = { field: text(fields.path), why };
      (fields.part === 'site' ? report.siteDropped : report.dropped).push(entry);
    } else if (msg === 'block field dropped') {
      report.dropped.push({ field: `${text(fields.alias)}:${text(fields.path)}`, why });
    } else {
      report.other.push(msg);
    }
  }
}

const templateOf = (page: Page) => {
  const layout =
    page.template === 'fallback-layout' ? 'fallback-layout (unknown template)' : page.template;
  return `${page.cmsTemplate ?? '(no template)'} → ${layout}`;
};

/** Why an answer the app would not render as a page is not rendered. */
function problemOf(answer: BackendAnswer, status: number): string {
  const { code, error } = answer.meta;
  if (code === 200) return 'backend answered 200 without usable content';
  if (status === 404) return 'the backend says not found (meta.code 404)';
  if (status === 401) return 'the backend wants a back-office login (meta.code 401)';
  return `the backend reported meta.code ${code}${error ? `: ${error}` : ''}`;
}

/**
 * What the app would answer for `path` (a canonical path from discovery, with its query): the
 * same call (site and content, no visitor headers), the same adapter, the same status rules.
 */
export async function checkPage(path: string, appHost: string): Promise<PageReport> {
  const { pagePath, query } = classify(new URL(path, 'http://check.invalid'));
  const report: PageReport = {
    // Shown decoded (`/børn/`), as editors write it.
    path: query.size ? `${pagePath}?${query}` : pagePath,
    status: 0,
    template: null,
    blocks: 0,
    skipped: [],
    dropped: [],
    siteDropped: [],
    other: [],
    location: null,
    problem: null,
  };
  if (isAlwaysNotFound(pagePath)) {
    return { ...report, status: 404, problem: 'a test path the site always answers as not found' };
  }
  let answer: BackendAnswer;
  try {
    // As a visitor asks for it: an all-number path is the published page (`//2030/`), never
    // node 2030's preview (decision 033).
    answer = await callPageNoting({
      ...publishedPageCall(pagePath),
      query,
      parts: ['site', 'content'],
      appHost,
    });
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    return { ...report, status: statusForFailure(err), problem: err.message };
  }
  const redirect = redirectOf(answer, query);
  if (redirect) {
    sortWarnings(warningsOf(answer), report);
    return { ...report, status: redirect.status, location: redirect.location };
  }
  let page: Page | null;
  try {
    ({ page } = reshapeForInspector(answer, pagePath));
  } catch (err) {
    // A throw in the adapter is a render error: Waku answers 500.
    const message = err instanceof Error ? err.message : String(err);
    return { ...report, status: 500, problem: `the adapter threw: ${message}` };
  }
  sortWarnings(warningsOf(answer), report);
  let status = statusOfAnswer(answer);
  if (page) {
    report.template = templateOf(page);
    report.blocks = page.blocks.length;
  }
  // UMBRACO_URL_REDIRECT (cms-page.ts): a page shown at an address other than its Umbraco URL.
  const moved =
    status === 200 && getEnv().publicConfig.flags.UMBRACO_URL_REDIRECT
      ? umbracoUrlTarget(pagePath, page?.url)
      : null;
  if (moved) {
    status = 301;
    report.location = moved;
  }
  return {
    ...report,
    status,
    problem: status === 200 || moved ? null : problemOf(answer, status),
  };
}

function pageLine(r: PageReport): string {
  const parts: string[] = [];
  if (r.location) parts.push(`→ ${r.location}`);
  if (r.template) parts.push(r.template, `${r.blocks} block${r.blocks === 1 ? '' : 's'}`);
  if (r.skipped.length) {
    parts.push(`skipped ${r.skipped.map((s) => `${s.alias} (${s.why})`).join(', ')}`);
  }
  if (r.dropped.length) {
    parts.push(`dropped ${r.dropped.map((d) => `${d.field} (${d.why})`).join(', ')}`);
  }
  if (r.siteDropped.length) parts.push(`${r.siteDropped.length} site fields dropped (see below)`);
  if (r.other.length) parts.push(`warnings: ${r.other.join(', ')}`);
  if (r.problem) parts.push(r.problem);
  return `${r.status} ${r.path}  ${parts.join(' · ')}`;
}

function summary(reports: readonly PageReport[], line: (text?: string) => void): void {
  const ok = reports.filter((r) => r.status === 200);
  const redirects = reports.filter((r) => r.status === 301 || r.status === 307);
  const failing = reports.filter((r) => r.status !== 200 && !r.location);
  line();
  line('Summary');
  line(`  pages checked:          ${reports.length}`);
  line(`  pages OK (200):         ${ok.length}`);
  line(`  redirects:              ${redirects.length}`);
  line(`  would not render:       ${failing.length}`);
  for (const r of failing) line(`    ${r.status} ${r.path}  ${r.problem ?? ''}`);

  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const skipped = reports.flatMap((r) => r.skipped);
  const unknown = count(skipped.filter((s) => s.why === 'unknown alias').map((s) => s.alias));
  line(`  unknown block aliases:${unknown.length ? '' : '  none'}`);
  for (const [alias, n] of unknown) line(`    ${alias} ×${n}`);
  const malformed = count(skipped.filter((s) => s.why !== 'unknown alias').map((s) => s.alias));
  if (malformed.length) {
    line('  blocks skipped as malformed:');
    for (const [alias, n] of malformed) line(`    ${alias} ×${n}`);
  }
  const dropped = count(reports.flatMap((r) => r.dropped.map((d) => `${d.field} (${d.why})`)));
  const siteDropped = count(
    reports.flatMap((r) => r.siteDropped.map((d) => `${d.field} (${d.why})`)),
  );
  line(`  fields dropped:${dropped.length + siteDropped.length ? '' : '         none'}`);
  for (const [field, n] of [...siteDropped, ...dropped]) line(`    ${field} ×${n}`);
}

export type CheckIo = {
  out: Output;
  /** The app's other variables (PUBLIC_CONFIG, MEDIA_BASE_URL, CMS_TIMEOUT_MS, …). */
  env: Record<string, string | undefined>;
  clock?: Clock;
};

/** Runs the check; answers the exit code: 0 all answer below 500, 1 otherwise, 2 bad config. */
export async function checkBackend(options: CheckOptions, io: CheckIo): Promise<number> {
  const out = reporter(io.out);
  const { backend, host: appHost, apiKey, rate, max } = options;
  try {
    configureEnv(
      parseEnv({ ...io.env, CMS_API_URL: backend, APP_HOST: appHost, CMS_API_KEY: apiKey }),
    );
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    out.line(`Configuration error: ${err.variable} ${err.reason}`);
    return 2;
  }
  // The report is the output; the adapter's warnings are captured, never written as log lines.
  captureWarningsOnly();
  const paced = pacer(rate, io.clock ?? realClock);
  const host: DiscoveryHost = {
    origin: `https://${appHost}`,
    appHost,
    siteHosts: new Set([appHost, new URL(backend).hostname]),
    known: true,
  };
  out.line(`check:backend ${backend} for ${appHost}, at most ${rate} requests a second`);

  const robots = await paced(() => robotsOf(appHost));
  if (typeof robots === 'string') {
    out.line(`${robots}: RFC 9309 says to fetch nothing then. Nothing was checked.`);
    return 1;
  }
  out.line(robots.note);

  const discovered = await discoverPages(host, paced);
  if (typeof discovered === 'string') {
    out.line(discovered);
    return 1;
  }
  for (const note of discovered.notes) out.line(note);
  const allowed = discovered.paths.filter((p) => robots.rules.allows(p));
  const refused = discovered.paths.filter((p) => !robots.rules.allows(p));
  if (refused.length) {
    const shown = refused.slice(0, MAX_PATHS_SHOWN).join(' ');
    const more =
      refused.length > MAX_PATHS_SHOWN ? ` and ${refused.length - MAX_PATHS_SHOWN} more` : '';
    out.line(`left out by robots.txt: ${refused.length} (${shown}${more})`);
  }
  const paths = allowed.slice(0, max);
  if (allowed.length > max) out.line(`--max ${max}: ${allowed.length - max} pages left unchecked`);
  out.line();

  const reports: PageReport[] = [];
  const width = String(paths.length).length;
  for (const [i, path] of paths.entries()) {
    out.progress(i, paths.length, 1000 / rate, path);
    const report = await paced(() => checkPage(path, appHost));
    reports.push(report);
    out.line(`[${String(i + 1).padStart(width)}/${paths.length}] ${pageLine(report)}`);
  }
  out.done();
  summary(reports, out.line);
  const errors = reports.filter((r) => r.status >= 500);
  out.line();
  out.line(
    errors.length
      ? `FAIL: ${errors.length} page${errors.length === 1 ? '' : 's'} would answer 5xx: ${errors.map((r) => r.path).join(' ')}`
      : `OK: no page would answer 5xx (${reports.length} checked)`,
  );
  return errors.length ? 1 : 0;
}
