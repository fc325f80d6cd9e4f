import { blockFolders } from '#scripts/block-folders.ts';
import { expect, getWithoutRedirect, test } from './fixtures.ts';
import { SAMPLE_BACKEND_PORT } from '../../playwright.config.ts';

// The real backend's shapes (decision 012): preview, both redirect forms with
// HTTP 200 and 418, the project's NotFoundPage, list pages and site search through the search
// endpoint, the recorded real answer, and the citi site model's menus and footer.

test.describe('Umbraco preview', () => {
  // An all-number path (`/1234/`) is a preview only with the login: tests/e2e/errors.spec.ts.
  for (const path of ['/umbraco/preview/?id=1234', '/x/umbraco/preview/=1234=/']) {
    test(`${path} without a back-office login says to log in to Umbraco (401, no-store)`, async ({
      page,
    }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(401);
      expect(res?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Log ind i Umbraco for at se forhåndsvisningen',
      );
      await expect(page.getByText('Forhåndsvisningen kræver')).toBeVisible();
    });
  }

  test('with the back-office cookie the draft shows under a visible banner, never cached', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'UMB_UCONTEXT', value: 'editor', domain: 'localhost', path: '/' },
    ]);
    for (const path of ['/1234/', '/umbraco/preview/?id=1234']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()['cache-control']).toBe('no-store');
      expect(res?.headers()['x-cache']).toBeUndefined();
      await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parkering (kladde)');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  // Regression: the package's TryGetPreviewId reads ANY url containing `/umbraco/preview/` with
  // an integer after its first `=` as a preview, so the sample backend (like the real one)
  // serves node 1234's draft for this visitor path to an editor. The app stored that answer
  // (page cache, micro-cache, nginx) and served the draft to everyone after.
  test('/x/umbraco/preview/=1234=/ is a preview: the editor sees the draft, never stored, anonymous visitors never see it', async ({
    page,
    context,
    browser,
  }) => {
    const path = '/x/umbraco/preview/=1234=/';
    const rsc = '/RSC/R/x/umbraco/preview/=1234=.txt';
    const draftText = 'Dette er en ikke-udgivet kladde';
    await context.addCookies([
      { name: 'UMB_UCONTEXT', value: 'editor', domain: 'localhost', path: '/' },
    ]);
    const editor = await page.goto(path);
    expect(editor?.status()).toBe(200);
    expect(editor?.headers()['cache-control']).toBe('no-store');
    expect(editor?.headers()['x-cache']).toBeUndefined();
    await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parkering (kladde)');
    await expect(page.getByText(draftText)).toBeVisible();
    // The editor's RSC payload of the same preview: the draft, not stored either.
    const editorRsc = await page.request.get(rsc);
    expect(editorRsc.status()).toBe(200);
    expect(editorRsc.headers()['cache-control']).toBe('no-store');
    expect(await editorRsc.text()).toContain(draftText);

    // A visitor without cookies, after the editor: twice the page, twice the RSC payload.
    const anonymous = await browser.newContext();
    try {
      expect(await anonymous.cookies()).toEqual([]);
      const visitor = await anonymous.newPage();
      for (let i = 0; i < 2; i++) {
        const res = await visitor.goto(path);
        expect(res?.status(), `visit ${i + 1}`).toBe(401);
        expect(res?.headers()['cache-control']).toBe('no-store');
        expect(res?.headers()['x-cache']).toBeUndefined();
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
          'Log ind i Umbraco for at se forhåndsvisningen',
        );
        await expect(visitor.getByText('Forhåndsvisningen kræver')).toBeVisible();
        await expect(visitor.getByText(draftText)).toHaveCount(0);
        expect(await res?.text()).not.toContain(draftText);
        expect(await res?.text()).not.toContain('Parkering (kladde)');
      }
      // RSC payloads answer 200 whatever the page's status (Waku), as for `/RSC/R/1234.txt`:
      // the payload is the log-in page.
      for (let i = 0; i < 2; i++) {
        const res = await anonymous.request.get(rsc);
        expect(res.status(), `payload ${i + 1}`).toBe(200);
        expect(res.headers()['cache-control']).toBe('no-store');
        expect(res.headers()['x-cache']).toBeUndefined();
        const body = await res.text();
        expect(body).toContain('Log ind i Umbraco for at se forhåndsvisningen');
        expect(body).not.toContain(draftText);
        expect(body).not.toContain('Parkering (kladde)');
      }
    } finally {
      await anonymous.close();
    }
  });

  test('other /umbraco/* paths still go to the backend, a preview without an id too', async ({
    page,
  }) => {
    for (const path of ['/umbraco/backoffice/', '/umbraco/preview/?id=abc']) {
      const res = await getWithoutRedirect(page, path);
      expect(res.status(), path).toBe(301);
      expect(res.headers().location).toBe(`http://127.0.0.1:${SAMPLE_BACKEND_PORT}${path}`);
    }
  });
});

