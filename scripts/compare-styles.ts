// Compares two running builds of the site page by page, as a visitor's browser sees them: every
// element's computed styles, box, text and a few attributes, and a full-page screenshot, at 390
// and 1280 px with JavaScript on. Used to show that a change leaves the visible pages as they were.
//
//   npx tsx scripts/compare-styles.ts <beforeUrl> <nowUrl> [--backend <url>]… [--out <dir>]
//                                     [--widths 390,1280] [--only <part>,…] [--skip <name>,…]
//                                     [--no-shots] [--no-faults]
//
// The pages are every page of the sample backend's fixtures (mocks/fixtures/pages.ts, as the
// theme e2e scan lists them: each list's second page, redirect targets), a 404 in Danish,
// English and German (a page in the site's layout and one of its own), a 500 in each (the sample
// backend fails on a preview address without an id), the two refused posts, and, with --backend
// (the sample backend's URL, once per backend the two sites use), a backend that is down and one
// that answers 500 in each language. Both sites should read the same sample
// backend, so only the site differs, e.g.
//
//   SAMPLE_BACKEND_PORT=3617 npx tsx mocks/server.ts &
//   CMS_API_URL=http://127.0.0.1:3617 SAMPLE_BACKEND=1 PORT=3616 npm start   # in the old tree
//   CMS_API_URL=http://127.0.0.1:3617 SAMPLE_BACKEND=1 PORT=3615 npm start   # in this tree
//   npx tsx scripts/compare-styles.ts http://localhost:3616 http://localhost:3615 \
//     --backend http://127.0.0.1:3617
//
// It prints the differences grouped by element and properties (before → now) and writes them, and
// the screenshots of pages that differ, to --out (default /tmp/compare-styles). Exit code 1 when
// anything differs. A page that differs is read again once; only what differs both times counts.
// `--report <dir>/results.json` prints the report of an earlier run again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { pages } from '../mocks/fixtures/pages.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

// ---------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------

