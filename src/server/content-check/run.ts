import { BackendError } from '../backend-error.ts';
import type { BackendAnswer } from '../cms/answer.ts';
import { callPage } from '../cms/client.ts';
import { redirectOf, reshapeForInspector, statusForFailure, statusOfAnswer } from '../cms/page.ts';
import type { DiscoveryHost } from '../discovery/host.ts';
import { pacer, realClock, type Clock } from '../discovery/pace.ts';
import { discoverPages, robotsOf } from '../discovery/site-walk.ts';
import { getEnv } from '../env.ts';
import { classify } from '../request/classify.ts';
import { publishedPageCall } from '../routing.ts';
import { backendProbe } from './backend-probe.ts';
import { checkTargets, rememberingProbe, type Probe } from './link-check.ts';
import { checkPageModel } from './page-check.ts';
import { closePdfReader, pdfReaderAvailable } from './pdf.ts';
import type { CheckLanguage, Finding } from './rules.ts';

// One run of the content check over a site (decision 044), for `npm run check:content` and the
// tools page alike: the pages check:backend walks (robots.txt, sitemap, navigation) or the ones
// named, each through the app's own client and adapter, its page-model rules, then its links and
// documents asked of the backend; every backend call in its turn at the given rate.

export type PageFindings = {
  path: string;
  /** The content node's id, when the page rendered. */
  id: string | null;
  /** Where the editor edits the page in Umbraco (editUrlOf), when it has an id. */
  editUrl: string | null;
  findings: Finding[];
  /** Why the page could not be checked (not found, a redirect, the backend failed), or null. */
  problem: string | null;
  /** More findings or links than a page keeps: only the first ones were kept and asked. */
  truncated?: true;
};

/** The report (`check:content --json`, and the tools page's last report). */
export type ContentReport = {
  startedAt: string;
  finishedAt: string;
  host: string;
  language: CheckLanguage;
  notes: string[];
  pages: PageFindings[];
};

/** The most findings one page keeps, and the most of its addresses asked of the backend. */
export const MAX_FINDINGS_PER_PAGE = 200;
export const MAX_TARGETS_PER_PAGE = 200;

export type RunOptions = {
  /** The site's host as the backend knows it (APP_HOST). */
  host: string;
  /** Only these page paths; all the site walk finds when empty. */
  paths?: readonly string[];
  /** Backend calls a second at most, every call counted. */
  rate: number;
  /** Pages checked at most. */
  max: number;
  language?: CheckLanguage;
  /** Stops the run before its next page; the report then holds the pages checked so far. */
  signal?: AbortSignal;
};

export type RunEvents = {
  note?(text: string): void;
  /** Before page `done + 1` of `total`. */
  progress?(done: number, total: number, path: string): void;
  page?(result: PageFindings, index: number, total: number): void;
};

/** The page in Umbraco's back office, from configuration (CMS_API_URL: Umbraco's own origin). */
export const editUrlOf = (id: string) =>
  `${getEnv().cmsApiUrl}/umbraco#/content/content/edit/${encodeURIComponent(id)}`;

/** A path as given (`--path`, the tools form), as the app would ask for it; or why not. */
export function pagePathOf(input: string): string | { problem: string } {
  const given = input.trim();
  if (!given.startsWith('/') || given.startsWith('//') || given.length > 2000) {
    return { problem: `not a path on the site: ${given.slice(0, 100)}` };
  }
  try {
    return classify(new URL(given, 'http://check.invalid')).pagePath;
  } catch {
    return { problem: `not a path on the site: ${given.slice(0, 100)}` };
  }
}

