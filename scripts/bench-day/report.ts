// What `npm run bench:day` reports: each run's figures from its raw results (a run is one
// topology under one policy), the budgets the publish policy is held to in each topology, and
// the table that shows the runs side by side.

export type Policy = 'ten' | 'publish';
export const POLICY_LABEL: Record<Policy, string> = {
  ten: '10 s policy',
  publish: 'publish policy',
};

/**
 * One process without nginx (the embedded default), two instances behind nginx, or the floor: a
 * bare node:http server answering every view with a cached page's bytes (what any Node server pays
 * for the same day on this machine; no publishes, no budgets).
 */
export type Topology = 'one' | 'nginx' | 'floor';
export const TOPOLOGY_LABEL: Record<Topology, string> = {
  one: 'one process',
  nginx: 'nginx + 2',
  floor: 'floor: bare node:http',
};

/**
 * Why the app's page cache rendered a page it was asked for (its misses, by cause), the renders
 * of pages served stale meanwhile (`background`: no visitor waited for those), and the stale
 * pages found unchanged at the backend and kept unrendered (`kept`).
 */
export const MISS_CAUSES = [
  'first',
  'bound',
  'drop',
  'expiry',
  'variant',
  'status',
  'background',
  'kept',
] as const;
export type MissCause = (typeof MISS_CAUSES)[number];

/** Where an answer came from: nginx's cache, the app's page cache, or a render. */
export type CacheSource = 'nginx' | 'app' | 'rendered';

/** A document (a landing) or an RSC payload (a prefetch, or a navigation nothing prefetched). */
export type RequestKind = 'html' | 'rsc';
export type RequestPurpose = 'landing' | 'prefetch' | 'navigation';

/** One request a visitor's browser made. */
export type RequestResult = { kind: RequestKind; purpose: RequestPurpose } & (
  | { status: number; ttfbMs: number; source: CacheSource; expectNotFound: boolean }
  | { error: 'socket' | 'timeout' | 'shed' }
);

/** A client-side navigation: the wait from the click to its payload, and whether a prefetch served it. */
export type NavigationResult = { waitMs: number; prefetched: boolean } | { error: true };

export type PublishResult = {
  path: string;
  /** From the publish until a GET through nginx showed the new title; null: never (given up). */
  visibleMs: number | null;
  /** The webhook's status (publish policy only); null when none was sent. */
  webhookStatus: number | null;
  /** From the publish until the webhook's (first) answer; null when none was sent. */
  webhookMs?: number | null;
};

/** One run (a topology under a policy), as measured over its window. */
export type RunRaw = {
  policy: Policy;
  topology: Topology;
  /** The sites' page cache misses over the window, by cause (their /metrics). */
  misses: Partial<Record<MissCause, number>>;
  windowMs: number;
  /** Pages landed on (documents) in the window. */
  landings: number;
  /** Every request of the visits in the window: documents, prefetches, navigations. */
  requests: RequestResult[];
  navigations: NavigationResult[];
  publishes: PublishResult[];
  /** utime + stime of both site processes and nginx's master and workers over the window. */
  cpuMs: number;
  /** Of `cpuMs`, nginx's share (the rest is the sites'). */
  nginxCpuMs?: number;
  /** The sample backend's own CPU over the window (shown, not budgeted). */
  backendCpuMs: number;
  /** Calls the backend answered over the window (GET /__sample/stats). */
  backendCalls: number;
  /** GETs of the publish-to-visible polls (not views; they are in the CPU and backend figures). */
  pollRequests: number;
  /** How late the load generator sent views behind their schedule (ms). */
  lateness: { p99: number; max: number };
  /** Lines of nginx's error log at level error or worse, over the whole run (crawl included). */
  nginxErrors: number;
};

/** One kind of request's figures (documents or RSC payloads). */
export type KindFigures = {
  requests: number;
  /** Of all requests sent. */
  share: number;
  ttfbMs: { p50: number; p99: number };
  cacheShare: number;
  sources: Record<CacheSource, number>;
};

