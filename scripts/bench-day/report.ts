// What `npm run bench:day` reports: each policy's figures from its raw results, the budgets the
// publish policy is held to, and the table that shows both policies side by side.

export type Policy = 'ten' | 'publish';
export const POLICY_LABEL: Record<Policy, string> = {
  ten: '10 s policy',
  publish: 'publish policy',
};

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
};

/** One policy's run, as measured over its window. */
export type RunRaw = {
  policy: Policy;
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
  const views = raw.landings + raw.navigations.length;
  const perView = (n: number) => (views ? n / views : Number.NaN);
  const ttfbs = answeredOf(raw.requests).map((r) => r.ttfbMs);
  return {
    policy: raw.policy,
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
 * The publish policy's budgets; CPU is held to a fifth of the 10 s policy's. Cache share, TTFB and
 * errors are over every request of the visits (documents and RSC payloads), CPU over every view.
 */
export function budgets(publish: RunSummary, ten: RunSummary | null): Budget[] {
  const list: Budget[] = [
    {
      name: 'views from a cache',
      limit: '≥ 95 %',
      value: percent(publish.cacheShare),
      pass: publish.cacheShare >= 0.95,
    },
    {
      name: 'p99 TTFB',
      limit: '≤ 20 ms',
      value: ms(publish.ttfbMs.p99),
      pass: publish.ttfbMs.p99 <= 20,
    },
    {
      name: 'p99 publish-to-visible',
      limit: '≤ 1000 ms',
      value: ms(publish.publishToVisibleMs.p99),
      pass: publish.publishToVisibleMs.count > 0 && publish.publishToVisibleMs.p99 <= 1000,
    },
    {
      name: 'errors',
      limit: '0',
      value: String(publish.errors.total),
      pass: publish.errors.total === 0,
    },
  ];
  if (ten) {
    const limit = ten.cpuMsPerView / 5;
    list.push({
      name: 'CPU per view',
      limit: `≤ ${limit.toFixed(3)} ms (1/5 of the 10 s policy)`,
      value: `${publish.cpuMsPerView.toFixed(3)} ms`,
      pass: publish.cpuMsPerView <= limit,
    });
  }
  return list;
}

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(1)} %`);
const ms = (n: number) =>
  Number.isNaN(n) ? '–' : n === Number.POSITIVE_INFINITY ? 'never' : `${n.toFixed(1)} ms`;

/** The side-by-side table: one row per figure, a column per policy, the publish budget beside. */
export function table(runs: Partial<Record<Policy, RunSummary>>, list: Budget[]): string {
  const ten = runs.ten;
  const publish = runs.publish;
  const budgetOf = (name: string) => {
    const b = list.find((x) => x.name === name);
    return b ? `${b.limit}  ${b.pass ? 'PASS' : 'FAIL'}` : '';
  };
  const cell = (run: RunSummary | undefined, f: (r: RunSummary) => string) => (run ? f(run) : '–');
  const rows: [string, string, string, string][] = [
    [
      'views measured (landings + navigations)',
      cell(ten, (r) => `${r.views} (${r.landings} + ${r.views - r.landings})`),
      cell(publish, (r) => `${r.views} (${r.landings} + ${r.views - r.landings})`),
      '',
    ],
    ['requests (HTML / RSC share)', cell(ten, mixOf), cell(publish, mixOf), ''],
    [
      '  RSC: prefetches / navigation fetches',
      cell(ten, (r) => `${r.rscPurposes.prefetch} / ${r.rscPurposes.navigation}`),
      cell(publish, (r) => `${r.rscPurposes.prefetch} / ${r.rscPurposes.navigation}`),
      '',
    ],
    [
      'CPU ms per view (sites + nginx)',
      cell(ten, (r) => r.cpuMsPerView.toFixed(3)),
      cell(publish, (r) => r.cpuMsPerView.toFixed(3)),
      budgetOf('CPU per view'),
    ],
    ['  sites / nginx', cell(ten, (r) => split(r)), cell(publish, (r) => split(r)), ''],
    [
      '  per request',
      cell(ten, (r) => r.cpuMsPerRequest.toFixed(3)),
      cell(publish, (r) => r.cpuMsPerRequest.toFixed(3)),
      '',
    ],
    [
      'backend calls per view',
      cell(ten, (r) => r.backendCallsPerView.toFixed(4)),
      cell(publish, (r) => r.backendCallsPerView.toFixed(4)),
      '',
    ],
    ['TTFB p50', cell(ten, (r) => ms(r.ttfbMs.p50)), cell(publish, (r) => ms(r.ttfbMs.p50)), ''],
    [
      'TTFB p99',
      cell(ten, (r) => ms(r.ttfbMs.p99)),
      cell(publish, (r) => ms(r.ttfbMs.p99)),
      budgetOf('p99 TTFB'),
    ],
    [
      'views from a cache',
      cell(ten, (r) => percent(r.cacheShare)),
      cell(publish, (r) => percent(r.cacheShare)),
      budgetOf('views from a cache'),
    ],
    ['  nginx / app cache / rendered', cell(ten, sourcesOf), cell(publish, sourcesOf), ''],
    ...(['html', 'rsc'] as const).flatMap((kind): [string, string, string, string][] => [
      [
        `${kind.toUpperCase()}: TTFB p50 / p99`,
        cell(ten, (r) => `${ms(r.kinds[kind].ttfbMs.p50)} / ${ms(r.kinds[kind].ttfbMs.p99)}`),
        cell(publish, (r) => `${ms(r.kinds[kind].ttfbMs.p50)} / ${ms(r.kinds[kind].ttfbMs.p99)}`),
        '',
      ],
      [
        `${kind.toUpperCase()}: from a cache (nginx / app / rendered)`,
        cell(
          ten,
          (r) => `${percent(r.kinds[kind].cacheShare)} (${sharesOf(r.kinds[kind].sources)})`,
        ),
        cell(
          publish,
          (r) => `${percent(r.kinds[kind].cacheShare)} (${sharesOf(r.kinds[kind].sources)})`,
        ),
        '',
      ],
    ]),
    [
      'navigation wait p50 / p99 (click to payload)',
      cell(ten, (r) => `${ms(r.navigation.waitMs.p50)} / ${ms(r.navigation.waitMs.p99)}`),
      cell(publish, (r) => `${ms(r.navigation.waitMs.p50)} / ${ms(r.navigation.waitMs.p99)}`),
      '',
    ],
    [
      '  served by a prefetch',
      cell(ten, (r) => percent(r.navigation.prefetchedShare)),
      cell(publish, (r) => percent(r.navigation.prefetchedShare)),
      '',
    ],
    [
      'publish-to-visible p99',
      cell(ten, (r) => ms(r.publishToVisibleMs.p99)),
      cell(publish, (r) => ms(r.publishToVisibleMs.p99)),
      budgetOf('p99 publish-to-visible'),
    ],
    [
      '  p50 / max',
      cell(ten, (r) => `${ms(r.publishToVisibleMs.p50)} / ${ms(r.publishToVisibleMs.max)}`),
      cell(publish, (r) => `${ms(r.publishToVisibleMs.p50)} / ${ms(r.publishToVisibleMs.max)}`),
      '',
    ],
    [
      '  never visible (of publishes)',
      cell(ten, (r) => `${r.publishToVisibleMs.never} of ${r.publishToVisibleMs.count}`),
      cell(publish, (r) => `${r.publishToVisibleMs.never} of ${r.publishToVisibleMs.count}`),
      '',
    ],
    [
      'errors',
      cell(ten, (r) => String(r.errors.total)),
      cell(publish, (r) => String(r.errors.total)),
      budgetOf('errors'),
    ],
    [
      '  status / socket / timeout / shed / webhook',
      cell(ten, errorsOf),
      cell(publish, errorsOf),
      '',
    ],
    [
      'nginx error-log lines (whole run, not budgeted)',
      cell(ten, (r) => String(r.nginxErrors)),
      cell(publish, (r) => String(r.nginxErrors)),
      '',
    ],
    [
      'load generator late p99 / max',
      cell(ten, (r) => `${ms(r.lateness.p99)} / ${ms(r.lateness.max)}`),
      cell(publish, (r) => `${ms(r.lateness.p99)} / ${ms(r.lateness.max)}`),
      '',
    ],
    [
      'backend CPU ms per view (not budgeted)',
      cell(ten, (r) => r.backendCpuMsPerView.toFixed(3)),
      cell(publish, (r) => r.backendCpuMsPerView.toFixed(3)),
      '',
    ],
  ];
  const header: [string, string, string, string] = [
    '',
    POLICY_LABEL.ten,
    POLICY_LABEL.publish,
    'budget (publish policy)',
  ];
  const all = [header, ...rows];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

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