/** One page: its answer, its page-model rules, then its links and documents. */
export async function checkOnePage(
  path: string,
  appHost: string,
  probe: Probe,
  call: <T>(f: () => Promise<T>) => Promise<T>,
  language: CheckLanguage = 'da',
): Promise<PageFindings> {
  const result: PageFindings = { path, id: null, editUrl: null, findings: [], problem: null };
  let answer: BackendAnswer;
  try {
    answer = await call(() =>
      callPage({ ...publishedPageCall(path), parts: ['site', 'content'], appHost }),
    );
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    return { ...result, problem: `HTTP ${statusForFailure(err)}: ${err.message}` };
  }
  const redirect = redirectOf(answer, new URLSearchParams());
  if (redirect) return { ...result, problem: `redirect → ${redirect.location}` };
  const status = statusOfAnswer(answer);
  const { page } = reshapeForInspector(answer, path);
  if (status !== 200 || !page) {
    const said = answer.meta.error ? `: ${answer.meta.error.slice(0, 200)}` : '';
    return { ...result, problem: `HTTP ${status}${said}` };
  }
  const model = checkPageModel(page, { language, mediaBase: getEnv().mediaBaseUrl });
  const targets = model.targets.slice(0, MAX_TARGETS_PER_PAGE);
  const linked = await checkTargets(targets, probe, language);
  const findings = [...model.findings, ...linked];
  return {
    path,
    id: page.id,
    editUrl: page.id ? editUrlOf(page.id) : null,
    findings: findings.slice(0, MAX_FINDINGS_PER_PAGE),
    problem: null,
    ...(findings.length > MAX_FINDINGS_PER_PAGE || model.targets.length > MAX_TARGETS_PER_PAGE
      ? { truncated: true as const }
      : {}),
  };
}

/** A run; a string says why the crawl itself failed (robots.txt unreachable, no pages). */
export async function runContentCheck(
  options: RunOptions,
  events: RunEvents = {},
  clock: Clock = realClock,
): Promise<ContentReport | string> {
  const startedAt = new Date().toISOString();
  const language = options.language ?? 'da';
  const appHost = options.host;
  const paced = pacer(options.rate, clock);
  const notes: string[] = [];
  const note = (text: string) => {
    notes.push(text);
    events.note?.(text);
  };

  const robots = await paced(() => robotsOf(appHost));
  if (typeof robots === 'string') {
    return `${robots}: RFC 9309 says to fetch nothing then. Nothing was checked.`;
  }
  note(robots.note);
  let found: string[];
  if (options.paths?.length) {
    found = [...options.paths];
  } else {
    const host: DiscoveryHost = {
      origin: `https://${appHost}`,
      appHost,
      siteHosts: new Set([appHost, new URL(getEnv().cmsApiUrl).hostname]),
      known: true,
    };
    const discovered = await discoverPages(host, paced);
    if (typeof discovered === 'string') return discovered;
    for (const text of discovered.notes) note(text);
    found = discovered.paths;
  }
  // robots.txt rules match the path as written (encoded); the backend is asked for it decoded.
  const allowed = new Set<string>();
  let refused = 0;
  for (const given of new Set(found)) {
    const path = pagePathOf(given);
    if (typeof path !== 'string') note(path.problem);
    else if (!robots.rules.allows(given)) refused++;
    else allowed.add(path);
  }
  if (refused) note(`left out by robots.txt: ${refused}`);
  if (allowed.size === 0) return 'no page to check';
  const paths = [...allowed].slice(0, options.max);
  if (allowed.size > options.max) {
    note(`at most ${options.max} pages: ${allowed.size - options.max} left unchecked`);
  }

  if (!pdfReaderAvailable()) {
    note(
      'PDF.js (pdfjs-dist) is not installed here: PDFs are not read, document-untagged is not checked',
    );
  }
  const probe = rememberingProbe(backendProbe(appHost, paced));
  const pages: PageFindings[] = [];
  try {
    for (const [i, path] of paths.entries()) {
      if (options.signal?.aborted) {
        note(`stopped after ${i} of ${paths.length} pages`);
        break;
      }
      events.progress?.(i, paths.length, path);
      const result = await checkOnePage(path, appHost, probe, paced, language);
      pages.push(result);
      events.page?.(result, i, paths.length);
    }
  } finally {
    await closePdfReader();
  }
  return { startedAt, finishedAt: new Date().toISOString(), host: appHost, language, notes, pages };
}
