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