test.describe('the real envelope', () => {
  test('a redirect answered with HTTP 418 (older packages) gives a 301', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/gammel-side-418/?a=1');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/borger/?a=1');
  });

  test('the NotFoundPage renders with 404 and without the page modules', async ({ page }) => {
    const res = await page.goto('/findes-slet-ikke/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
    await expect(page.getByText('Sidst opdateret')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Fandt du det, du søgte?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Del siden' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Abonnér på siden' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the recorded answer of a real Limbo site renders with its own menus', async ({ page }) => {
    const res = await page.goto('/da/forside/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forside');
    await expect(page).toHaveTitle('Forside - Slagelse Intranet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK');
    await expect(
      page.getByRole('navigation', { name: 'Emner' }).getByRole('link', { name: 'Undervisning' }),
    ).toBeVisible();
  });

  test('head from content.meta: one robots tag, og:locale and twitter card filled in', async ({
    page,
  }) => {
    await page.goto('/borger/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'da_DK');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  });
});

test.describe('the citi site model', () => {
  test('header menu (navigation.main), burger (navigation.burger) and footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/borger/');
    const main = page.getByRole('navigation', { name: 'Emner' });
    await expect(main.getByRole('link', { name: 'Borger' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The menu is a prerendered fragment keyed by what it renders (fragment-key.ts): another
    // page marks its own link, and the first page still its own.
    for (const [path, current, other] of [
      ['/erhverv/', 'Erhverv', 'Borger'],
      ['/borger/', 'Borger', 'Erhverv'],
    ] as const) {
      await page.goto(path);
      await expect(main.getByRole('link', { name: current })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Kontakt os' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Find os' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Tilgængelighedserklæring/ })).toBeVisible();
    await expect(footer.getByText('Sammen om det gode liv')).toBeVisible();
  });
});

test.describe('lists and search through the search endpoint', () => {
  test('a list page without content.list paginates 12 a page, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/nyheder/'))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Sider' });
    await pager.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=2#list-results$/);
    await expect(pager.getByRole('link', { name: 'Side 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await context.close();
  });

  test('the older content.list form still paginates', async ({ page }) => {
    expect((await page.goto('/nyheder/arkiv/?page=2'))?.status()).toBe(200);
    await expect(
      page.getByRole('navigation', { name: 'Sider' }).getByRole('link', { name: 'Side 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the search page renders results on the server from a plain GET form, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/da/soegning/');
    await page.getByRole('searchbox', { name: 'Søg på sitet' }).last().fill('affald');
    await page.getByRole('button', { name: 'Søg' }).last().click();
    await expect(page).toHaveURL(/cludoquery=affald/);
    await expect(page.getByRole('heading', { name: 'Søgeresultater for »affald«' })).toBeVisible();
    await expect(
      page.locator('#cludo-search-results').getByRole('link', { name: 'Affald og genbrug' }),
    ).toBeVisible();
    await context.close();
  });

  test('a failing search endpoint gives a message on the page, not a 5xx', async ({ page }) => {
    const res = await page.goto('/da/soegning/?cludoquery=fejl-test');
    expect(res?.status()).toBe(200);
    await expect(page.getByText('Listen kan ikke vises lige nu. Prøv igen om lidt.')).toBeVisible();
  });
});

test.describe('the real blocks', () => {
  test('the page of every block shows each block folder’s sample, with and without JavaScript', async ({
    browser,
    request,
  }) => {
    // The page is made of the blocks' own samples (mocks/fixtures/block-samples.ts): it has every
    // block folder's, and each element the backend sends there with a title shows it as a heading.
    const folders = blockFolders();
    const answer = await request.get(
      `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/umbraco/api/spa/getdata/?url=${encodeURIComponent('/borger/alle-blokke/')}&parts=content`,
    );
    const { contentElements } = (
      (await answer.json()) as {
        content: { contentElements: { alias: string; content: { title?: unknown } }[] };
      }
    ).content;
    expect(new Set(contentElements.map((e) => e.alias))).toEqual(new Set(folders));
    const titles = contentElements
      .map((e) => e.content.title)
      .filter((title): title is string => typeof title === 'string' && title !== '');
    expect(titles).toEqual(expect.arrayContaining(['Tømmeplan for affald', 'Video fra Vimeo']));
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      expect((await page.goto('/borger/alle-blokke/'))?.status()).toBe(200);
      const main = page.getByRole('main');
      for (const title of titles) {
        // A title may be a block's and also a heading in another's text: the first is enough.
        await expect(
          main.getByRole('heading', { name: title, exact: true }).first(),
          title,
        ).toBeVisible();
      }
      // borger.dk micro-articles are collapsible without JavaScript.
      await expect(main.locator('details summary').first()).toBeVisible();
      // A table scrolls on its own; its header cells carry their scope.
      await expect(main.locator('table th[scope="col"]').first()).toBeVisible();
      // No iframe is rendered from the backend's embed HTML.
      expect(await page.locator('iframe[src*="youtube.com/embed"]').count()).toBe(0);
      await context.close();
    }
  });

  test('the document list names a file item {id, bytes, url} from its URL', async ({ page }) => {
    await page.goto('/borger/alle-blokke/');
    await expect(page.getByRole('link', { name: /affaldsplan-2025/ }).first()).toHaveAttribute(
      'href',
      /\/media\/abc123\/affaldsplan-2025\.pdf$/,
    );
  });
});
