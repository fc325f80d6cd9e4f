import { CLEAN_PATH, PROBLEM_PATH } from '#mocks/fixtures/content-check-pages.ts';
import { expect, expectNoAxeViolations, getWithoutRedirect, test } from './fixtures.ts';

// The content check for editors (decision 044): the preview's notice, the page inspector's
// findings, and the tools page that runs the check in the background.

const inspectorOf = (path: string) => `/__limbo/page-inspector/?url=${encodeURIComponent(path)}`;

test.describe('content check', () => {
  test('a preview tells the editor how many problems the draft has, linking to the inspector', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'UMB_UCONTEXT', value: 'editor', domain: 'localhost', path: '/' },
    ]);
    const res = await page.goto('/umbraco/preview/?id=9100');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    const note = page.getByRole('note', { name: 'Forhåndsvisning' });
    await expect(note).toContainText('Indholdstjekket fandt 13 problemer i kladden.');
    await expect(
      note.getByRole('link', { name: 'Se hvad og hvorfor i sideinspektøren' }),
    ).toHaveAttribute('href', inspectorOf(PROBLEM_PATH));
    await page.goto('/umbraco/preview/?id=9120');
    await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toContainText(
      'Indholdstjekket fandt ingen problemer i kladden.',
    );
    // A visitor's copy of the page has no notice.
    await context.clearCookies();
    await page.goto(PROBLEM_PATH);
    await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toHaveCount(0);
  });

  test('the page inspector lists the page’s findings by rule id', async ({ page, login }) => {
    await login();
    await page.goto(inspectorOf(PROBLEM_PATH));
    const section = page.getByRole('region', { name: 'Indholdstjek (13)' });
    await expect(section.locator('li code').first()).toHaveText('page-description');
    await expect(section.getByText('image-alt', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the tools page needs the login', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/__limbo/content-check/');
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/__login/?returnUrl=%2F__limbo%2Fcontent-check%2F');
  });

  test('the tools page runs the check in the background and lists the report by rule and by page', async ({
    page,
    login,
  }) => {
    await login();
    const res = await page.goto('/__limbo/content-check/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indholdstjek');
    await page
      .getByRole('textbox', { name: /Kun disse sider/ })
      .fill(`${PROBLEM_PATH}\n${CLEAN_PATH}`);
    await page.getByRole('button', { name: 'Start et indholdstjek' }).click();
    await expect(page).toHaveURL(/\/__limbo\/content-check\/\?run=(started|busy)$/);
    await expect(page.getByRole('status')).toBeVisible();
    // The run ends within seconds; the page shows the report on a reload.
    await expect
      .poll(
        async () => {
          await page.goto('/__limbo/content-check/');
          return page.getByRole('button', { name: 'Start et indholdstjek' }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const byRule = page.getByRole('table', { name: 'Fund efter regel' });
    await expect(byRule.getByRole('row', { name: /document-untagged/ })).toContainText('1');
    await page.getByText(`${PROBLEM_PATH} (18 fund)`).click();
    const edit = page.getByRole('link', { name: `Redigér i Umbraco (${PROBLEM_PATH})` }).last();
    await expect(edit).toHaveAttribute('href', /\/umbraco#\/content\/content\/edit\/9100$/);
    await expectNoAxeViolations(page);
  });
});
