// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock, renderBlockElements } from '../block.test-kit.tsx';
import { BlockTable } from './BlockTable.tsx';
import { examples as tableExamples } from './BlockTable.examples.ts';

/** One table section (thead, tbody, tfoot) as role queries; fails when it is missing. */
function section(container: HTMLElement, tag: 'thead' | 'tbody' | 'tfoot') {
  const element = container.querySelector<HTMLElement>(tag);
  expect(element, tag).not.toBeNull();
  return within(element!);
}

/** Each row's cells as `tag:scope:text`, to prove order, kind and scope at once. */
const cells = (rows: HTMLElement[]) =>
  rows.map((row) =>
    [...row.children].map(
      (cell) =>
        `${cell.tagName.toLowerCase()}:${cell.getAttribute('scope') ?? ''}:${cell.innerHTML}`,
    ),
  );

describe('BlockTable', () => {
  it('puts header, body and footer rows in thead, tbody and tfoot, with scoped th', () => {
    const view = renderBlock(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const thead = section(view.container, 'thead');
    const headers = thead.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    for (const th of headers) expect(th.getAttribute('scope')).toBe('col');
    // The empty corner heads nothing.
    const corner = thead.getByRole('row').firstElementChild!;
    expect(corner.tagName).toBe('TD');
    expect(corner.textContent).toBe('');
    const tbody = section(view.container, 'tbody');
    expect(tbody.getAllByRole('row')).toHaveLength(3);
    const rowHeaders = tbody.getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(3);
    for (const th of rowHeaders) expect(th.getAttribute('scope')).toBe('row');
    const tfoot = section(view.container, 'tfoot');
    const total = tfoot.getByRole('row');
    const first = total.firstElementChild!;
    expect(first.tagName).toBe('TH');
    expect(first.getAttribute('scope')).toBe('row');
    expect(first.innerHTML).toBe('<strong>I alt</strong>');
    expect(within(total).getAllByRole('cell')).toHaveLength(3);
  });

  it('wraps the table in a focusable, labelled scroll region', () => {
    const view = renderBlock(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const heading = view.getByRole('heading', { level: 2 });
    const region = view.getByRole('region', { name: heading.textContent! });
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.firstElementChild?.tagName).toBe('TABLE');
    const wide = renderBlock(BlockTable, tableExamples.wideWithoutTitle!);
    const unnamed = wide.getByRole('region', { name: 'Tabel' });
    expect(unnamed.getAttribute('aria-label')).toBe('Tabel');
    expect(unnamed.getAttribute('tabindex')).toBe('0');
    const plain = renderBlock(BlockTable, tableExamples.plain!);
    plain.getByRole('table');
    expect(plain.container.querySelector('thead, tfoot, th')).toBeNull();
  });

  it('sanitizes cell HTML and orders cells by their indices', () => {
    const { container } = renderBlockElements([
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
    expect(container.querySelector('script')).toBeNull();
    expect(cells([...section(container, 'thead').getAllByRole('row')])).toEqual([
      ['th:col:A', 'th:col:B'],
    ]);
    expect(cells([...section(container, 'tbody').getAllByRole('row')])).toEqual([
      ['th:row:<p>a2</p>', 'td::<p>b2</p>'],
    ]);
  });
});

describe('BlockTable: content from the backend', () => {
  const { parse, expectSkipped, warnings, clearWarnings } = backendContent();

  it('drops a malformed flag, cell type, scope and row, and still renders', () => {
    const { content, view } = parse('BlockTable', {
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
    expect(view.getByRole('cell', { name: 'I alt' }).closest('tfoot')).not.toBeNull();
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