const args = process.argv.slice(2);
const option = (name: string) => {
  const values: string[] = [];
  for (let i = args.indexOf(name); i >= 0 && args[i + 1]; i = args.indexOf(name)) {
    values.push(args[i + 1]!);
    args.splice(i, 2);
  }
  return values;
};
const backends = option('--backend');
const outDir = option('--out')[0] ?? '/tmp/compare-styles';
const widths = (option('--widths')[0] ?? '390,1280').split(',').map(Number);
const only = option('--only')[0]?.split(',');
const skip = new Set(option('--skip')[0]?.split(','));
const shots = !args.includes('--no-shots');
const again = option('--report')[0];
const [beforeUrl, nowUrl] = args.filter((a) => !a.startsWith('--'));
if (!again && (!beforeUrl || !nowUrl)) {
  console.error('usage: npx tsx scripts/compare-styles.ts <beforeUrl> <nowUrl> [--backend <url>]…');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

// ---------------------------------------------------------------------------
// The pages
// ---------------------------------------------------------------------------

type Entry =
  | { culture: string; content: { list?: unknown } }
  | { redirect: { redirect: string } }
  | { redirectGeneric: { url: string } };
const entries = Object.entries(pages as Record<string, Entry>);
const redirecting = new Set(entries.flatMap(([p, entry]) => ('content' in entry ? [] : [p])));

/** How a page is reached: a plain GET, a post the site refuses, or a GET under a backend fault. */
type Visit = {
  name: string;
  path: string;
  post?: { form: Record<string, string>; headers?: Record<string, string> };
  fault?: string;
};

const fixturePages: Visit[] = [
  ...new Set([
    ...entries.flatMap(([p, entry]) =>
      'content' in entry ? [p, ...(entry.content.list ? [`${p}?page=2`] : [])] : [],
    ),
    ...entries
      .flatMap(([, entry]) =>
        'redirect' in entry
          ? [entry.redirect.redirect]
          : 'redirectGeneric' in entry
            ? [entry.redirectGeneric.url]
            : [],
      )
      .filter((target) => !target.startsWith('/media/') && !redirecting.has(target)),
  ]),
  // A search with hits in each search page's language, and the job list by deadline.
  '/da/soegning/?q=affald',
  '/en/search/?q=waste',
  '/job/?sort=deadline',
]
  // A fragment is the same page to the site.
  .filter((p, i, all) => !p.includes('#') || !all.slice(0, i).includes(p.split('#')[0]!))
  .map((p) => ({ name: p, path: p }));

const run = Date.now().toString(36);
/** The same query on both sites: neither has the page cached from an earlier request. */
const fresh = (p: string) => `${p}${p.includes('?') ? '&' : '?'}compare=${run}`;

const errorPages: Visit[] = [
  ...['/findes-ikke/', '/findes-slet-ikke/eller-her/', '/en/does-not-exist/', '/de/gibt-es-nicht/'],
  ...['/findes-ikke.pdf', '/en/does-not-exist.pdf', '/de/gibt-es-nicht.pdf'],
]
  .map((p) => ({ name: `404 ${p}`, path: p }))
  .concat(
    // The sample backend fails with a bare 500 on a preview address without an id.
    ['/borger/umbraco/preview/', '/en/umbraco/preview/', '/de/umbraco/preview/'].map((p) => ({
      name: `500 ${p}`,
      path: p,
    })),
  );

const refusals: Visit[] = [
  {
    name: '413 form too large (POST /api/feedback)',
    path: '/api/feedback',
    post: { form: { rating: 'yes', comment: 'x'.repeat(40_000) } },
  },
  {
    name: '403 cross-site login (POST /api/_auth/login)',
    path: '/api/_auth/login',
    post: { form: { username: 'x', password: 'y' }, headers: { origin: 'https://evil.example' } },
  },
];

const faultPages: Visit[] =
  backends.length && !args.includes('--no-faults')
    ? ['down', 'error500'].flatMap((fault) =>
        ['/borger/', '/en/contact/', '/de/kontakt/'].map((p) => ({
          name: `backend ${fault} ${p}`,
          path: fresh(`${p}?${fault}`),
          fault,
        })),
      )
    : [];

const visits = [...fixturePages, ...errorPages, ...refusals, ...faultPages].filter(
  (v) => (!only || only.some((o) => v.name.includes(o))) && !skip.has(v.name),
);

// ---------------------------------------------------------------------------
// Reading a page in the browser
// ---------------------------------------------------------------------------

type Read = {
  path: string;
  text: string;
  attrs: Record<string, string>;
  rect: string;
  styles: string[];
  pseudo: Record<string, string[]>;
};
type Snapshot = { status: number; url: string; title: string; elements: Read[] };

const SKIP = ['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT', 'HEAD', 'TITLE', 'BASE'];
const ATTRS = [
  'href',
  'src',
  'lang',
  'hreflang',
  'role',
  'aria-label',
  'aria-hidden',
  'aria-expanded',
  'aria-current',
  'alt',
  'title',
  'type',
  'name',
  'hidden',
  'open',
  'disabled',
  'tabindex',
];

/** Every element of the page in document order, with its computed styles in `props` order. */
function read(page: Page, props: string[]): Promise<{ title: string; elements: Read[] }> {
  return page.evaluate(
    ({ props, skip, attrs }) => {
      const elements: Read[] = [];
      const origin = location.origin;
      // The two sites differ in port: their own address reads the same on both.
      const clean = (v: string) =>
        v
          .replaceAll(origin, '')
          .replaceAll(encodeURIComponent(origin), '')
          .replaceAll(location.host, '(host)');
      const walk = (el: Element, at: string) => {
        if (skip.includes(el.tagName)) return;
        const style = getComputedStyle(el);
        const pseudo: Record<string, string[]> = {};
        for (const which of ['::before', '::after', '::marker']) {
          const p = getComputedStyle(el, which);
          if (which === '::marker' ? style.display === 'list-item' : p.content !== 'none')
            pseudo[which] = props.map((name) => clean(p.getPropertyValue(name)));
        }
        const r = el.getBoundingClientRect();
        const own: Record<string, string> = {};
        for (const a of attrs) {
          const v = el.getAttribute(a);
          if (v !== null) own[a] = clean(v);
        }
        let text = '';
        for (const node of el.childNodes) if (node.nodeType === 3) text += node.textContent;
        elements.push({
          path: at,
          text: text.replace(/\s+/g, ' ').trim(),
          attrs: own,
          rect: [r.x, r.y + scrollY, r.width, r.height].map((n) => Math.round(n)).join(','),
          styles: props.map((name) => clean(style.getPropertyValue(name))),
          pseudo,
        });
        const seen = new Map<string, number>();
        for (const child of el.children) {
          const tag = child.tagName.toLowerCase();
          const n = (seen.get(tag) ?? 0) + 1;
          seen.set(tag, n);
          walk(child, `${at}>${tag}${n > 1 ? `[${n}]` : ''}`);
        }
      };
      walk(document.documentElement, 'html');
      return { title: document.title, elements };
    },
    { props, skip: SKIP, attrs: ATTRS },
  );
}

/** Waits for what a visitor waits for: the menu's script, the fonts and every (lazy) image. */
async function settle(page: Page) {
  if (await page.locator('[data-menu]').count()) {
    await page
      .locator('[data-menu="enhanced"]')
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => {});
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    scrollTo(0, 0);
    // Images that are laid out (a lazy one in a closed menu never loads).
    const pending = [...document.images].filter(
      (img) => !img.complete && img.getClientRects().length > 0,
    );
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve);
        img.addEventListener('error', resolve);
      });
    await Promise.race([
      Promise.all(pending.map(loaded)),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
  await page.waitForTimeout(300);
}

async function visit(page: Page, base: string, v: Visit): Promise<number> {
  const url = `${base}${v.path}`;
  if (v.post) {
    // The refused post's own answer, shown at its address so its styles and script load.
    const res = await page.request.post(url, {
      form: v.post.form,
      headers: v.post.headers ?? {},
      maxRedirects: 0,
    });
    const body = await res.body();
    const headers = res.headers();
    await page.route(url, (route) => route.fulfill({ status: res.status(), headers, body }));
  }
  const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  await page.unrouteAll();
  await settle(page);
  return response?.status() ?? 0;
}

// ---------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------

type Difference = { element: string; what: string; before: string; now: string };

function compare(before: Snapshot, now: Snapshot, props: string[]): Difference[] {
  const out: Difference[] = [];
  const diff = (element: string, what: string, a: string, b: string) => {
    if (a !== b) out.push({ element, what, before: a, now: b });
  };
  diff('(page)', 'status', String(before.status), String(now.status));
  diff('(page)', 'title', before.title, now.title);
  const nowByPath = new Map(now.elements.map((e) => [e.path, e]));
  const beforePaths = new Set(before.elements.map((e) => e.path));
  for (const a of before.elements) {
    const b = nowByPath.get(a.path);
    if (!b) {
      out.push({ element: a.path, what: '(element)', before: describe(a), now: '(missing)' });
      continue;
    }
    diff(a.path, 'text', a.text, b.text);
    for (const key of new Set([...Object.keys(a.attrs), ...Object.keys(b.attrs)]))
      diff(a.path, `@${key}`, a.attrs[key] ?? '(none)', b.attrs[key] ?? '(none)');
    diff(a.path, 'box (x,y,w,h)', a.rect, b.rect);
    props.forEach((prop, i) => diff(a.path, prop, a.styles[i]!, b.styles[i]!));
    for (const which of new Set([...Object.keys(a.pseudo), ...Object.keys(b.pseudo)])) {
      const pa = a.pseudo[which];
      const pb = b.pseudo[which];
      if (!pa || !pb) diff(a.path, which, pa ? 'present' : '(none)', pb ? 'present' : '(none)');
      else props.forEach((prop, i) => diff(a.path, `${which} ${prop}`, pa[i]!, pb[i]!));
    }
  }
  for (const b of now.elements)
    if (!beforePaths.has(b.path))
      out.push({ element: b.path, what: '(element)', before: '(missing)', now: describe(b) });
  return out;
}

const describe = (e: Read) =>
  `${e.path.split('>').pop()}${e.text ? ` "${e.text.slice(0, 60)}"` : ''}`;

/** The same change of the same element's kind, wherever on the page. */
const styleKey = (d: Difference) =>
  `${d.element.replace(/\[\d+\]/g, '')}\u0000${d.what}\u0000${d.before}\u0000${d.now}`;

const keyOf = (d: Difference) => `${d.element}\u0000${d.what}\u0000${d.before}\u0000${d.now}`;

/** Full-page screenshots compared pixel by pixel in the browser (a channel off by more than 24). */
async function comparePixels(
  browser: Browser,
  a: Buffer,
  b: Buffer,
): Promise<{ size: string; differing: number; total: number }> {
  // A blank page of its own each time: a long page's canvases are large.
  const canvasPage = await browser.newPage();
  await canvasPage.evaluate(NAME_HELPER);
  try {
    return await canvasPage.evaluate(
      async ({ a, b }) => {
        const load = async (b64: string) =>
          createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const [ia, ib] = await Promise.all([load(a), load(b)]);
        const w = Math.max(ia.width, ib.width);
        const h = Math.max(ia.height, ib.height);
        const pixels = (img: ImageBitmap) => {
          const c = new OffscreenCanvas(w, h);
          const g = c.getContext('2d')!;
          g.fillStyle = '#ff00ff';
          g.fillRect(0, 0, w, h);
          g.drawImage(img, 0, 0);
          return g.getImageData(0, 0, w, h).data;
        };
        const pa = pixels(ia);
        const pb = pixels(ib);
        let differing = 0;
        for (let i = 0; i < pa.length; i += 4) {
          const off =
            Math.abs(pa[i]! - pb[i]!) > 24 ||
            Math.abs(pa[i + 1]! - pb[i + 1]!) > 24 ||
            Math.abs(pa[i + 2]! - pb[i + 2]!) > 24;
          if (off) differing++;
        }
        return {
          size: `${ia.width}x${ia.height} → ${ib.width}x${ib.height}`,
          differing,
          total: w * h,
        };
      },
      { a: a.toString('base64'), b: b.toString('base64') },
    );
  } finally {
    await canvasPage.close();
  }
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

async function setFault(mode: string) {
  for (const backend of backends) {
    const res = await fetch(`${backend}/__sample/fault?mode=${mode}&ms=5000`, { method: 'POST' });
    if (res.status !== 204) throw new Error(`${backend}: fault ${mode} answered ${res.status}`);
  }
}

/** After a fault: both sites render a fresh page again (a breaker may have opened). */
async function recovered() {
  for (const base of [beforeUrl!, nowUrl!]) {
    for (let i = 0; ; i++) {
      const res = await fetch(`${base}${fresh(`/borger/?recovered=${i}`)}`).catch(() => null);
      if (res?.status === 200) break;
      if (i > 30) throw new Error(`${base} does not recover`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const slug = (s: string) =>
  s.replace(/[^a-zA-Z0-9æøåÆØÅ-]+/g, '_').replace(/^_|_$/g, '') || 'front';

const NAME_HELPER = 'globalThis.__name ??= (f) => f;';

type PageResult = {
  visit: string;
  width: number;
  elements: number;
  differences: Difference[];
  transient: number;
  pixels?: { size: string; differing: number; total: number };
};

async function main() {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: PageResult[] = [];
  let fault = 'none';
  /** Differences of style, text or markup already seen twice. */
  const confirmed = new Set<string>();
  try {
    for (const width of widths) {
      const contexts: BrowserContext[] = await Promise.all(
        [0, 1].map(() =>
          browser.newContext({
            viewport: { width, height: width < 800 ? 844 : 800 },
            deviceScaleFactor: 1,
            locale: 'da-DK',
            timezoneId: 'Europe/Copenhagen',
          }),
        ),
      );
      // tsx keeps function names with a helper the page has not got.
      for (const c of contexts) await c.addInitScript({ content: NAME_HELPER });
      const [pb, pn] = await Promise.all(contexts.map((c) => c.newPage()));
      // The computed properties Chromium knows (custom properties left out: their names are
      // hashed per build, and what they do shows in the properties that use them).
      // Both tabs start on the same kind of page of their site (an error page's back button
      // shows only after a page of this site).
      await pb!.goto(`${beforeUrl}/robots.txt`).catch(() => {});
      await pn!.goto(`${nowUrl}/robots.txt`).catch(() => {});
      const props: string[] = await pb!.evaluate(() =>
        Array.from(getComputedStyle(document.documentElement))
          .filter((p) => !p.startsWith('--'))
          .sort(),
      );
      for (const v of visits) {
        const wanted = v.fault ?? 'none';
        if (wanted !== fault) {
          await setFault(wanted);
          if (wanted === 'none') await recovered();
          fault = wanted;
        }
        const snap = async (page: Page, base: string): Promise<Snapshot> => {
          const status = await visit(page, base, v);
          const { title, elements } = await read(page, props);
          return { status, url: page.url(), title, elements };
        };
        let before: Snapshot, now: Snapshot, differences: Difference[];
        let transient = 0;
        try {
          before = await snap(pb!, beforeUrl!);
          now = await snap(pn!, nowUrl!);
          differences = compare(before, now, props);
          // Read both again when something differs that no earlier page confirmed (an animation,
          // a late image): only what differs twice counts.
          const novel = differences.filter(
            (d) => !LAYOUT.has(d.what) && !confirmed.has(styleKey(d)),
          );
          if (novel.length) {
            const again = compare(await snap(pb!, beforeUrl!), await snap(pn!, nowUrl!), props);
            const twice = new Set(again.map(keyOf));
            const kept = differences.filter((d) => twice.has(keyOf(d)));
            transient = differences.length - kept.length;
            differences = kept;
            for (const d of kept) if (!LAYOUT.has(d.what)) confirmed.add(styleKey(d));
          }
        } catch (error) {
          console.log(`${width}px ${v.name}: could not compare: ${String(error)}`);
          results.push({
            visit: v.name,
            width,
            elements: 0,
            differences: [{ element: '(page)', what: 'error', before: '', now: String(error) }],
            transient: 0,
          });
          continue;
        }
        const result: PageResult = {
          visit: v.name,
          width,
          elements: before.elements.length,
          differences,
          transient,
        };
        if (shots) {
          const [a, b] = await Promise.all(
            [pb!, pn!].map((p) =>
              p.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
            ),
          );
          result.pixels = await comparePixels(browser, a!, b!);
          if (result.pixels.differing) {
            const base = path.join(outDir, `${width}-${slug(v.name)}`);
            writeFileSync(`${base}-before.png`, a!);
            writeFileSync(`${base}-now.png`, b!);
          }
        }
        results.push(result);
        // As it goes, so a run cut short still has its pages.
        writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results));
        const px = result.pixels
          ? `, ${result.pixels.differing} px of ${result.pixels.total} differ`
          : '';
        console.log(
          `${width}px ${v.name} (${before.status}/${now.status}): ${result.elements} elements, ${differences.length} differences${transient ? ` (+${transient} transient)` : ''}${px}`,
        );
      }
      await Promise.all(contexts.map((c) => c.close()));
    }
  } finally {
    if (fault !== 'none') await setFault('none').catch(() => {});
    await browser.close();
  }
  report(results);
}

/** Properties whose computed value is where the element ends up: they follow the box. */
const LAYOUT = new Set([
  'box (x,y,w,h)',
  'width',
  'height',
  'inline-size',
  'block-size',
  'top',
  'bottom',
  'left',
  'right',
  'inset-block-start',
  'inset-block-end',
  'inset-inline-start',
  'inset-inline-end',
  'perspective-origin',
  'transform-origin',
]);
/** Longhands that follow `color` (currentColor) and logical twins of physical properties. */
const FOLLOWS_COLOR =
  /^(-webkit-text-(fill|stroke)-color|border-.*-color|caret-color|column-rule-color|outline-color|row-rule-color|text-decoration-color|text-emphasis-color)$/;
const TWIN =
  /^(border|padding|margin|inset|scroll-margin|scroll-padding|overflow)-(block|inline)|^(block|inline)-size$|^-webkit-text-decorations-in-effect$|^text-decoration$/;

/** One element's differences as lines, without the ones another line already says. */
function condense(ds: Difference[]): string[] {
  const color = ds.find((d) => d.what === 'color' || d.what.endsWith(' color'));
  return ds
    .filter((d) => !TWIN.test(d.what.replace(/^::\w+ /, '')))
    .filter(
      (d) =>
        !(
          color &&
          FOLLOWS_COLOR.test(d.what.replace(/^::\w+ /, '')) &&
          d.before === color.before &&
          d.now === color.now
        ),
    )
    .map((d) => `${d.what}: ${d.before} → ${d.now}`);
}

const list = (items: string[], n: number) =>
  items.length > n
    ? `${items.slice(0, n).join('; ')}; … (${items.length} in all)`
    : items.join('; ');

/**
 * The report: differences of style, text and markup grouped by what changed (the same change on
 * several elements and pages is one block), then each page's layout in a line (how many elements
 * moved, and the innermost that changed size: where a shift starts), then the screenshots.
 */
function report(results: PageResult[]) {
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 1));
  const groups = new Map<string, { elements: Set<string>; views: Set<string> }>();
  const layout: string[] = [];
  for (const r of results) {
    const view = `${r.width} ${r.visit}`;
    const byElement = new Map<string, Difference[]>();
    for (const d of r.differences)
      byElement.set(d.element, [...(byElement.get(d.element) ?? []), d]);
    const resized: string[] = [];
    let moved = 0;
    for (const [element, ds] of byElement) {
      const box = ds.find((d) => d.what === 'box (x,y,w,h)');
      if (box) {
        const size = (v: string) => v.split(',').slice(2).join('x');
        if (size(box.before) === size(box.now)) moved++;
        else resized.push(`${element} ${size(box.before)} → ${size(box.now)}`);
      }
      const rest = condense(ds.filter((d) => !LAYOUT.has(d.what.replace(/^::\w+ /, ''))));
      if (!rest.length) continue;
      const k = rest.join('\n');
      const g = groups.get(k) ?? { elements: new Set(), views: new Set() };
      g.elements.add(element.replace(/\[\d+\]/g, ''));
      g.views.add(view);
      groups.set(k, g);
    }
    if (moved || resized.length) {
      // Innermost: no other resized element lies inside it.
      const paths = resized.map((x) => x.split(' ')[0]!);
      const innermost = resized.filter(
        (x, i) => !paths.some((p, j) => j !== i && p.startsWith(`${paths[i]}>`)),
      );
      layout.push(
        `  ${view}: ${moved} elements moved, ${resized.length} resized; innermost: ${list(innermost, 4)}`,
      );
    }
  }
  const lines: string[] = [];
  const elements = results.reduce((n, r) => n + r.elements, 0);
  const pages = new Set(results.map((r) => r.visit)).size;
  const widthsRead = [...new Set(results.map((r) => r.width))];
  lines.push(
    `${pages} pages at ${widthsRead.join(' and ')} px: ${results.length} page views, ${elements} elements compared; ${groups.size} kinds of difference in style, text or markup, ${layout.length} views with layout differences`,
  );
  const sorted = [...groups].sort(([, a], [, b]) => b.views.size - a.views.size);
  for (const [k, g] of sorted) {
    lines.push(
      `\n${g.elements.size} element(s) on ${g.views.size} view(s)\n  elements: ${list([...g.elements], 4)}\n  views: ${list([...g.views], 6)}`,
    );
    const items = k.split('\n');
    lines.push(...items.slice(0, 30).map((x) => `    ${x}`));
    if (items.length > 30) lines.push(`    … and ${items.length - 30} more`);
  }
  lines.push('\nLayout (boxes that moved or changed size):');
  lines.push(...(layout.length ? layout : ['  none']));
  const shotsDiffer = results.filter((r) => r.pixels?.differing);
  lines.push('\nScreenshots (pixels off by more than 24 in a channel):');
  if (!shotsDiffer.length) lines.push('  every pair the same');
  for (const r of shotsDiffer)
    lines.push(
      `  ${r.width} ${r.visit}: ${r.pixels!.differing} of ${r.pixels!.total} (${((100 * r.pixels!.differing) / r.pixels!.total).toFixed(3)} %), ${r.pixels!.size}`,
    );
  const text = lines.join('\n');
  writeFileSync(path.join(outDir, 'report.txt'), text);
  console.log(`\n${text}\n\n(also in ${outDir}/report.txt and results.json)`);
  process.exitCode = groups.size || layout.length || shotsDiffer.length ? 1 : 0;
}

if (again) report(JSON.parse(readFileSync(again, 'utf8')) as PageResult[]);
else await main();
