import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, expectNoAxeViolations, setSampleTheme, test } from './fixtures.ts';

// Issue 23, deliverable 1 (the menu and the header) and the header's language link of
// deliverable 3. Decision 031.

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

/** The page, hydrated: the burger menu is the enhanced button. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-menu="enhanced"]')).toBeAttached();
}

async function withoutJs(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

/** The menu button, found by its place rather than its label (which once changed when open). */
const menuButton = (page: Page) => page.locator('[data-menu="enhanced"] > button');
const mainHeading = (page: Page) => page.locator('main h1');

/** Whether the element has focus and shows its focus ring. */
const focusRingOn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || !el.matches(':focus-visible')) return null;
    return { tag: el.tagName, outline: getComputedStyle(el).outlineStyle };
  });

/**
 * The trap is off: Shift+Tab from the menu button leaves the menu for the logo. With the menu
 * still open and trapping, it would wrap round to the menu's last link.
 */
async function expectTrapReleased(page: Page) {
  await menuButton(page).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-menu]') === null)).toBe(
    true,
  );
}

async function expectMenuClosed(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Sprog' })).toBeHidden();
}

test.describe('the menu closes on every navigation', () => {
  test.use({ viewport: PHONE });

  test('a page picked in the menu: closed, trap off, focus on the new heading with its ring', async ({
    page,
  }) => {
    await open(page, '/borger/');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Kultur og fritid' })
      .click();
    await expect(page).toHaveURL(/\/kultur-og-fritid\/$/);
    await expect(mainHeading(page)).toHaveText('Kultur og fritid');
    await expect(mainHeading(page)).toBeFocused();
    // Nothing covers it, and its focus ring shows although the link was clicked.
    await expect(mainHeading(page)).toBeInViewport();
    expect(await focusRingOn(page)).toEqual({ tag: 'H1', outline: 'solid' });
    await expectMenuClosed(page);
    await expectTrapReleased(page);
  });

  test('by keyboard: Enter on a menu link closes it and focus lands on the new heading', async ({
    page,
  }) => {
    await open(page, '/borger/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', {
      name: 'Parkering',
    });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/borger\/parkering\/$/);
    await expect(mainHeading(page)).toBeFocused();
    expect(await focusRingOn(page)).toEqual({ tag: 'H1', outline: 'solid' });
    await expectMenuClosed(page);
    await expectTrapReleased(page);
  });

  test('a language picked in the menu: closed, and focus on the German heading', async ({
    page,
  }) => {
    await open(page, '/kontakt/');
    await menuButton(page).click();
    await page
      .getByRole('navigation', { name: 'Sprog' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/de\/kontakt\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Sprache' })).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('back and forward close it', async ({ page }) => {
    await open(page, '/borger/');
    await page.getByRole('link', { name: 'Forside', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainHeading(page)).toBeFocused();

    await menuButton(page).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/borger\/$/);
    await expect(mainHeading(page)).toHaveText('Borger');
    await expectMenuClosed(page);
    await expect(mainHeading(page)).toBeFocused();
    await expectTrapReleased(page);

    await menuButton(page).click();
    await page.goForward();
    await expect(page).not.toHaveURL(/\/borger\/$/);
    await expectMenuClosed(page);
    await expect(mainHeading(page)).toBeFocused();
  });

  test('a link to the page you are on closes it, and focus goes back to the button', async ({
    page,
  }) => {
    await open(page, '/borger/');
    await menuButton(page).click();
    const self = page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Borger', exact: true });
    await expect(self).toHaveAttribute('aria-current', 'page');
    await self.click();
    await expectMenuClosed(page);
    await expect(menuButton(page)).toBeFocused();
    await expectTrapReleased(page);
  });

  test('back between two pages of one list closes it', async ({ page }) => {
    await open(page, '/nyheder/');
    // The pager's links land at the list's heading (decision 032).
    await page.locator('main a[href^="/nyheder/?page=2"]').first().click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=2(?:#list-results)?$/);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/nyheder\/$/);
    await expectMenuClosed(page);
    await expectTrapReleased(page);
  });

  test('Escape still closes it and gives focus back to the button', async ({ page }) => {
    await open(page, '/borger/');
    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });
});

/** Every Tab stop in the header, from the logo on, with where it is on screen. */
async function headerTabStops(page: Page) {
  await page.keyboard.press('Tab'); // the skip link, an overlay shown only while focused
  await expect(page.getByRole('link', { name: 'Gå til hovedindhold' })).toBeFocused();
  const stops: { name: string; href: string | null; box: DOMRect }[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('header')) return null;
      const r = el.getBoundingClientRect();
      return {
        name: el.getAttribute('aria-label') || el.textContent?.trim() || el.id,
        href: el.getAttribute('href'),
        box: { x: r.x, y: r.y, width: r.width, height: r.height } as DOMRect,
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** Left to right along a row, rows top to bottom. */
function expectVisualOrder(stops: { name: string; box: DOMRect }[]) {
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    const nextRow = b.box.y >= a.box.y + a.box.height - 2;
    const sameRowRightOf =
      Math.abs(b.box.y + b.box.height / 2 - (a.box.y + a.box.height / 2)) < a.box.height &&
      b.box.x >= a.box.x + a.box.width - 2;
    expect(nextRow || sameRowRightOf, `"${b.name}" comes after "${a.name}" on screen`).toBe(true);
  }
}

const stopsBeforeSearch = (stops: { name: string }[]) =>
  stops.findIndex((s) => s.name === 'site-search');

test.describe('the header reads in the order it is shown', () => {
  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    test(`${width}: Tab order is the visual order, no link twice`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/borger/');
      const stops = await headerTabStops(page);
      expectVisualOrder(stops);
      const hrefs = stops.map((s) => s.href).filter(Boolean);
      expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length);
      // Logo, menu, (service links,) language link: then search.
      expect(stopsBeforeSearch(stops)).toBe(width === '390 px' ? 3 : 6);
    });

    test(`${width}, without JavaScript: the same`, async ({ browser }) => {
      const { context, page } = await withoutJs(browser, viewport);
      await page.goto('/borger/');
      const stops = await headerTabStops(page);
      expectVisualOrder(stops);
      const hrefs = stops.map((s) => s.href).filter(Boolean);
      expect(new Set(hrefs).size, hrefs.join(' ')).toBe(hrefs.length);
      await context.close();
    });
  }

  test('with the menu open, Tab goes round its links once, in order', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/borger/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const link = await page.evaluate(() => ({
        href: document.activeElement?.getAttribute('href') ?? '',
        current: document.activeElement?.hasAttribute('aria-current') ?? false,
        inMenu: !!document.activeElement?.closest('[data-menu]'),
      }));
      if (!link.inMenu) break; // past the menu's last link
      // This page may be linked twice: as itself and as the current language.
      if (!link.current) seen.push(link.href);
    }
    // Then the header's own language link and search (issue 38), and round to the button.
    await expect(page.getByRole('banner').locator('[data-language-link]')).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      if (await menuButton(page).evaluate((b) => b === document.activeElement)) break;
    }
    await expect(menuButton(page)).toBeFocused();
    expect(seen.length).toBeGreaterThan(10);
    expect(new Set(seen).size, seen.join(' ')).toBe(seen.length);
  });
});

