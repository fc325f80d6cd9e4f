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
  const cases = { da: '/borger/', en: '/en/contact/' } as const;
  // Site data seen once, so the page names who to call.
  for (const path of Object.values(cases)) await page.goto(uncached(path));
  await backendFault('down');
  for (const [language, path] of Object.entries(cases)) {
    expect((await page.goto(uncached(path)))?.status()).toBe(502);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await check(page, `502-${language}`);
  }
});

/** Refused posts, each with its page's title, reason and way back. */
const refusals: {
  name: string;
  url: string;
  form: Record<string, string>;
  headers: Record<string, string>;
  status: number;
  title: string;
  text: string;
  back: [string, string];
}[] = [
  {
    name: '413-form-da',
    url: '/api/feedback',
    form: { rating: 'yes', comment: 'x'.repeat(40_000) },
    headers: {},
    status: 413,
    title: 'Fejlkode 413',
    text: 'Formularen er for stor. Skriv en kortere tekst og prøv igen.',
    back: ['Gå til forsiden', '/'],
  },
  {
    name: '403-login-da',
    url: '/api/_auth/login',
    form: { username: 'x', password: 'y' },
    headers: { origin: 'https://evil.example' },
    status: 403,
    // Refused before the login's own handler (step 7): the site's error page, not the login's.
    title: 'Fejlkode 403',
    text: 'Formularen blev afvist, fordi den ikke kom fra denne side.',
    back: ['Gå til forsiden', '/'],
  },
];

test('refused posts get the error page: a form too large, a tool’s cross-site post', async ({
  page,
}) => {
  for (const { name, url, form, headers, status, title, text, back } of refusals) {
    const res = await page.request.post(url, { form, headers });
    expect(res.status(), name).toBe(status);
    // Read as a browser reads it, on a blank page (no site script to hydrate over it).
    await page.setContent(await res.text());
    await expect(page).toHaveTitle(title);
    await expect(main(page).getByText(text)).toBeVisible();
    const [label, href] = back;
    await expect(main(page).getByRole('link', { name: label })).toHaveAttribute('href', href);
    await check(page, name);
  }
});
