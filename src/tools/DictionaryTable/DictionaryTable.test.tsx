// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { dictionaries } from '#src/shared/dictionary/index.ts';
import { dictionaryRows } from './dictionary-filter.ts';
import { DictionaryTable } from './DictionaryTable.tsx';

describe('DictionaryTable', () => {
  const rows = dictionaryRows(dictionaries);

  it('renders the filtered rows without JavaScript, with a GET form for ?q=', () => {
    const view = renderStatic(<DictionaryTable rows={rows} initialQuery="fejlkode" />);
    const form = view.container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    const field = view.container.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(field.value).toBe('fejlkode');
    expect(view.getAllByRole('rowheader').map((th) => th.textContent)).toContain('error.title');
    expect(view.queryByRole('rowheader', { name: /skipLink/ })).toBeNull();
    expect(view.getByRole('table').querySelector('caption')).not.toBeNull();
    expect(view.getAllByRole('columnheader')).toHaveLength(4);
    expect(view.container.querySelector('[lang="de"]')).not.toBeNull();
    const everything = renderStatic(<DictionaryTable rows={rows} initialQuery="" />);
    expect(everything.getAllByRole('rowheader')).toHaveLength(rows.length);
    everything.getByText(`Alle ${rows.length} nøgler vises.`);
  });
});
