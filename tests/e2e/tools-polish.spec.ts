import type { Locator } from '@playwright/test';
import { FLAGS_ON_PORT } from '../../playwright.config.ts';
import { axeViolations, expect, test } from './fixtures.ts';

// Issue 23, tools polish (decision 035): the components overview keeps its own head, every
// example image loads, a width click reloads only the example's frame, and the tools' tables
// never break a word (the page inspector's "Statu s").

const OVERVIEW = '/__limbo/components-overview/';
/** The instance with the stage-demo and theme-testing flags on (colour list, typography). */
const ON = `http://localhost:${FLAGS_ON_PORT}`;

/** Words inside `cells` that the layout broke over two lines (each word's own line boxes). */
function brokenWords(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) => {
    const broken: string[] = [];
    const range = document.createRange();
    for (const cell of elements) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test.describe("the components overview's head", () => {
  test('keeps its own title and robots; whole-page examples show in frames of their own', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login();
    // Every example expanded: every error page and the preview's login page are on the page.
    await page.goto(`${OVERVIEW}?udfoldet=1`);
    // Regression: React hoisted each ErrorView example's <title>, and the tab read "Fehlercode 504".
    await expect(page).toHaveTitle('Komponentoversigt | Limbo');
    expect(await page.locator('head title').allTextContents()).toEqual([
      'Komponentoversigt | Limbo',
    ]);
    expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The examples themselves are there, each its own document (lazy frames: scrolled to).
    const german = page.locator('#eksempel-ErrorView-timeoutGerman');
    await expect(german.locator('iframe')).toHaveAttribute('title', /ErrorView: timeoutGerman/);
    await german.locator('iframe').scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('#eksempel-ErrorView-timeoutGerman iframe').getByRole('heading', {
        level: 1,
      }),
    ).toHaveText('Es ist ein technischer Fehler aufgetreten – Fehlercode 504');
    await page
      .locator('#eksempel-PreviewNotice-Back-office-login-missing iframe')
      .scrollIntoViewIfNeeded();
    await expect(
      page
        .frameLocator('#eksempel-PreviewNotice-Back-office-login-missing iframe')
        .getByRole('heading', { level: 1 }),
    ).toHaveText('Log ind i Umbraco for at se forhåndsvisningen');
    // axe on the overview as it opens (all expanded repeats landmark names by design).
    await page.goto(OVERVIEW);
    await expect(page).toHaveTitle('Komponentoversigt | Limbo');
    await page.locator('#eksempel-ErrorView-notFoundDanish iframe').scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('#eksempel-ErrorView-notFoundDanish iframe').getByRole('main'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the same without JavaScript, in the HTML itself', async ({ browser, login }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await login({ context });
    const page = await context.newPage();
    await page.goto(`${OVERVIEW}?udfoldet=1`);
    await expect(page).toHaveTitle('Komponentoversigt | Limbo');
    expect(await page.locator('title').count()).toBe(1);
    await page.locator('#eksempel-ErrorView-notFoundDanish iframe').scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('#eksempel-ErrorView-notFoundDanish iframe').getByRole('heading', {
        level: 1,
      }),
    ).toHaveText('Fejlkode 404');
    await context.close();
  });
});

test.describe('example images', () => {
  for (const path of [`${OVERVIEW}?udfoldet=1`, '/__demo/muni-test/']) {
    test(`every <img> on ${path} answers 200 with an image, and decodes`, async ({
      login,
      page,
    }) => {
      test.setTimeout(90_000);
      await login();
      await page.goto(path);
      const urls = await page.locator('img').evaluateAll((images) =>
        images.flatMap((img) => {
          const image = img as HTMLImageElement;
          // srcset candidates are "URL descriptor"; a URL may hold commas (rxy=0.4,0.5).
          const candidates = [...image.srcset.matchAll(/(\S+)\s+\d+(?:\.\d+)?[wx]/g)].map(
            (m) => new URL(m[1]!, document.baseURI).href,
          );
          return [image.src, ...candidates];
        }),
      );
      expect(urls.length).toBeGreaterThan(10);
      const unique = [...new Set(urls)];
      for (const url of unique) {
        const res = await page.request.get(url);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type'], url).toMatch(/^image\//);
      }
      // And in the browser: every image, lazy ones too, loads and decodes.
      const failed = await page.locator('img').evaluateAll(async (images) => {
        const results = await Promise.all(
          images.map(async (img) => {
            const image = img as HTMLImageElement;
            image.loading = 'eager';
            try {
              await image.decode();
              return null;
            } catch {
              return image.currentSrc || image.src;
            }
          }),
        );
        return results.filter((src) => src !== null);
      });
      expect(failed).toEqual([]);
    });
  }
});

