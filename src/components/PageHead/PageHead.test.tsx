// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { parseAnswer } from '#src/server/cms/answer.ts';
import { reshapePage } from '#src/server/cms/reshape.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import { getEnv } from '#src/server/env.ts';
import { load, ORIGIN, typesOf, type Rendered } from '#src/server/seo/seo.test-kit.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { PageHead } from './PageHead.tsx';

// What search engines read in the head: hreflang alternates, og:locale and JSON-LD.

const head = (r: Rendered, noIndex = false) =>
  renderStatic(
    <PageHead
      page={r.page}
      site={r.site}
      canonicalUrl={new URL(r.page.path, ORIGIN).href}
      language={r.language}
      noIndex={noIndex}
    />,
  );

type View = ReturnType<typeof head>;

const alternateHref = (view: View, hreflang: string) =>
  view.container
    .querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)
    ?.getAttribute('href');

const metaContents = (view: View, property: string) =>
  [...view.container.querySelectorAll(`meta[property="${property}"]`)].map((m) =>
    m.getAttribute('content'),
  );

/** The ld+json scripts of the head: their text as the page carries it. */
const jsonLdScripts = (view: View) =>
  [...view.container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => s.textContent ?? '',
  );

/** The JSON-LD objects of the head, each parsed as a crawler would. */
const jsonLdOf = (view: View): Record<string, unknown>[] =>
  jsonLdScripts(view).map((text) => JSON.parse(text) as Record<string, unknown>);

/** A content answer parsed and reshaped as the app does, from a fixture page with changes. */
function pageWith(path: string, change: (content: Record<string, unknown>) => void): Page {
  const content = structuredClone(
    (pages[path] as { content: Record<string, unknown> }).content,
  ) as Record<string, unknown>;
  change(content);
  const answer = parseAnswer({ meta: { code: 200 }, content }, 200);
  if (!answer?.content) throw new Error('unusable');
  return reshapePage(answer.content, path, { mediaBase: getEnv().mediaBaseUrl, templates: {} });
}

describe('PageHead: hreflang', () => {
  it('the head carries hreflang, og:locale:alternate and no alternates on an error page', async () => {
    const r = await load('/kontakt/');
    const view = head(r);
    expect(alternateHref(view, 'en')).toBe(`${ORIGIN}/en/contact/`);
    expect(alternateHref(view, 'x-default')).toBe(`${ORIGIN}/kontakt/`);
    expect(metaContents(view, 'og:locale')).toContain('da_DK');
    expect(metaContents(view, 'og:locale:alternate')).toContain('en_US');
    expect(metaContents(view, 'og:locale:alternate')).toContain('de_DE');
    const notIndexed = head(r, true);
    expect(notIndexed.container.querySelector('[hreflang]')).toBeNull();
    expect(metaContents(notIndexed, 'og:locale:alternate')).toEqual([]);
    expect(jsonLdScripts(notIndexed)).toEqual([]);
    expect(head(await load('/borger/')).container.querySelector('[hreflang]')).toBeNull();
    // The backend's noindex: no structured data either.
    expect(jsonLdScripts(head(await load('/test-farlig-tekst/')))).toEqual([]);
    expect(jsonLdScripts(head(await load('/borger/')))).not.toEqual([]);
  });
});

describe('PageHead: JSON-LD', () => {
  it('the head renders each object as parseable ld+json', async () => {
    const items = jsonLdOf(head(await load('/job/')));
    expect(typesOf(items)).toEqual([
      'BreadcrumbList',
      'WebPage',
      // The sample's jobs with a deadline to come (one has passed: it is offered no longer).
      ...Array<string>(5).fill('JobPosting'),
    ]);
  });

  it('a </script> in a title cannot leave the script, and parses back to the text', async () => {
    const r = await load('/job/');
    const evil = '</script><script>alert(1)</script><!-- & \u2028';
    const page = pageWith('/job/', (c) => {
      (c.intro as Record<string, unknown>).title = evil;
      const blocks = c.contentElements as { alias: string; content: { items: unknown[] } }[];
      blocks[0]!.content.items = [
        { title: evil, url: '/job/1/', deadline: '2099-12-01', department: evil },
      ];
    });
    const view = head({ ...r, page });
    for (const body of jsonLdScripts(view)) {
      expect(body).not.toMatch(/[<>]|\u2028/);
    }
    const items = jsonLdOf(view);
    // As text: whitespace (U+2028 too) collapsed, nothing else changed.
    const text = evil.replace(/\s+/g, ' ').trim();
    expect(items.find((i) => i['@type'] === 'WebPage')?.name).toBe(text);
    expect(items.find((i) => i['@type'] === 'JobPosting')?.title).toBe(text);
    // No script of the title's got out: every script in the head is structured data.
    const scripts = [...view.container.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(
      scripts.map(() => 'application/ld+json'),
    );
  });
});