export type RunSummary = {
  policy: Policy;
  topology: Topology;
  misses: Partial<Record<MissCause, number>>;
  /** Pages seen: landings and client-side navigations. */
  views: number;
  landings: number;
  /** Requests sent (documents and RSC payloads; not the shed ones). */
  requests: number;
  cpuMsPerView: number;
  /** Of `cpuMsPerView`, nginx's (NaN when not measured). */
  nginxCpuMsPerView: number;
  cpuMsPerRequest: number;
  backendCpuMsPerView: number;
  backendCallsPerView: number;
  /** Over every request. */
  ttfbMs: { p50: number; p99: number; max: number };
  cacheShare: number;
  sources: Record<CacheSource, number>;
  kinds: Record<RequestKind, KindFigures>;
  /** RSC payloads asked for ahead (links in view, hover) and at a click nothing had prefetched. */
  rscPurposes: { prefetch: number; navigation: number };
  navigation: {
    count: number;
    /** Served by a prefetch (the click found it asked for, or even there). */
    prefetchedShare: number;
    waitMs: { p50: number; p99: number };
  };
  /** From the publish until the webhook answered (the polls run beside it). */
  webhookMs: { p50: number; p99: number };
  publishToVisibleMs: {
    count: number;
    p50: number;
    p99: number;
    max: number;
    never: number;
  };
  errors: {
    total: number;
    status: number;
    socket: number;
    timeout: number;
    shed: number;
    webhook: number;
  };
  statuses: Record<string, number>;
  pollRequests: number;
  lateness: { p99: number; max: number };
  nginxErrors: number;
};

/** The nearest-rank percentile (p in 0…1) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A status that is not an error: 2xx, 3xx, and 404 for an address that is not a page. */
const statusIsFine = (status: number, expectNotFound: boolean) =>
  (status >= 200 && status < 400) || (status === 404 && expectNotFound);

function kindFigures(answered: { ttfbMs: number; source: CacheSource }[], sent: number) {
  const sources: Record<CacheSource, number> = { nginx: 0, app: 0, rendered: 0 };
  for (const a of answered) sources[a.source]++;
  const ttfbs = answered.map((a) => a.ttfbMs);
  return {
    sources,
    ttfbMs: { p50: round(percentile(ttfbs, 0.5)), p99: round(percentile(ttfbs, 0.99)) },
    cacheShare: answered.length
      ? round((sources.nginx + sources.app) / answered.length, 4)
      : Number.NaN,
    sent,
  };
}

export function summarise(raw: RunRaw): RunSummary {
  const sentOf = (list: RequestResult[]) =>
    list.filter((r) => !('error' in r && r.error === 'shed'));
  const answeredOf = (list: RequestResult[]) => list.flatMap((r) => ('status' in r ? [r] : []));
  const sent = sentOf(raw.requests);
  const all = kindFigures(answeredOf(raw.requests), sent.length);
  const statuses: Record<string, number> = {};
  const errors = { total: 0, status: 0, socket: 0, timeout: 0, shed: 0, webhook: 0 };
  for (const request of raw.requests) {
    if ('error' in request) {
      errors[request.error]++;
      continue;
    }
    statuses[request.status] = (statuses[request.status] ?? 0) + 1;
    if (!statusIsFine(request.status, request.expectNotFound)) errors.status++;
  }
  errors.webhook = raw.publishes.filter(
    (p) => p.webhookStatus !== null && p.webhookStatus !== 200,
  ).length;
  errors.total = errors.status + errors.socket + errors.timeout + errors.shed + errors.webhook;
  const kinds = Object.fromEntries(
    (['html', 'rsc'] as const).map((kind) => {
      const ofKind = raw.requests.filter((r) => r.kind === kind);
      const f = kindFigures(answeredOf(ofKind), sentOf(ofKind).length);
      return [
        kind,
        {
          requests: f.sent,
          share: sent.length ? round(f.sent / sent.length, 4) : Number.NaN,
          ttfbMs: f.ttfbMs,
          cacheShare: f.cacheShare,
          sources: f.sources,
        },
      ];
    }),
  ) as Record<RequestKind, KindFigures>;
  const navigated = raw.navigations.flatMap((n) => ('error' in n ? [] : [n]));
  // A publish never seen counts as endless: more than 1 % of them and p99 is "never".
  const visible = raw.publishes.map((p) => p.visibleMs ?? Number.POSITIVE_INFINITY);
  const webhookTimes = raw.publishes.flatMap((p) =>
    typeof p.webhookMs === 'number' ? [p.webhookMs] : [],
  );
  const views = raw.landings + raw.navigations.length;
  const perView = (n: number) => (views ? n / views : Number.NaN);
  const ttfbs = answeredOf(raw.requests).map((r) => r.ttfbMs);
  return {
    policy: raw.policy,
    topology: raw.topology,
    misses: raw.misses,
    views,
    landings: raw.landings,
    requests: sent.length,
    cpuMsPerView: round(perView(raw.cpuMs), 3),
    nginxCpuMsPerView: round(perView(raw.nginxCpuMs ?? Number.NaN), 3),
    cpuMsPerRequest: round(sent.length ? raw.cpuMs / sent.length : Number.NaN, 3),
    backendCpuMsPerView: round(perView(raw.backendCpuMs), 3),
    backendCallsPerView: round(perView(raw.backendCalls), 4),
    ttfbMs: {
      p50: all.ttfbMs.p50,
      p99: all.ttfbMs.p99,
      max: round(Math.max(...ttfbs)),
    },
    cacheShare: all.cacheShare,
    sources: all.sources,
    kinds,
    rscPurposes: {
      prefetch: sent.filter((r) => r.purpose === 'prefetch').length,
      navigation: sent.filter((r) => r.purpose === 'navigation').length,
    },
    navigation: {
      count: raw.navigations.length,
      prefetchedShare: navigated.length
        ? round(navigated.filter((n) => n.prefetched).length / navigated.length, 4)
        : Number.NaN,
      waitMs: {
        p50: round(
          percentile(
            navigated.map((n) => n.waitMs),
            0.5,
          ),
        ),
        p99: round(
          percentile(
            navigated.map((n) => n.waitMs),
            0.99,
          ),
        ),
      },
    },
    webhookMs: {
      p50: round(percentile(webhookTimes, 0.5)),
      p99: round(percentile(webhookTimes, 0.99)),
    },
    publishToVisibleMs: {
      count: raw.publishes.length,
      p50: round(percentile(visible, 0.5)),
      p99: round(percentile(visible, 0.99)),
      max: round(Math.max(...visible)),
      never: raw.publishes.filter((p) => p.visibleMs === null).length,
    },
    errors,
    statuses,
    pollRequests: raw.pollRequests,
    lateness: { p99: round(raw.lateness.p99), max: round(raw.lateness.max) },
    nginxErrors: raw.nginxErrors,
  };
}

