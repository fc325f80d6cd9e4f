import { describe, expect, it } from 'vitest';
import { backendContent, count, render, renderElements } from '../block-test-kit.tsx';
import { BlockTable } from './BlockTable.tsx';
import { examples as tableExamples } from './BlockTable.examples.ts';

describe('BlockTable', () => {
  it('puts header, body and footer rows in thead, tbody and tfoot, with scoped th', () => {
    const html = render(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const thead = /<thead>(.*)<\/thead>/.exec(html)?.[1] ?? '';
    const tbody = /<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? '';
    const tfoot = /<tfoot[^>]*>(.*)<\/tfoot>/.exec(html)?.[1] ?? '';
    expect(count(thead, /<th scope="col"/g)).toBe(3);
    expect(thead).toMatch(/^<tr><td/); // the empty corner heads nothing
    expect(count(tbody, /<tr>/g)).toBe(3);
    expect(count(tbody, /<th scope="row"/g)).toBe(3);
    expect(tfoot).toMatch(/^<tr><th scope="row"[^>]*><strong>I alt<\/strong><\/th>/);
    expect(count(tfoot, /<td/g)).toBe(3);
  });

  it('wraps the table in a focusable, labelled scroll region', () => {
    const html = render(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const heading = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(
      new RegExp(`<div role="region" tabindex="0" aria-labelledby="${heading}"[^>]*><table`),
    );
    expect(render(BlockTable, tableExamples.wideWithoutTitle!)).toMatch(
      /role="region" tabindex="0" aria-label="Tabel"/,
    );
    const plain = render(BlockTable, tableExamples.plain!);
    expect(plain).not.toContain('<thead');
    expect(plain).not.toContain('<tfoot');
    expect(plain).not.toContain('<th');
  });

  it('sanitizes cell HTML and orders cells by their indices', () => {
    const { html } = renderElements([
      {
        alias: 'BlockTable',
        content: {
          table: {
            useFirstRowAsHeader: true,
            cells: [
              [
                { rowIndex: 1, columnIndex: 1, value: '<p>b2</p>', type: 'td' },
                {
                  rowIndex: 1,
                  columnIndex: 0,
                  value: '<p>a2<script>x()</script></p>',
                  type: 'th',
                  scope: 'row',
                },
              ],
              [
                { rowIndex: 0, columnIndex: 0, value: 'A', type: 'th' },
                { rowIndex: 0, columnIndex: 1, value: 'B', type: 'th' },
              ],
            ],
          },
        },
      },
    ]);
    expect(html).not.toContain('<script');
    expect(html).toMatch(
      /<thead><tr><th scope="col"[^>]*>A<\/th><th scope="col"[^>]*>B<\/th><\/tr><\/thead>/,
    );
    expect(html).toMatch(
      /<tbody><tr><th scope="row"[^>]*><p>a2<\/p><\/th><td[^>]*><p>b2<\/p><\/td>/,
    );
  });
});

describe('BlockTable: content from the backend', () => {
  const { parse, expectSkipped, warnings, clearWarnings } = backendContent();

  it('drops a malformed flag, cell type, scope and row, and still renders', () => {
    const { content, html } = parse('BlockTable', {
      title: 'Gebyrer',
      table: {
        useFirstRowAsHeader: 'yes',
        useLastRowAsFooter: true,
        cells: [
          [
            { rowIndex: 0, columnIndex: 0, value: 'Restaffald', type: 'tx' },
            { rowIndex: 0, columnIndex: 1, value: '1.284 kr.', type: 'th', scope: 'sideways' },
          ],
          'not a row',
          [{ rowIndex: 2, columnIndex: 0, value: 'I alt', type: 'td' }],
        ],
      },
    });
    expect(content?.table.useFirstRowAsHeader).toBe(false);
    expect(content?.table.cells).toEqual([
      [
        { value: 'Restaffald', type: 'td', scope: null },
        { value: '1.284 kr.', type: 'th', scope: null },
      ],
      [{ value: 'I alt', type: 'td', scope: null }],
    ]);
    expect(html).toContain('<tfoot');
    expect(warnings()).toEqual([
      'block field dropped table.useFirstRowAsHeader',
      'block field dropped table.cells.0.0.type',
      'block field dropped table.cells.0.1.scope',
      'block field dropped table.cells.1',
    ]);
  });

  it('skips the block without cells', () => {
    expectSkipped('BlockTable', { title: 'Gebyrer', table: { useFirstRowAsHeader: true } });
    clearWarnings();
    expectSkipped('BlockTable', { title: 'Gebyrer', table: { cells: [] } });
  });
});
