// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  canGoBackInSite,
  clientRedirectOf,
  cludoEngine,
  createPrefetchQueue,
  isChunkLoadError,
  isRoutableLink,
  mayReloadForChunk,
  monsidoConfig,
  prefetchAllowed,
} from './runtime-rules.ts';

describe('site search', () => {
  it('picks the Cludo engine per customer', () => {
    expect(cludoEngine('1777')).toEqual({ engineId: 13699, domainFilter: false });
    expect(cludoEngine('9671')).toEqual({ engineId: 14560, domainFilter: true });
    expect(cludoEngine('1100')).toEqual({ engineId: 14179, domainFilter: true });
  });
});

describe('Monsido', () => {
  it('tracks pdf, doc and xlsx documents in both cases', () => {
    expect(monsidoConfig('abc').statistics.documentTracking.documentExt).toEqual([
      'pdf',
      'PDF',
      'doc',
      'DOC',
      'xlsx',
      'XLSX',
    ]);
    expect(monsidoConfig('abc').token).toBe('abc');
  });
});

describe('prefetch', () => {
  it('skips data-saver and 2g connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('runs at most 4 at a time, each key once, in order', async () => {
    let active = 0;
    let peak = 0;
    const started: string[] = [];
    const release: (() => void)[] = [];
    const queue = createPrefetchQueue(4, (key) => {
      started.push(key);
      active++;
      peak = Math.max(peak, active);
      return new Promise<void>((resolve) =>
        release.push(() => {
          active--;
          resolve();
        }),
      );
    });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) queue.add(key);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    release.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(peak).toBe(4);
  });
});

describe('chunk-load guard', () => {
  it('allows one reload per path per 10 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(mayReloadForChunk(storage, '/borger/', 100_000)).toBe(true);
    expect(mayReloadForChunk(storage, '/borger/', 105_000)).toBe(false);
    expect(mayReloadForChunk(storage, '/job/', 105_000)).toBe(true);
    expect(mayReloadForChunk(storage, '/borger/', 110_001)).toBe(true);
  });
  it('recognises chunk-load failures', () => {
    expect(
      isChunkLoadError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    ).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('TypeError: x is undefined')).toBe(false);
  });
});

describe('routable links', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };
  const origin = window.location.origin;
  it('takes over same-site page links only', () => {
    expect(isRoutableLink(link(`${origin}/borger/`), click, origin)).toBe(true);
    expect(isRoutableLink(link('https://other.dk/'), click, origin)).toBe(false);
    expect(isRoutableLink(link(`${origin}/media/quiz/affaldsquiz.pdf`), click, origin)).toBe(false);
    expect(isRoutableLink(link(`${origin}/__limbo/`), click, origin)).toBe(false);
    expect(isRoutableLink(link(`${origin}/borger/`, { target: '_blank' }), click, origin)).toBe(
      false,
    );
    expect(isRoutableLink(link(`${origin}/borger/`, { download: '' }), click, origin)).toBe(false);
    expect(isRoutableLink(link(`${origin}/borger/`), { ...click, ctrlKey: true }, origin)).toBe(
      false,
    );
  });
});

describe('CMS redirects in client navigation (ClientRedirect)', () => {
  const here = 'https://www.example-kommune.dk/borger/';
  it('takes a page of this site through the router, query before fragment', () => {
    expect(
      clientRedirectOf('/borger/boernepasning/?utm_source=nl#skriv-dit-barn-op', here),
    ).toEqual({
      router: '/borger/boernepasning/?utm_source=nl#skriv-dit-barn-op',
    });
  });

  it('navigates for real to a file, to the media origin and to another site', () => {
    expect(clientRedirectOf('https://cms.example.dk/media/4821/plan.pdf', here)).toEqual({
      document: 'https://cms.example.dk/media/4821/plan.pdf',
    });
    // MEDIA_BASE_URL may be this site's own origin: the router cannot render a file.
    expect(clientRedirectOf('https://www.example-kommune.dk/media/4821/plan.pdf', here)).toEqual({
      document: 'https://www.example-kommune.dk/media/4821/plan.pdf',
    });
    expect(clientRedirectOf('https://other.dk/x', here)).toEqual({
      document: 'https://other.dk/x',
    });
  });

  it('never follows a target that is not http(s)', () => {
    for (const to of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ])
      expect(clientRedirectOf(to, here), to).toBeNull();
  });
});

describe('going back', () => {
  const at = (view: {
    index?: number;
    length?: number;
    referrer?: string;
  }): Parameters<typeof canGoBackInSite>[0] => ({
    ...(view.index === undefined ? {} : { navigation: { currentEntry: { index: view.index } } }),
    history: { length: view.length ?? 2 },
    document: { referrer: view.referrer ?? '' },
    location: { origin: 'https://www.example-kommune.dk' },
  });

  it('goes back only to an entry on this site (Navigation API: its entries are this origin)', () => {
    expect(canGoBackInSite(at({ index: 1 }))).toBe(true);
    // From a search engine: history behind, but not ours.
    expect(canGoBackInSite(at({ index: 0, length: 3, referrer: 'https://google.com/' }))).toBe(
      false,
    );
  });

  it('without the Navigation API: a same-origin referrer with history behind it', () => {
    expect(canGoBackInSite(at({ referrer: 'https://www.example-kommune.dk/borger/' }))).toBe(true);
    expect(canGoBackInSite(at({ referrer: 'https://evil.example/' }))).toBe(false);
    expect(canGoBackInSite(at({ referrer: 'http://www.example-kommune.dk/borger/' }))).toBe(false);
    // Opened in a new tab from our page: nothing to go back to.
    expect(
      canGoBackInSite(at({ length: 1, referrer: 'https://www.example-kommune.dk/borger/' })),
    ).toBe(false);
    // Typed or bookmarked: no referrer.
    expect(canGoBackInSite(at({ length: 5 }))).toBe(false);
  });
});