/** Landmarks as the accessibility tree has them (hidden ones left out), with their names. */
async function landmarks(page: Page) {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [
    ...snapshot.matchAll(
      /^\s*- (navigation|search|region|complementary|form|banner|main|contentinfo)(?: "([^"]*)")?:?$/gm,
    ),
  ].map((m) => ({ role: m[1]!, name: m[2] ?? '' }));
}

test.describe('landmarks', () => {
  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    test(`${width}: each has its own name, menu closed and open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/borger/');
      const closed = await landmarks(page);
      await menuButton(page).click();
      const opened = await landmarks(page);
      for (const [state, found] of [
        ['closed', closed],
        ['open', opened],
      ] as const) {
        const keys = found.map((l) => `${l.role} "${l.name}"`);
        expect(new Set(keys).size, `${state}: ${keys.join(', ')}`).toBe(keys.length);
      }
      for (const [state, found] of [
        ['closed', closed],
        ['open', opened],
      ] as const) {
        const named = found.filter((l) => !['banner', 'main', 'contentinfo'].includes(l.role));
        expect(
          named.filter((l) => !l.name),
          `${state}: unnamed`,
        ).toEqual([]);
      }
    });
  }
});

test.describe('on a phone', () => {
  const expectMenuOnLogoRow = async (page: Page) => {
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const button = await menuButton(page).boundingBox();
    expect(logo && button).toBeTruthy();
    // Same row: the button's middle within the logo's height.
    const middle = button!.y + button!.height / 2;
    expect(middle).toBeGreaterThan(logo!.y);
    expect(middle).toBeLessThan(logo!.y + logo!.height);
  };
  /** The search field is shown, in view and not under anything (the open menu included). */
  const expectSearchReachable = async (page: Page) => {
    const search = page.getByRole('searchbox');
    await expect(search).toBeVisible();
    await expect(search).toBeInViewport();
    const onTop = await search.evaluate((input) => {
      const r = input.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === input;
    });
    expect(onTop).toBe(true);
  };

  for (const [path, name] of [
    ['/borger/', 'Menu'],
    ['/de/', 'Menü'],
    ['/en/', 'Menu'],
  ] as const) {
    test(`390 px, ${path}: the menu button stays on the logo's row, search stays in view`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, path);
      await expectMenuOnLogoRow(page);
      await expectSearchReachable(page);
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expectMenuOnLogoRow(page);
      await expectSearchReachable(page);
      // One label, open or closed (`aria-expanded` says which): the button keeps its width.
      await expect(menuButton(page)).toHaveAccessibleName(name);
    });
  }

  test('390 px without JavaScript: the same, menu open', async ({ browser }) => {
    const { context, page } = await withoutJs(browser, PHONE);
    await page.goto('/borger/');
    const summary = page.locator('summary', { hasText: 'Menu' });
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    await summary.click();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
    const box = await summary.boundingBox();
    expect(Math.abs(box!.y + box!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(4);
    await expectSearchReachable(page);
    await context.close();
  });

  test('320 px: no sideways scrolling, the button on the logo row, menu open or closed', async ({
    page,
  }) => {
    await page.setViewportSize(NARROWEST);
    for (const path of ['/borger/', '/de/']) {
      await open(page, path);
      for (const state of ['closed', 'open']) {
        if (state === 'open') await menuButton(page).click();
        await expectMenuOnLogoRow(page);
        await expectSearchReachable(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} ${state}`,
        ).toBeLessThanOrEqual(NARROWEST.width);
      }
    }
  });
});

test.describe('the language link beside search', () => {
  const languageLink = (page: Page) => page.getByRole('banner').locator('[data-language-link]');

  test('goes to the same page in the other language, labelled in that language', async ({
    page,
  }) => {
    await open(page, '/kontakt/');
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toBeVisible();
    await expect(toEnglish).toHaveAttribute('href', '/en/contact/');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(mainHeading(page)).toBeFocused();

    const toDanish = page.getByRole('banner').getByRole('link', { name: 'Dansk', exact: true });
    await expect(toDanish).toHaveAttribute('href', '/kontakt/');
    await expect(toDanish).toHaveAttribute('lang', 'da');
    await expect(toDanish).toHaveAttribute('hreflang', 'da');

    await open(page, '/de/kontakt/');
    await expect(languageLink(page)).toHaveText('Dansk');
    await expect(languageLink(page)).toHaveAttribute('href', '/kontakt/');
  });

  test("else to that language's front page; the menu keeps every language", async ({ page }) => {
    await open(page, '/borger/');
    await expect(languageLink(page)).toHaveText('English');
    await expect(languageLink(page)).toHaveAttribute('href', '/en/');
    await menuButton(page).click();
    const languages = page.getByRole('navigation', { name: 'Sprog' }).getByRole('link');
    await expect(languages).toHaveText(['Dansk', 'English', 'Deutsch']);
  });

  test('sits with search, on a phone just above it, and works without JavaScript', async ({
    browser,
  }) => {
    const { context, page } = await withoutJs(browser, PHONE);
    await page.goto('/borger/');
    const link = await languageLink(page).boundingBox();
    const search = await page.getByRole('search').boundingBox();
    expect(link && search).toBeTruthy();
    // On a phone the search has a row of its own, wide enough for its whole placeholder; the
    // link sits on the row just above it, at its left edge.
    expect(link!.y + link!.height).toBeLessThanOrEqual(search!.y + 4);
    expect(search!.y - (link!.y + link!.height)).toBeLessThan(24);
    expect(Math.abs(link!.x - search!.x)).toBeLessThan(24);
    await languageLink(page).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });
});

test.describe('axe with the menu open', () => {
  test.afterEach(async () => {
    await setSampleTheme('');
  });

  for (const theme of ['default', 'dark']) {
    test(`finds nothing: ${theme} theme, 390 px and 1280 px`, async ({ page }) => {
      await setSampleTheme(theme === 'default' ? '' : theme);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await open(page, '/borger/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await menuButton(page).click();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
        expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
      }
    });
  }
});

// Issue 38, item 12: every page's first heading is its h1 (the burger menu's parts are named,
// not headed; start blocks come after the page's title).
test.describe('the first heading is the h1', () => {
  const PAGE_KINDS = [
    '/',
    '/en/',
    '/de/',
    '/borger/',
    '/borger/parkering/',
    '/job/',
    '/information-in-english/',
    '/nyheder/',
    '/job/ledige-stillinger/',
    '/da/soegning/?cludoquery=affald',
    '/da/soegning-grupperet/?freetext=affald',
    '/diverse/',
    '/findes-ikke-her/',
  ];
  for (const javaScriptEnabled of [true, false]) {
    test(`on every public page kind, in document order, hidden parts included (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      const page = await context.newPage();
      for (const path of PAGE_KINDS) {
        await page.goto(path);
        const first = await page.evaluate(() => {
          const heading = document.querySelector('h1, h2, h3, h4, h5, h6');
          return heading ? `${heading.tagName} ${heading.textContent?.trim()}` : null;
        });
        expect(first, path).toMatch(/^H1 /);
      }
      await context.close();
    });
  }
});

// Issue 38, item 12: the burger's top-level links read as links, their sub-links grouped under.
test.describe('the burger menu’s levels', () => {
  test('top-level links look like links; their sub-links are set in under them', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await menuButton(page).click();
    const menu = page.getByRole('banner').locator('[data-menu] nav').first();
    const top = menu.getByRole('link', { name: 'Borger', exact: true });
    const sub = menu.getByRole('link', { name: 'Parkering', exact: true });
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return { underline: style.textDecorationLine, color: style.color };
    };
    const topLook = await top.evaluate(look);
    const subLook = await sub.evaluate(look);
    expect(topLook.underline).toContain('underline');
    expect(topLook.color).toBe(subLook.color);
    // The sub-links sit in a visibly set-in group under their top-level link.
    const group = await sub.evaluate((a) => {
      const list = a.closest('ul')!;
      const style = getComputedStyle(list);
      return { border: parseFloat(style.borderLeftWidth), padding: parseFloat(style.paddingLeft) };
    });
    expect(group.border).toBeGreaterThan(0);
    expect(group.padding).toBeGreaterThan(0);
    const topBox = await top.boundingBox();
    const subBox = await sub.boundingBox();
    expect(subBox!.x).toBeGreaterThan(topBox!.x);
  });
});

