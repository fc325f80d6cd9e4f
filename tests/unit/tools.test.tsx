import { globSync, readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { catalog } from '#src/components/catalog.tsx';
import { BlockShowcase } from '#src/tools/BlockShowcase/BlockShowcase.tsx';
import {
  CatalogOverview,
  componentAnchor,
  exampleAnchor,
} from '#src/tools/CatalogOverview/CatalogOverview.tsx';
import { ChatbotTest } from '#src/tools/ChatbotTest/ChatbotTest.tsx';
import { ColorTable } from '#src/tools/ColorTable/ColorTable.tsx';
import { ConfigurationOverview } from '#src/tools/ConfigurationOverview/ConfigurationOverview.tsx';
import { ContrastTable, formatRatio } from '#src/tools/ContrastTable/ContrastTable.tsx';
import {
  dictionaryRows,
  filterDictionary,
  normalizeQuery,
  type DictionaryRow,
} from '#src/tools/DictionaryTable/dictionary-filter.ts';
import { DictionaryTable } from '#src/tools/DictionaryTable/DictionaryTable.tsx';
import { EventBlock, EventTipBox } from '#src/demo/kultunaut/EventBlock/EventBlock.tsx';
import { EventFilters } from '#src/demo/kultunaut/EventFilters/EventFilters.tsx';
import { EventList, FellowshipList } from '#src/demo/kultunaut/EventList/EventList.tsx';
import { FlagTable, flagRows } from '#src/tools/FlagTable/FlagTable.tsx';
import { IconDefaults, IconGallery } from '#src/tools/IconGallery/IconGallery.tsx';
import {
  EventDetail,
  FellowshipDetail,
  KultunautNotFound,
} from '#src/demo/kultunaut/KultunautDetail/KultunautDetail.tsx';
import { Pagination, pageHref, rangeText } from '#src/components/Pagination/Pagination.tsx';
import { SiteDataView } from '#src/tools/SiteDataView/SiteDataView.tsx';
import { ThemeSample } from '#src/tools/ThemeSample/ThemeSample.tsx';
import { ThemeSwitcher } from '#src/tools/ThemeSwitcher/ThemeSwitcher.tsx';
import { ToolDirectory, groupToolRoutes } from '#src/tools/ToolDirectory/ToolDirectory.tsx';
import { TypeScale } from '#src/tools/TypeScale/TypeScale.tsx';
import { iconNames } from '#src/components/Icon/Icon.tsx';
import { dictionaries, translator } from '#src/shared/dictionary/index.ts';
import {
  eventAreas,
  eventGenres,
  getEvent,
  getFellowship,
  kultunautQuery,
  listEvents,
  listFellowships,
  PAGE_SIZE,
} from '#src/demo/kultunaut/kultunaut.ts';
import { paginate, pageWindow } from '#src/shared/paginate.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { loadSiteData } from '#src/server/cms/site-data.ts';
import { aliasRoutes, toolRoutes } from '#src/server/tools/tool-routes.ts';
import { colorTokens, themeAliases, themes } from '#src/styles/themes.ts';
import { typeScale } from '#src/styles/typography.ts';

/** Rendered HTML without React's text separators. */
const render = (node: Parameters<typeof renderToString>[0]) =>
  renderToString(node).replaceAll('<!-- -->', '');

const count = (html: string, needle: string | RegExp) =>
  needle instanceof RegExp
    ? [...html.matchAll(new RegExp(needle.source, 'g'))].length
    : html.split(needle).length - 1;

describe('kultunaut data', () => {
  const all = listEvents({ page: 1 });

  it('pages the events 12 at a time, soonest first', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items).toHaveLength(12);
    expect(all.pageCount).toBe(Math.ceil(all.total / 12));
    const last = listEvents({ page: all.pageCount });
    expect(last.items).toHaveLength(all.total - 12 * (all.pageCount - 1));
    const pages = Array.from({ length: all.pageCount }, (_, i) => i + 1);
    const every = pages.flatMap((page) => listEvents({ page }).items);
    const times = every.map((e) => Date.parse(e.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(every.map((e) => e.id)).size).toBe(all.total);
  });

  it('clamps the page into 1…pageCount', () => {
    expect(listEvents({ page: 0 }).page).toBe(1);
    expect(listEvents({ page: -4 }).page).toBe(1);
    expect(listEvents({ page: Number.NaN }).page).toBe(1);
    expect(listEvents({ page: 2.7 }).page).toBe(2);
    const beyond = listEvents({ page: 999 });
    expect(beyond.page).toBe(all.pageCount);
    expect(beyond.items).toEqual(listEvents({ page: all.pageCount }).items);
  });

  it('filters by genre, by area and by both', () => {
    const music = listEvents({ page: 1, genre: 'Musik' });
    expect(music.total).toBeGreaterThan(0);
    expect(music.total).toBeLessThan(all.total);
    expect(music.items.every((e) => e.genre === 'Musik')).toBe(true);
    const midtbyen = listEvents({ page: 1, area: 'Midtbyen' });
    expect(midtbyen.items.every((e) => e.area === 'Midtbyen')).toBe(true);
    const both = listEvents({ page: 1, genre: 'Musik', area: 'Midtbyen' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(Math.min(music.total, midtbyen.total) + 1);
    expect(both.items.every((e) => e.genre === 'Musik' && e.area === 'Midtbyen')).toBe(true);
    expect(listEvents({ page: 3, genre: 'Opera' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
    expect(eventGenres).toContain('Musik');
    expect(eventAreas).toContain('Trøjborg');
  });

  it('finds an event by id, the soonest without one, and null for an unknown id', () => {
    expect(getEvent('julemarked-den-gamle-by')?.title).toBe('Julemarked i Den Gamle Købstad');
    expect(getEvent(null)).toEqual(all.items[0]);
    expect(getEvent('findes-ikke')).toBeNull();
  });

  it('pages the associations alphabetically and finds them by id', () => {
    const first = listFellowships({ page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(15);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(2);
    expect(listFellowships({ page: 5 }).page).toBe(2);
    const names = first.items.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    expect(getFellowship('trojborg-koret')?.name).toBe('Trøjborg Koret');
    expect(getFellowship(undefined)).toEqual(first.items[0]);
    expect(getFellowship('nope')).toBeNull();
  });

  it('validates the query: page, known filters and id', () => {
    expect(kultunautQuery('page=2&genre=Musik&area=Viby&id=jazz')).toEqual({
      page: 2,
      genre: 'Musik',
      area: 'Viby',
      id: 'jazz',
    });
    expect(kultunautQuery(undefined)).toEqual({ page: 1, genre: null, area: null, id: null });
    expect(kultunautQuery('page=abc').page).toBe(1);
    expect(kultunautQuery('page=-3').page).toBe(1);
    expect(kultunautQuery('page=1.5').page).toBe(1);
    expect(kultunautQuery('genre=Opera&area=').genre).toBeNull();
    expect(kultunautQuery('genre=Opera&area=').area).toBeNull();
    expect(kultunautQuery('id=%20%20').id).toBeNull();
  });
});

describe('the paging rule (src/shared/paginate.ts)', () => {
  it('clamps the page into 1…pageCount and gives its offset', () => {
    expect(pageWindow(30, 12, 2)).toEqual({ page: 2, pageCount: 3, offset: 12 });
    expect(pageWindow(30, 12, 9)).toEqual({ page: 3, pageCount: 3, offset: 24 });
    expect(pageWindow(30, 12, 0).page).toBe(1);
    expect(pageWindow(30, 12, Number.NaN).page).toBe(1);
    expect(pageWindow(30, 12, 2.9).page).toBe(2);
    expect(pageWindow(0, 12, 4)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(5, 0, 3)).toEqual({ page: 3, pageCount: 5, offset: 2 });
  });

  it('slices one page of a list', () => {
    const letters = [...'abcdefg'];
    expect(paginate(letters, 3, 3)).toEqual({
      items: ['g'],
      total: 7,
      page: 3,
      pageCount: 3,
      offset: 6,
    });
    expect(paginate(letters, 3, -1).items).toEqual(['a', 'b', 'c']);
  });
});

describe('dictionary filter', () => {
  const rows = dictionaryRows(dictionaries);

  it('has one row per key with all three languages', () => {
    expect(rows.length).toBe(Object.keys(dictionaries.da).length);
    expect(rows.find((r) => r.key === 'error.title')).toEqual({
      key: 'error.title',
      da: 'Fejlkode',
      en: 'Error code',
      de: dictionaries.de['error.title'],
    });
    expect(rows.map((r) => r.key)).toEqual([...rows.map((r) => r.key)].sort());
  });

  it('matches key and every language, case-insensitively, all words', () => {
    const sample: DictionaryRow[] = [
      { key: 'a.one', da: 'Gå tilbage', en: 'Go back', de: 'Zurück' },
      { key: 'b.two', da: 'Forside', en: 'Front page', de: 'Startseite' },
    ];
    expect(filterDictionary(sample, '')).toEqual(sample);
    expect(filterDictionary(sample, '   ')).toEqual(sample);
    expect(filterDictionary(sample, 'B.TWO').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'gå').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'front').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go startseite')).toEqual([]);
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe('');
  });

  it('renders the filtered rows without JavaScript, with a GET form for ?q=', () => {
    const html = render(<DictionaryTable rows={rows} initialQuery="fejlkode" />);
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain('name="q"');
    expect(html).toContain('value="fejlkode"');
    expect(html).toContain('error.title');
    expect(html).not.toContain('skipLink');
    expect(html).toContain('<caption');
    expect(count(html, 'scope="col"')).toBe(4);
    expect(html).toContain('lang="de"');
    const everything = render(<DictionaryTable rows={rows} initialQuery="" />);
    expect(count(everything, 'scope="row"')).toBe(rows.length);
    expect(everything).toContain(`Alle ${rows.length} nøgler vises.`);
  });
});

describe('tools home', () => {
  it('each tools page takes its title from the route table under its own path (one source)', () => {
    const pages = globSync('src/pages/__*/*.tsx');
    let layouts = 0;
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/<ToolsLayout[^>]*\btitle=/);
      const route = /<ToolsLayout[^>]*\broute="([^"]+)"/.exec(source)?.[1];
      if (!route) continue;
      layouts++;
      const own = `/${file.slice('src/pages/'.length, -'.tsx'.length)}`.replace(/\/index$/, '');
      expect(route, file).toBe(own);
      expect(
        toolRoutes.some((r) => r.path === own),
        file,
      ).toBe(true);
    }
    expect(layouts).toBeGreaterThan(10);
  });

  it('groups the tools and leaves out the login page and the home itself', () => {
    const groups = groupToolRoutes(toolRoutes);
    expect(groups.map((g) => g.id)).toEqual(['limbo', 'tools', 'demo']);
    const paths = groups.flatMap((g) => g.routes.map((r) => r.path));
    expect(paths).not.toContain('/__login');
    expect(paths).not.toContain('/__limbo');
    expect(paths).toContain('/__limbo/citi-docs');
    expect(groups[1]?.routes.every((r) => r.path.startsWith('/__tools/'))).toBe(true);
    expect(groupToolRoutes(toolRoutes.filter((r) => !r.flag)).map((g) => g.id)).toEqual([
      'limbo',
      'tools',
      'demo',
    ]);
  });

  it('links every tool with a trailing slash and names its flag and aliases', () => {
    const visible = toolRoutes.filter((r) => r.flag !== 'showStageDemo');
    const hidden = toolRoutes.filter((r) => r.flag === 'showStageDemo');
    const html = render(
      <ToolDirectory routes={visible} hiddenRoutes={hidden} aliases={aliasRoutes} />,
    );
    expect(html).toContain('href="/__limbo/components-overview/"');
    expect(html).toContain('href="/__tools/theme-playground/"');
    expect(html).toContain('Kræver flaget themeTesting');
    expect(html).toContain('href="/theme-playground/"');
    expect(html).not.toContain('href="/__demo/kultunaut-list/"');
    expect(html).toContain('Slået fra');
    expect(html).toContain('/__demo/kultunaut-list/');
    expect(html).not.toContain('href="/__login/"');
  });
});

describe('components overview', () => {
  const html = render(<CatalogOverview entries={catalog} />);

  it('renders every named example in its own anchored frame', () => {
    for (const entry of catalog) {
      expect(html).toContain(`id="${componentAnchor(entry.name)}"`);
      expect(html).toContain(`href="#${componentAnchor(entry.name)}"`);
      expect(html).toContain(`Props for ${entry.name}, udledt af eksemplerne`);
      for (const name of Object.keys(entry.examples)) {
        expect(html).toContain(`id="${exampleAnchor(entry.name, name)}"`);
      }
    }
    const frames = catalog.reduce((n, e) => n + Object.keys(e.examples).length, 0);
    expect(count(html, /id="eksempel-/)).toBe(frames);
    expect(html).not.toMatch(/\b(undefined|NaN|\[object Object\])\b/);
  });

  it('expands basic components fully and only the first example of landmark-bearing ones', () => {
    const open = (markup: string) => count(markup, /<details[^>]*id="eksempel-[^"]*" open=""/);
    const expected = catalog.reduce(
      (n, e) => n + (e.kind === 'component' ? Object.keys(e.examples).length : 1),
      0,
    );
    expect(open(html)).toBe(expected);
    expect(html).toContain('href="?udfoldet=1"');
    const all = render(
      <CatalogOverview
        entries={catalog}
        query={{ theme: null, widths: new Map(), expandAll: true, single: null }}
      />,
    );
    expect(open(all)).toBe(count(all, /<details[^>]*id="eksempel-/));
    expect(all).toContain('Fold eksemplerne sammen igen');
  });

  it('keeps its own anchors unique', () => {
    const ids = catalog.flatMap((e) => [
      componentAnchor(e.name),
      ...Object.keys(e.examples).map((n) => exampleAnchor(e.name, n)),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never skips a heading level after an example that renders a page h1', () => {
    const levels = [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    const skips = levels.filter((level, i) => i > 0 && level - (levels[i - 1] ?? 1) > 1);
    expect(skips).toEqual([]);
  });
});

describe('configuration overview', () => {
  const config = publicConfigSchema.parse({ themeTesting: true });

  it('shows every flag as Til or Fra in text', () => {
    const rows = flagRows(config);
    expect(rows.find((r) => r.name === 'themeTesting')?.on).toBe(true);
    expect(rows.find((r) => r.name === 'CLIMATE_BUTTON')?.on).toBe(false);
    const html = render(<FlagTable config={config} />);
    expect(count(html, '>Til<')).toBe(rows.filter((r) => r.on).length);
    expect(count(html, '>Fra<')).toBe(rows.filter((r) => !r.on).length);
  });

  it('loads the site data from the backend', async () => {
    const result = await loadSiteData('www.example-kommune.dk');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site.name).toBe('Eksempel Kommune');
    expect(result.site.themeAlias).toBe('default');
    const html = render(<SiteDataView result={result} />);
    expect(html).toContain('Standard (default)');
    expect(html).toContain('jobListDefaultView');
  });

  it('explains a failed site data call instead of throwing', async () => {
    faults.mode = 'down';
    const down = await loadSiteData('www.example-kommune.dk');
    expect(down).toMatchObject({ ok: false, reason: 'Backenden kunne ikke nås.' });
    faults.mode = 'error500';
    const error = await loadSiteData('www.example-kommune.dk');
    expect(error.ok).toBe(false);
    const html = render(<SiteDataView result={down} />);
    expect(html).toContain('Sitedata kunne ikke hentes');
  });

  it('shows build and backend, and never the API key', () => {
    const html = render(
      <ConfigurationOverview
        config={config}
        site={{ ok: false, reason: 'Backenden kunne ikke nås.', appHost: 'localhost' }}
        build={{ id: 'abc123', timestamp: Date.UTC(2026, 9, 2, 8, 30) }}
        backend={{ url: 'http://cms.test', sample: true, apiKeySet: true, timeoutMs: 300 }}
      />,
    );
    expect(html).toContain('abc123');
    expect(html).toContain('2. oktober 2026');
    expect(html).toContain('http://cms.test');
    expect(html).toContain('API-nøgle sat');
    expect(html).not.toContain('test-key');
    expect(html).toContain('/da/soegning/');
    expect(html).toContain('Det aktive tema kendes ikke');
  });
});

describe('theme and colour tools', () => {
  it('cuts contrast ratios to two decimals, never rounding up', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
    expect(formatRatio(3)).toBe('3,00:1');
  });

  it('lists every colour token and every contrast pair with a text verdict', () => {
    for (const alias of themeAliases) {
      const colors = render(<ColorTable alias={alias} theme={themes[alias]} />);
      for (const token of colorTokens) expect(colors).toContain(`>${token}<`);
      expect(colors).toContain(themes[alias].siteSettings.colors.primary);
      const contrast = render(<ContrastTable alias={alias} theme={themes[alias]} />);
      expect(contrast).toMatch(/Består/);
      expect(contrast).toContain('<caption');
    }
  });

  it('theme switcher: radios in a GET form, the chosen theme checked and its panel shown', () => {
    const html = render(
      <ThemeSwitcher
        options={themeAliases.map((alias) => ({ alias, label: themes[alias].label }))}
        initial="dark"
        panels={{ default: <p>panel-default</p>, dark: <p>panel-dark</p> }}
      >
        <ThemeSample />
      </ThemeSwitcher>,
    );
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(count(html, 'type="radio"')).toBe(8);
    expect(html).toMatch(/checked="" value="dark"/);
    expect(html).toContain('panel-dark');
    expect(html).not.toContain('panel-default');
    expect(html).toContain('type="submit"');
    expect(html).toContain('Fakta om kommunen');
  });

  it('typography: every step of the scale, the icon defaults and every icon', () => {
    const scale = render(<TypeScale />);
    for (const step of Object.values(typeScale)) expect(scale).toContain(`(${step.name})`);
    expect(scale).toContain('1,125 rem (18 px)');
    expect(scale).toContain('0,9375 rem (15 px)');
    const defaults = render(
      <IconDefaults
        config={{ baseIconWeight: 400, baseIconScaling: 1.125, iconVariant: 'default' }}
      />,
    );
    expect(defaults).toContain('400');
    expect(defaults).toContain('1.125');
    expect(
      render(
        <IconDefaults
          config={{ baseIconWeight: 300, baseIconScaling: 1.125, iconVariant: 'default' }}
        />,
      ),
    ).toContain('300 (standard er 400)');
    const icons = render(<IconGallery />);
    for (const name of iconNames) expect(icons).toContain(`>${name}<`);
  });
});

describe('kultunaut components', () => {
  it('pagination keeps the filters, marks the current page and works without JS', () => {
    const da = translator('da');
    const filters = new URLSearchParams({ genre: 'Musik' });
    expect(pageHref('./', filters, 2)).toBe('./?genre=Musik&page=2');
    expect(pageHref('./', filters, 1)).toBe('./?genre=Musik');
    expect(pageHref('./', new URLSearchParams({ page: '3' }), 1)).toBe('./');
    expect(pageHref('/nyheder/', new URLSearchParams({ text: 'a b' }), 3)).toBe(
      '/nyheder/?text=a+b&page=3',
    );
    expect(rangeText(da, { page: 2, total: 30 }, 12)).toBe('13–24 af 30');
    expect(rangeText(da, { page: 3, total: 30 }, 12)).toBe('25–30 af 30');
    expect(rangeText(da, { page: 1, total: 0 }, 12)).toBe('0 af 0');
    expect(rangeText(translator('en'), { page: 1, total: 5 }, 12)).toBe('1–5 of 5');
    const html = render(
      <Pagination
        page={2}
        pageCount={3}
        path="./"
        keep={new URLSearchParams({ area: 'Viby' })}
        t={da}
        label="Sider med arrangementer"
      />,
    );
    expect(html).toContain('aria-label="Sider med arrangementer"');
    expect(count(html, 'aria-current="page"')).toBe(1);
    expect(html).toMatch(
      /href="\.\/\?area=Viby&amp;page=2" aria-current="page" aria-label="Side 2"/,
    );
    expect(html).toMatch(/href="\.\/\?area=Viby" rel="prev">Forrige side</);
    expect(html).toMatch(/href="\.\/\?area=Viby&amp;page=3" rel="next">Næste side</);
    const en = render(<Pagination page={1} pageCount={2} path="/news/" t={translator('en')} />);
    expect(en).toContain('aria-label="Pages"');
    expect(en).toContain('aria-label="Page 2"');
    expect(en).toMatch(/href="\/news\/\?page=2" rel="next">Next page</);
    expect(en).not.toContain('rel="prev"');
    expect(render(<Pagination page={1} pageCount={1} path="./" t={da} />)).toBe('');
  });

  it('lists, filters and details render the data', () => {
    const page = listEvents({ page: 1 });
    const list = render(<EventList events={page.items} />);
    expect(count(list, '<h2')).toBe(12);
    expect(list).toContain('href="/__demo/kultunaut-page/?id=');
    expect(render(<EventList events={[]} />)).toContain('Ingen arrangementer');
    const filters = render(
      <EventFilters genres={eventGenres} areas={eventAreas} genre="Musik" area={null} />,
    );
    expect(filters).toMatch(/<form[^>]*method="get"/);
    expect(filters).toMatch(/<option value="Musik" selected="">/);
    expect(filters).toContain('Nulstil filtre');
    const event = getEvent('hoestmarked-frederiksbjerg');
    if (!event) throw new Error('fixture missing');
    const detail = render(<EventDetail event={event} listHref="/x/" />);
    expect(detail).toContain('Gratis');
    expect(detail).toContain('5. september 2026');
    const fellowship = getFellowship('viby-if');
    if (!fellowship) throw new Error('fixture missing');
    const club = render(<FellowshipDetail fellowship={fellowship} listHref="/y/" />);
    expect(club).toContain('href="mailto:info@viby-if.example"');
    expect(render(<FellowshipList fellowships={listFellowships({ page: 2 }).items} />)).toContain(
      'href="/__demo/kultunaut-fellowship-page/?id=',
    );
    const missing = render(
      <KultunautNotFound what="et arrangement" id="x1" listHref="/l/" listLabel="Tilbage" />,
    );
    expect(missing).toContain('Vi kunne ikke finde et arrangement');
    expect(missing).toContain('«x1»');
  });

  it('the block renders wide and with an aside', () => {
    const events = listEvents({ page: 1 }).items.slice(0, 4);
    const wide = render(<EventBlock title="Det sker" events={events} moreHref="/l/" />);
    expect(count(wide, '<h3')).toBe(4);
    expect(wide).not.toContain('<aside');
    const withAside = render(
      <EventBlock
        title="Det sker"
        events={events}
        moreHref="/l/"
        aside={<EventTipBox email="kultur@example-kommune.dk" fellowshipsHref="/f/" />}
      />,
    );
    expect(withAside).toContain('Tip et arrangement');
    expect(withAside).toContain('href="mailto:kultur@example-kommune.dk"');
  });
});

describe('demo and test pages', () => {
  it('muni-test shows each block once with its first example', () => {
    const html = render(<BlockShowcase entries={catalog} />);
    const blocks = catalog.filter((e) => e.kind === 'block');
    for (const entry of blocks) expect(html).toContain(`id="blok-${entry.name}"`);
    expect(html).not.toContain('id="blok-Button"');
  });

  it('chatbot test page has a mount point and no script', () => {
    const html = render(<ChatbotTest />);
    expect(html).toContain('id="kommune-chatbot"');
    expect(html).not.toContain('<script');
    expect(html).toContain('<ol');
  });
});