test.describe('width switching', () => {
  test('with JavaScript a width click changes only the frame: one small document, then nothing', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login();
    await page.goto(`${OVERVIEW}?theme=energy-saver`, { waitUntil: 'networkidle' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let transferred = 0;
    const documents: string[] = [];
    cdp.on('Network.loadingFinished', (event) => (transferred += event.encodedDataLength));
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const example = page.locator('#eksempel-Button-primary');
    const frame = example.locator('iframe');
    /** What arrived since the last call, once stragglers had a second to arrive. */
    const settle = async () => {
      await page.waitForTimeout(1_000);
      const measured = { transferred, documents: [...documents] };
      transferred = 0;
      documents.length = 0;
      return measured;
    };

    await example.getByRole('link', { name: '768 px' }).click();
    await expect(frame).toHaveAttribute('width', '768');
    await expect(page).toHaveURL(/\?theme=energy-saver&bredde=eksempel-Button-primary%40768#/);
    const inner = page.frameLocator('#eksempel-Button-primary iframe');
    await expect(inner.getByRole('button').first()).toBeVisible();
    await expect(inner.locator('[data-theme="energy-saver"]')).toHaveCount(1);
    const first = await settle();
    // Only the example's own document, never the overview (about 1 MB before, decision 035).
    expect(first.documents).toEqual([
      expect.stringMatching(/\?vis=eksempel-Button-primary&theme=energy-saver$/),
    ]);
    expect(first.transferred).toBeLessThan(20_000);

    // The frame stays the same document: it is not even reloaded.
    await frame.evaluate((el) => {
      (el as HTMLIFrameElement).contentWindow!.name = 'same-document';
    });
    await example.getByRole('link', { name: '360 px' }).click();
    await expect(frame).toHaveAttribute('width', '360');
    expect(await frame.evaluate((el) => (el as HTMLIFrameElement).contentWindow!.name)).toBe(
      'same-document',
    );
    await example.getByRole('link', { name: '1280 px' }).click();
    await expect(frame).toHaveAttribute('width', '1280');
    expect(await settle()).toEqual({ transferred: 0, documents: [] });

    // Full width: the example in place again, no frame.
    await example.getByRole('link', { name: 'Fuld bredde' }).click();
    await expect(frame).toHaveCount(0);
    await expect(example.getByRole('button', { name: 'Send besked' })).toBeVisible();
    await expect(page).toHaveURL(/\?theme=energy-saver#eksempel-Button-primary$/);
    expect((await settle()).documents).toEqual([]);
  });

  test('by keyboard: focus stays on the link, the change is announced, the theme form keeps it', async ({
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login();
    await page.goto(OVERVIEW);
    const example = page.locator('#eksempel-Button-primary');
    const link = example.getByRole('link', { name: '360 px' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(example.locator('iframe')).toHaveAttribute('width', '360');
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'pixels' })).toHaveText(
      'primary vises i 360 pixels bredde.',
    );
    // The theme form and the expand link carry the width chosen in the browser.
    await expect(page.locator('form input[name="bredde"]')).toHaveValue(
      'eksempel-Button-primary@360',
    );
    await expect(page.getByRole('link', { name: 'Vis alle eksempler foldet ud' })).toHaveAttribute(
      'href',
      '?bredde=eksempel-Button-primary%40360&udfoldet=1',
    );
    await page.getByLabel('Tema for eksemplerne').selectOption('dark');
    await page.getByRole('button', { name: 'Vis tema' }).click();
    await expect(page).toHaveURL(/\?theme=dark&bredde=eksempel-Button-primary%40360$/);
    await expect(page.locator('#eksempel-Button-primary iframe')).toHaveAttribute('width', '360');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without JavaScript the links still work, by reloading the overview', async ({
    browser,
    login,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await login({ context });
    const page = await context.newPage();
    await page.goto(OVERVIEW);
    await page.locator('#eksempel-Button-primary').getByRole('link', { name: '768 px' }).click();
    await expect(page).toHaveURL(/\?bredde=eksempel-Button-primary%40768#eksempel-Button-primary$/);
    await expect(page.locator('#eksempel-Button-primary iframe')).toHaveAttribute('width', '768');
    await context.close();
  });
});

test.describe('tools tables', () => {
  test('the page inspector\'s headers hold at 1280 px beside a long cache key (regression: "Statu s")', async ({
    login,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A long query makes a long cache key in both caches.
    const long = `/borger/?soeg=${'affaldssortering-'.repeat(12)}`;
    expect((await page.request.get(long)).status()).toBe(200);
    await login();
    await page.goto(`/__limbo/page-inspector/?url=${encodeURIComponent(long)}`);
    const table = page.getByRole('table', { name: 'Cacheposter i denne proces' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Cache',
      'Nøgle',
      'Status',
      'Alder',
      'Tilstand',
    ]);
    expect(await brokenWords(table.locator('th'))).toEqual([]);
    // A table that fits is no Tab stop.
    await expect(page.locator('div:has(> table)[tabindex]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [path, scrolls] of [
    [`${ON}/__limbo/configuration-overview/`, false],
    [`${ON}/__tools/frontend-dictionary/`, true],
    [`${ON}/__tools/color-list-playground/`, true],
    [`${ON}/__tools/typography-playground/`, true],
  ] as const) {
    test(`at 390 px no word in a header breaks and the page does not scroll sideways: ${path}`, async ({
      login,
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await login();
      await page.goto(path);
      // Column and row headers: words whole, names wrapped only at their joints (CodeName).
      expect(await page.locator('th').count()).toBeGreaterThan(3);
      expect(await brokenWords(page.locator('th'))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      // A table wider than the phone scrolls in its own box, named and reachable by keyboard
      // while it scrolls, and only then.
      const boxes = page.locator('div:has(> table)');
      await expect(boxes.first()).toBeVisible();
      let scrolling = 0;
      for (const box of await boxes.all()) {
        const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
        if (wide) {
          scrolling++;
          await expect(box).toHaveAttribute('tabindex', '0');
          await expect(box).toHaveRole('group');
          await expect(box).toHaveAccessibleName(/.+/);
        } else {
          await expect(box).not.toHaveAttribute('tabindex');
        }
      }
      expect(scrolling > 0).toBe(scrolls);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