// Issue 38, item 12: with the menu open on a phone, the header's search and language link stay
// within reach: Tab goes on from the menu to them (and round to the logo), and a click works.
test.describe('with the menu open at 390 px', () => {
  test('Tab reaches the language link and the search, and a pointer works them', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/borger/');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const what = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return '';
        if (el.matches('[data-language-link]')) return 'language';
        if (el.id === 'site-search') return 'search';
        return el.closest('[data-menu]') ? 'menu' : el.closest('header') ? 'header' : 'page';
      });
      expect(what, 'Tab stays in the header while the menu is open').not.toBe('page');
      reached.add(what);
      if (reached.has('language') && reached.has('search') && what === 'menu') break;
    }
    expect([...reached].sort()).toEqual(['header', 'language', 'menu', 'search']);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    // A pointer: type in the search field, then follow the language link.
    await page.locator('#site-search').click();
    await page.keyboard.type('affald');
    await expect(page.locator('#site-search')).toHaveValue('affald');
    // Pointing outside the menu closes it (the menu's rule); open it again for the link.
    if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') {
      await menuButton(page).click();
    }
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').locator('[data-language-link]').click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

// Issue 38, item 8: on English and German pages the burger menu says which links are Danish.
test.describe('the burger menu says what is Danish', () => {
  for (const [path, note] of [
    ['/en/', '(in Danish)'],
    ['/de/', '(auf Dänisch)'],
  ] as const) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${path}: menu, sub-menu and service links (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('banner').locator('[data-menu] > :is(button, summary)').click();
        const panel = page.getByRole('banner').locator('[data-menu]');
        const pageLang = path === '/en/' ? 'en' : 'de';
        const links =
          path === '/en/'
            ? ['/borger/', '/borger/affald-og-genbrug/', '/selvbetjening/']
            : ['/selvbetjening/'];
        for (const href of links) {
          const link = panel.locator(`a[href="${href}"]`).first();
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('hreflang', 'da');
          await expect(link).toContainText(note);
          const own = await link.evaluate((a) => ({
            lang: a.getAttribute('lang'),
            noteLang: a
              .querySelector('[data-language-note]')
              ?.closest('[lang]')
              ?.getAttribute('lang'),
          }));
          // A page's own title is Danish; an editor's link name is in the site's language.
          if (href === '/selvbetjening/') expect(own.lang).toBeNull();
          else {
            expect(own.lang).toBe('da');
            expect(own.noteLang).toBe(pageLang);
          }
        }
        // A link to a page in the visitor's own language says nothing.
        const ownLanguage = panel.locator(`a[href^="${path}"]:not([hreflang])`).first();
        await expect(ownLanguage).not.toContainText(note);
        // axe runs in the page: only with JavaScript.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await context.close();
      });
    }
  }
});
