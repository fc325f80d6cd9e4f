import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uncached } from './fixtures.ts';

// One error page for every 4xx and 5xx: the page inside the site's layout and the page of its
// own (where React cannot render, a refused post, a tool's refusal) say the same, in the
// visitor's language, and axe finds nothing on either, on a phone.

const SHOTS = process.env.ERROR_PAGE_SHOTS; // a folder for screenshots, when asked
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole('main');

/** The error page's words in <main>: heading and paragraphs, in order. */
const words = (page: Page) =>
  main(page)
    .locator('h1, p')
    .evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

async function check(page: Page, name: string) {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const [language, pagePath, filePath, title, text, front] of [
  [
    'da',
    '/findes-slet-ikke/eller-her/',
    '/findes-ikke.pdf',
    'Fejlkode 404',
    'Der opstod en fejl, som betyder, at siden ikke blev fundet.',
    'Gå til forsiden',
  ],
  [
    'en',
    '/en/does-not-exist/',
    '/en/does-not-exist.pdf',
    'Error code 404',
    'An error occurred resulting in the page not being found.',
    'Go to the front page',
  ],
] as const) {
  test(`a 404 in ${language}: the site's page and the page of its own say the same`, async ({
    page,
  }) => {
    const rendered = await page.goto(pagePath);
    expect(rendered?.status()).toBe(404);
    const inLayout = await words(page);
    // The Danish site has a 404 page of its own in the backend; an English page has not.
    if (language === 'en') {
      await expect(page).toHaveTitle(title);
      expect(inLayout).toContain(text);
    }
    await check(page, `404-page-${language}`);

    const alone = await page.goto(filePath);
    expect(alone?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(title);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(page).getByText(text)).toBeVisible();
    await expect(main(page).getByRole('link', { name: front })).toBeVisible();
    if (language === 'en') expect(await words(page)).toEqual(inLayout);
    await check(page, `404-alone-${language}`);
  });
}

test('a technical error (backend down), Danish and English, with who to call', async ({
  page,
  backendFault,
}) => {
  expect((await page.goto(uncached('/borger/')))?.status()).toBe(200);
  expect((await page.goto(uncached('/en/contact/')))?.status()).toBe(200);
  await backendFault('down');
  for (const [path, language] of [
    ['/borger/', 'da'],
    ['/en/contact/', 'en'],
  ] as const) {
    expect((await page.goto(uncached(path)))?.status()).toBe(502);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await check(page, `502-${language}`);
  }
});

test('refused posts get the error page: a form too large, a tool’s cross-site post', async ({
  page,
}) => {
  // Read as a browser reads them, on a blank page (no site script to hydrate over them).
  const big = await page.request.post('/api/feedback', {
    form: { rating: 'yes', comment: 'x'.repeat(40_000) },
  });
  expect(big.status()).toBe(413);
  await page.setContent(await big.text());
  await expect(page).toHaveTitle('Fejlkode 413');
  await expect(
    main(page).getByText('Formularen er for stor. Skriv en kortere tekst og prøv igen.'),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute(
    'href',
    '/',
  );
  await check(page, '413-form-da');

  const login = await page.request.post('/api/_auth/login', {
    form: { username: 'x', password: 'y' },
    headers: { origin: 'https://evil.example' },
  });
  expect(login.status()).toBe(403);
  await page.setContent(await login.text());
  await expect(page).toHaveTitle('Login afvist');
  await expect(
    main(page).getByText('Formularen blev afvist, fordi den ikke kom fra denne side.'),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Tilbage til log ind' })).toHaveAttribute(
    'href',
    '/__login/',
  );
  await check(page, '403-login-da');
});