export type Budget = { name: string; limit: string; value: string; pass: boolean };

/** CPU per view as the sites' and nginx's shares. */
const split = (r: RunSummary) =>
  Number.isFinite(r.nginxCpuMsPerView)
    ? `${(r.cpuMsPerView - r.nginxCpuMsPerView).toFixed(3)} / ${r.nginxCpuMsPerView.toFixed(3)}`
    : '–';

/**
 * The publish policy's budgets in a topology. Cache share, TTFB and errors are over every request
 * of the visits (documents and RSC payloads), CPU over every view.
 */
export function budgets(run: RunSummary): Budget[] {
  if (run.policy !== 'publish' || run.topology === 'floor') return [];
  const one = run.topology === 'one';
  const fromCache = one ? 0.98 : 0.95;
  const ttfb = one ? 20 : 10;
  const cpu = one ? 0.5 : 0.45;
  return [
    {
      name: 'views from a cache',
      limit: `≥ ${fromCache * 100} %`,
      value: percent(run.cacheShare),
      pass: run.cacheShare >= fromCache,
    },
    {
      name: 'CPU per view',
      limit: `≤ ${cpu} ms`,
      value: `${run.cpuMsPerView.toFixed(3)} ms`,
      pass: run.cpuMsPerView <= cpu,
    },
    {
      name: 'p99 TTFB',
      limit: `≤ ${ttfb} ms`,
      value: ms(run.ttfbMs.p99),
      pass: run.ttfbMs.p99 <= ttfb,
    },
    {
      name: 'p99 publish-to-visible',
      limit: '≤ 200 ms',
      value: ms(run.publishToVisibleMs.p99),
      pass: run.publishToVisibleMs.count > 0 && run.publishToVisibleMs.p99 <= 200,
    },
    {
      name: 'errors',
      limit: '0',
      value: String(run.errors.total),
      pass: run.errors.total === 0,
    },
  ];
}

