import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Regression: on hub pages the topic links ("Emner for borgere", "Mest besøgte", "Genveje") came
// after feedback, share and subscription, 3.5 screens down on a phone.
test('every block of the page, end blocks included, comes before feedback, share and subscription', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let ends = 0;
  for (const path of ['/borger/', '/en/']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    const order = await page.evaluate(() => {
      const blocks = [
        ...document.querySelectorAll('main [data-region]:not([data-region="modules"])'),
      ];
      const modules = [...document.querySelectorAll('#feedback, #share, #subscription')];
      const before = (a: Element, b: Element) =>
        !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        ends: document.querySelectorAll('main [data-region="end"]').length,
        blocks: blocks.length,
        modules: modules.length,
        late: blocks.filter((block) => modules.some((m) => !before(block, m))).length,
      };
    });
    expect(order.modules, path).toBeGreaterThan(0);
    expect(order.blocks, path).toBeGreaterThan(0);
    expect(order.late, `${path}: blocks after a module`).toBe(0);
    ends += order.ends;
  }
  // The pages have end blocks (link lists), which used to come after the modules.
  expect(ends).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

// Regression: the header search cut its own placeholder: "Hvad søger" at 390 px, "What are you
// look" at 1280 px, "Wonach such".
test('the header search shows its whole placeholder at 390 and 1280 px, in da, en and de', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/en/', '/de/']) {
      await page.goto(path);
      const fit = await page.locator('header input[type="search"]').evaluate((input) => {
        const el = input as HTMLInputElement;
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(el.placeholder).width;
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: el.placeholder, text: Math.ceil(text), room: Math.floor(room) };
      });
      expect(
        fit.text,
        `${path} at ${width} px: “${fit.placeholder}” in ${fit.room} px`,
      ).toBeLessThanOrEqual(fit.room);
    }
  }
});

// WCAG 1.4.12 text spacing, as the bookmarklet testers use sets it.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

// Regression: at 320 px with text spacing, long headings were clipped and the page scrolled
// sideways; "25 minutter" broke as "minutt/er".
test('at 320 px with WCAG 1.4.12 text spacing nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    '/',
    '/borger/',
    '/borger/affald-og-genbrug/',
    '/om-kommunen/',
    '/de/',
    '/job/',
  ]) {
    await page.goto(path);
    await page.addStyleTag({ content: TEXT_SPACING });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, p, a, li, span')]
        .filter(
          (el) =>
            el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
            el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
        )
        .slice(0, 3)
        .map((el) => `${el.tagName} “${el.textContent?.trim().slice(0, 40)}”`),
    );
    expect(wide, path).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} scrolls sideways`,
    ).toBeLessThanOrEqual(320);
  }
});
