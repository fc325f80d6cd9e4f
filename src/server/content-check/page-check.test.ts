import { describe, expect, it } from 'vitest';
import { page as rawPage, pages } from '#mocks/fixtures/pages.ts';
import { CLEAN_PATH, PROBLEM_PATH } from '#mocks/fixtures/content-check-pages.ts';
import { reshapePage } from '../cms/reshape.ts';
import { rawContentSchema } from '../cms/schemas.ts';
import { checkPageModel } from './page-check.ts';
import { rules } from './rules.ts';

// Each rule over the page model, with content that triggers it and content that does not. The
// pages are built by the app's own adapter from raw backend shapes (mocks/fixtures/pages.ts).

const MEDIA = 'https://media.k.dk';
const modelOf = (raw: unknown, path: string) =>
  reshapePage(rawContentSchema.parse(raw), path, { mediaBase: MEDIA });

type Element = { alias: string; content: unknown };
const pageWith = (elements: Element[], opts: { noDescription?: boolean } = {}) =>
  modelOf(
    rawPage(
      '/test/',
      {
        id: 1,
        name: 'Test',
        template: 'ContentPage',
        createDate: '2026-01-01T00:00:00Z',
        updateDate: '2026-01-01T00:00:00Z',
        intro: { title: 'Testside', teaser: 'En side til prøve.' },
        breadcrumb: [],
        contentElements: elements,
      },
      opts,
    ),
    '/test/',
  );
const richText = (text: string) => pageWith([{ alias: 'BlockRichText', content: { text } }]);
const check = (page: ReturnType<typeof pageWith>) => checkPageModel(page, { mediaBase: MEDIA });
const rulesOf = (page: ReturnType<typeof pageWith>) => check(page).findings.map((f) => f.rule);
const image = (altText: string) => ({
  type: 'image',
  name: 'x',
  url: '/media/1/x.jpg',
  width: 10,
  height: 10,
  altText,
});

describe('image-alt', () => {
  it('finds an image block without alt text, or with a file name for one', () => {
    const empty = pageWith([{ alias: 'BlockImage', content: { image: image('') } }]);
    expect(check(empty).findings).toEqual([
      expect.objectContaining({ rule: 'image-alt', block: 'BlockImage #1', wcag: '1.1.1' }),
    ]);
    const named = pageWith([{ alias: 'BlockImage', content: { image: image('DSC_0042.JPG') } }]);
    expect(rulesOf(named)).toEqual(['image-alt']);
  });
  it('finds an image in rich text without alt text', () => {
    expect(rulesOf(richText('<p><img src="https://media.k.dk/a.png"></p>'))).toEqual(['image-alt']);
  });
  it('passes an image that says what it shows', () => {
    const fine = pageWith([{ alias: 'BlockImage', content: { image: image('Havnen ved nat') } }]);
    expect(rulesOf(fine)).toEqual([]);
    expect(rulesOf(richText('<p><img src="https://media.k.dk/a.png" alt="Et kort"></p>'))).toEqual(
      [],
    );
  });
});

describe('heading-order', () => {
  it('finds a skipped level in rich text, and one right after the page title', () => {
    const skipped = check(richText('<h2>A</h2><p>x</p><h4>B</h4>')).findings;
    expect(skipped).toEqual([
      expect.objectContaining({ rule: 'heading-order', element: 'h2 → h4: B' }),
    ]);
    expect(rulesOf(richText('<h3>Først</h3>'))).toEqual(['heading-order']);
  });
  it('finds a rich-text heading above its block’s own h2 title', () => {
    const box = pageWith([
      { alias: 'BlockFactBox', content: { title: 'Vigtigt', text: '<h2>Indeni</h2>' } },
    ]);
    expect(check(box).findings).toEqual([
      expect.objectContaining({ rule: 'heading-order', element: 'h2 under h2: Indeni' }),
    ]);
  });
  it('passes levels in order, also across blocks', () => {
    expect(rulesOf(richText('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>'))).toEqual([]);
    const two = pageWith([
      { alias: 'BlockRichText', content: { text: '<h2>A</h2><h3>B</h3>' } },
      { alias: 'BlockFactBox', content: { title: 'Boks', text: '<h3>Indeni</h3>' } },
    ]);
    expect(rulesOf(two)).toEqual([]);
  });
});

describe('empty-heading', () => {
  it('finds a heading with no text, and a block title of spaces', () => {
    expect(rulesOf(richText('<h2>A</h2><h3>&nbsp;</h3>'))).toEqual(['empty-heading']);
    const box = pageWith([{ alias: 'BlockFactBox', content: { title: '  ', text: '<p>x</p>' } }]);
    expect(rulesOf(box)).toEqual(['empty-heading']);
  });
  it('passes headings with text', () => {
    expect(rulesOf(richText('<h2>A</h2><h3>B</h3>'))).toEqual([]);
  });
});