/** A run's column heading: its topology and policy. */
export const runLabel = (run: { topology: Topology; policy: Policy }) =>
  run.topology === 'floor'
    ? TOPOLOGY_LABEL.floor
    : `${TOPOLOGY_LABEL[run.topology]}, ${POLICY_LABEL[run.policy]}`;

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(1)} %`);
/** A duration; `–` for none (NaN, or the max of no publishes), `never` for one never seen. */
const ms = (n: number) =>
  Number.isNaN(n) || n === Number.NEGATIVE_INFINITY
    ? '–'
    : n === Number.POSITIVE_INFINITY
      ? 'never'
      : `${n.toFixed(1)} ms`;

/** The side-by-side table: one row per figure, a column per run; then each run's budgets. */
export function table(runs: readonly RunSummary[]): string {
  const row = (name: string, f: (r: RunSummary) => string): string[] => [name, ...runs.map(f)];
  const floor = runs.find((r) => r.topology === 'floor');
  const rows: string[][] = [
    row(
      'views measured (landings + navigations)',
      (r) => `${r.views} (${r.landings} + ${r.views - r.landings})`,
    ),
    row('requests (HTML / RSC share)', mixOf),
    row(
      '  RSC: prefetches / navigation fetches',
      (r) => `${r.rscPurposes.prefetch} / ${r.rscPurposes.navigation}`,
    ),
    row('CPU ms per view (sites + nginx)', (r) => r.cpuMsPerView.toFixed(3)),
    row('  sites / nginx', split),
    row('  per request', (r) => r.cpuMsPerRequest.toFixed(3)),
    ...(floor
      ? [
          row('  over the floor (this run)', (r) =>
            r === floor ? '–' : `+${(r.cpuMsPerView - floor.cpuMsPerView).toFixed(3)}`,
          ),
        ]
      : []),
    row('backend calls per view', (r) => r.backendCallsPerView.toFixed(4)),
    row('TTFB p50', (r) => ms(r.ttfbMs.p50)),
    row('TTFB p99', (r) => ms(r.ttfbMs.p99)),
    row('views from a cache', (r) => percent(r.cacheShare)),
    row('  nginx / app cache / rendered', sourcesOf),
    ...(['html', 'rsc'] as const).flatMap((kind) => [
      row(
        `${kind.toUpperCase()}: TTFB p50 / p99`,
        (r) => `${ms(r.kinds[kind].ttfbMs.p50)} / ${ms(r.kinds[kind].ttfbMs.p99)}`,
      ),
      row(
        `${kind.toUpperCase()}: from a cache (nginx / app / rendered)`,
        (r) => `${percent(r.kinds[kind].cacheShare)} (${sharesOf(r.kinds[kind].sources)})`,
      ),
    ]),
    row('app renders: misses by cause; background; kept', (r) => missesOf(r) || '–'),
    row(
      'navigation wait p50 / p99 (click to payload)',
      (r) => `${ms(r.navigation.waitMs.p50)} / ${ms(r.navigation.waitMs.p99)}`,
    ),
    row('  served by a prefetch', (r) => percent(r.navigation.prefetchedShare)),
    row(
      'publish-to-visible p50 / p99',
      (r) => `${ms(r.publishToVisibleMs.p50)} / ${ms(r.publishToVisibleMs.p99)}`,
    ),
    row('  max', (r) => ms(r.publishToVisibleMs.max)),
    row('  webhook answered p50 / p99', (r) => `${ms(r.webhookMs.p50)} / ${ms(r.webhookMs.p99)}`),
    row(
      '  never visible (of publishes)',
      (r) => `${r.publishToVisibleMs.never} of ${r.publishToVisibleMs.count}`,
    ),
    row('errors', (r) => String(r.errors.total)),
    row('  status / socket / timeout / shed / webhook', errorsOf),
    row('nginx error-log lines (whole run, not budgeted)', (r) =>
      r.topology === 'nginx' ? String(r.nginxErrors) : '–',
    ),
    row('load generator late p99 / max', (r) => `${ms(r.lateness.p99)} / ${ms(r.lateness.max)}`),
    row('backend CPU ms per view (not budgeted)', (r) => r.backendCpuMsPerView.toFixed(3)),
  ];
  const budgeted = runs.map((r) => budgets(r));
  const names = [...new Set(budgeted.flat().map((b) => b.name))];
  const budgetRows = names.map((name) => [
    `budget: ${name}`,
    ...budgeted.map((list) => {
      const b = list.find((x) => x.name === name);
      return b ? `${b.limit}  ${b.pass ? 'PASS' : 'FAIL'}` : '–';
    }),
  ]);
  const header = ['', ...runs.map(runLabel)];
  const all = [header, ...rows, ...budgetRows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    line(widths.map((w) => '-'.repeat(w))),
    ...budgetRows.map(line),
  ].join('\n');
}

/** The misses by cause, as `drop 120 · bound 3`, largest first. */
const missesOf = (r: RunSummary) =>
  Object.entries(r.misses)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
    .map(([cause, n]) => `${cause} ${n}`)
    .join(' · ');

const sharesOf = (sources: Record<CacheSource, number>) => {
  const total = sources.nginx + sources.app + sources.rendered;
  const share = (n: number) => (total ? `${((n / total) * 100).toFixed(1)}` : '–');
  return `${share(sources.nginx)} / ${share(sources.app)} / ${share(sources.rendered)} %`;
};
const sourcesOf = (r: RunSummary) => sharesOf(r.sources);
const mixOf = (r: RunSummary) =>
  `${r.requests} (${percent(r.kinds.html.share)} / ${percent(r.kinds.rsc.share)})`;
const errorsOf = (r: RunSummary) =>
  [r.errors.status, r.errors.socket, r.errors.timeout, r.errors.shed, r.errors.webhook].join(' / ');
