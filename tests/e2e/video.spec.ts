import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SAMPLE_SKYFISH_HOST, SAMPLE_TWENTYTHREE_HOST } from '../../mocks/fixtures/video-pages.ts';
import { SITE_PORT } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

// Issue 22: what a citizen sees of a video from each provider (mocks/fixtures/video-pages.ts).
// VIDEO_EMBED_HOSTS (playwright.config.ts) allows the sample TwentyThree host and not the
// Skyfish one: the first is a player behind the consent gate, the second a link (decision 027).

const PATH = '/borger/video/alle-udbydere/';
const TWENTYTHREE_PLAYER = `https://${SAMPLE_TWENTYTHREE_HOST}/v.ihtml/player.html?token=a1b2c3d4e5&source=embed&photo%5fid=81234567`;
const SKYFISH_PLAYER = `https://${SAMPLE_SKYFISH_HOST}/?v=7c1e9b2f0a4d&media=2961744`;
const TITLES = [
  'Byrådsmøde 24. september 2026',
  'Sådan bruger du genbrugspladsen',
  'Storskrald: sådan bestiller du afhentning',
  'Affaldssortering i køkkenet',
  'Naturgenopretning ved åen',
  'Borgermøde om den nye skole',
];
/** A 1 × 1 PNG for the thumbnail. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A context with JavaScript on or off, and marketing consent or none (the server reads Cookie
 * Information's cookie). Every request to another site is answered here and recorded, so nothing
 * leaves the machine; every console error (a refused frame, a failed load) is recorded too.
 */
async function visit(browser: Browser, javaScriptEnabled: boolean, consent: boolean) {
  const context: BrowserContext = await browser.newContext({ javaScriptEnabled });
  if (consent) {
    await context.addCookies([
      {
        name: 'CookieInformationConsent',
        value: encodeURIComponent(
          JSON.stringify({ consents_approved: ['cookie_cat_necessary', 'cookie_cat_marketing'] }),
        ),
        url: `http://localhost:${SITE_PORT}`,
      },
    ]);
  }
  const elsewhere: string[] = [];
  await context.route(/^https:\/\//, (route) => {
    const url = route.request().url();
    elsewhere.push(url);
    return url.endsWith('.jpg')
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.fulfill({ contentType: 'text/html', body: '<p>player</p>' });
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const response = await page.goto(PATH);
  return { context, page, response, elsewhere, errors };
}

test.describe('a video from every provider', () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    test(`without consent: no player and nothing from a provider; the Skyfish video is a link (${js})`, async ({
      browser,
    }) => {
      const { context, page, response, elsewhere, errors } = await visit(
        browser,
        javaScriptEnabled,
        false,
      );
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      for (const title of TITLES) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      // Five players wait for consent. No consent platform here: each says why, and links to the
      // video at its provider instead of offering settings nobody can open (decision 034).
      await expect(main.getByText(/afspilles hos \w+ og vises derfor ikke her/)).toHaveCount(5);
      // It asks for no consent nobody can give here (issue 38).
      await expect(main.getByText(/samtykke|acceptere/)).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Åbn cookie-indstillinger' })).toHaveCount(0);
      const watch = await main
        .locator('a[data-video-watch]')
        .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(watch).toEqual([
        ['Se videoen på TwentyThree', TWENTYTHREE_PLAYER],
        ['Se videoen på YouTube', 'https://www.youtube.com/watch?v=Qw7Rt2Yp9Ls'],
        ['Se videoen på YouTube', 'https://www.youtube.com/watch?v=Hn4Kd8Wq1Zx'],
        ['Se videoen på Vimeo', 'https://vimeo.com/905512377'],
        ['Se videoen på Dreambroker', 'https://dreambroker.com/channel/r8f2k1xq/m4p7z2c9'],
      ]);
      await expect(page.locator('iframe')).toHaveCount(0);
      // The Skyfish player's host is not allowed: its title, why, and a link to the video.
      await expect(main.getByText('Videoen kan ikke afspilles her på siden.')).toBeVisible();
      const link = main.getByRole('link', {
        name: 'Se »Sådan bruger du genbrugspladsen« hos Skyfish',
      });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', SKYFISH_PLAYER);
      await expect(link.locator('img')).toHaveCount(0);
      // The policy frames the allowed host and no other.
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(new RegExp(`frame-src [^;]*https://${SAMPLE_TWENTYTHREE_HOST}`));
      expect(policy).not.toContain(SAMPLE_SKYFISH_HOST);
      expect(policy).not.toMatch(/frame-src [^;]*https:(\s|;|$)/);
      await page.waitForLoadState('load');
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`with marketing consent: the players, TwentyThree's from its allowed host; Skyfish stays a link (${js})`, async ({
      browser,
    }) => {
      const { context, page, response, elsewhere, errors } = await visit(
        browser,
        javaScriptEnabled,
        true,
      );
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByText(/nuværende cookie-indstillinger/)).toHaveCount(0);
      const frames = await page
        .locator('main iframe')
        .evaluateAll((all) => all.map((frame) => frame.getAttribute('src')));
      expect(frames).toEqual([
        TWENTYTHREE_PLAYER,
        'https://www.youtube-nocookie.com/embed/Qw7Rt2Yp9Ls',
        'https://www.youtube-nocookie.com/embed/Hn4Kd8Wq1Zx',
        'https://player.vimeo.com/video/905512377?dnt=1',
        'https://dreambroker.com/channel/r8f2k1xq/iframe/m4p7z2c9',
      ]);
      const player = main.getByTitle('Byrådsmøde 24. september 2026');
      await player.scrollIntoViewIfNeeded();
      // The browser loads it: the policy let it through (a refused frame never asks).
      await expect.poll(() => elsewhere.includes(TWENTYTHREE_PLAYER)).toBe(true);
      // Never a frame on the Skyfish host: its link, now with its picture.
      await expect(page.locator(`iframe[src*="${SAMPLE_SKYFISH_HOST}"]`)).toHaveCount(0);
      const link = main.getByRole('link', {
        name: 'Se »Sådan bruger du genbrugspladsen« hos Skyfish',
      });
      await expect(link).toHaveAttribute('href', SKYFISH_PLAYER);
      await expect(link.locator('img')).toHaveAttribute(
        'src',
        `https://${SAMPLE_SKYFISH_HOST}/thumbnails/2961744/640.jpg`,
      );
      await link.scrollIntoViewIfNeeded();
      await page.waitForLoadState('load');
      expect(elsewhere.filter((url) => url.startsWith(SKYFISH_PLAYER))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