describe('link-text', () => {
  it.each([
    ['<a href="/borger/">klik her</a>'],
    ['<a href="/borger/">Læs mere…</a>'],
    ['<a href="/borger/">Read more</a>'],
    ['<a href="/borger/">link</a>'],
    ['<a href="https://www.k.dk/borger/">https://www.k.dk/borger/</a>'],
    ['<a href="/borger/"></a>'],
  ])('finds %s', (link) => {
    expect(rulesOf(richText(`<p>${link}</p>`))).toEqual(['link-text']);
  });
  it('finds one text for different targets on the page, once', () => {
    const list = pageWith([
      {
        alias: 'BlockLinkList',
        content: {
          title: 'Links',
          items: [
            { name: 'Ansøgning', url: '/a/', type: 'content' },
            { name: 'Ansøgning', url: '/b/', type: 'content' },
          ],
        },
      },
    ]);
    expect(check(list).findings).toEqual([
      expect.objectContaining({ rule: 'link-text', element: 'Ansøgning → /a, /b' }),
    ]);
  });
  it('finds a link picked without a name (its text is the address)', () => {
    const list = pageWith([
      {
        alias: 'BlockLinkList',
        content: { title: 'Links', items: [{ url: 'https://borger.dk/', type: 'url' }] },
      },
    ]);
    expect(rulesOf(list)).toEqual(['link-text']);
  });
  it('passes text that names its target, the same text for the same target, and an e-mail', () => {
    const html =
      '<p><a href="/borger/">Om affald</a> og <a href="/borger">om affald</a>. ' +
      'Skriv til <a href="mailto:post@k.dk">post@k.dk</a>.</p>';
    expect(rulesOf(richText(html))).toEqual([]);
  });
});

describe('table-header', () => {
  const table = (header: boolean, cellType = 'td') => ({
    alias: 'BlockTable',
    content: {
      title: 'Tider',
      table: {
        useFirstRowAsHeader: header,
        cells: [[{ rowIndex: 0, columnIndex: 0, value: 'Mandag', type: cellType }]],
      },
    },
  });
  it('finds a table block and a rich-text table without header cells', () => {
    expect(rulesOf(pageWith([table(false)]))).toEqual(['table-header']);
    expect(rulesOf(richText('<table><tr><td>a</td></tr></table>'))).toEqual(['table-header']);
  });
  it('passes a first row as header, th cells, and a rich-text table with th', () => {
    expect(rulesOf(pageWith([table(true)]))).toEqual([]);
    expect(rulesOf(pageWith([table(false, 'th')]))).toEqual([]);
    expect(rulesOf(richText('<table><tr><th>a</th></tr><tr><td>1</td></tr></table>'))).toEqual([]);
  });
});

describe('caps-text', () => {
  it('finds five words or more in capitals', () => {
    expect(check(richText('<p>Bemærk: HUSK AT SENDE ALLE BILAG MED.</p>')).findings).toEqual([
      expect.objectContaining({ rule: 'caps-text', element: 'HUSK AT SENDE ALLE BILAG MED.' }),
    ]);
  });
  it('passes abbreviations and a short word in capitals', () => {
    expect(rulesOf(richText('<p>Kontakt SKAT, KL og NemID i dag. VIGTIGT: søg nu.</p>'))).toEqual(
      [],
    );
  });
});

describe('page-description', () => {
  it('finds a page without a description', () => {
    expect(rulesOf(pageWith([], { noDescription: true }))).toEqual(['page-description']);
  });
  it('passes a page with one', () => {
    expect(rulesOf(pageWith([]))).toEqual([]);
  });
});

describe('the addresses the backend must vouch for', () => {
  it('lists internal pages and files, not other sites', () => {
    const html =
      '<p><a href="/borger/?x=1#a">Borger</a> <a href="/media/1/plan.pdf">Planen</a> ' +
      '<a href="https://borger.dk/">Borger.dk</a></p>';
    const docs = pageWith([
      { alias: 'BlockRichText', content: { text: html } },
      {
        alias: 'BlockDocumentList',
        content: { title: 'Filer', items: [{ id: 1, bytes: 99, url: '/media/2/referat.pdf' }] },
      },
    ]);
    expect(check(docs).targets).toEqual([
      { kind: 'page', url: '/borger/', block: 'BlockRichText #1', size: null },
      { kind: 'file', url: '/media/1/plan.pdf', block: 'BlockRichText #1', size: null },
      {
        kind: 'file',
        url: 'https://media.k.dk/media/2/referat.pdf',
        block: 'BlockDocumentList #2',
        size: 99,
      },
    ]);
  });
});

describe('the sample pages', () => {
  const samplePage = (path: string) => modelOf((pages[path] as { content: unknown }).content, path);

  it('the page with problems has one of each page-model rule', () => {
    const found = new Set(rulesOf(samplePage(PROBLEM_PATH)));
    const offline = Object.keys(rules).filter(
      (r) => !['broken-link', 'document-untagged', 'document-size'].includes(r),
    );
    expect([...found].sort()).toEqual(offline.sort());
  });
  it('the clean page has none', () => {
    expect(check(samplePage(CLEAN_PATH)).findings).toEqual([]);
  });
  it('speaks English when asked', () => {
    const [first] = checkPageModel(samplePage(PROBLEM_PATH), { language: 'en' }).findings;
    expect(first?.message).toBe(rules[first!.rule].message.en);
  });
});
