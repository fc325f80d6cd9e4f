// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { translator } from '#src/shared/dictionary/index.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

describe('PreviewNotice with the content check', () => {
  it('says how many findings the draft has and links to the page inspector', () => {
    const href = '/__limbo/page-inspector/?url=%2Fborger%2F';
    const view = renderStatic(
      <PreviewNotice
        t={translator('da')}
        loginRequired={false}
        contentCheck={{ count: 3, inspectorHref: href }}
      />,
    );
    expect(view.getByRole('note').textContent).toContain(
      'Indholdstjekket fandt 3 problemer i kladden.',
    );
    const link = view.getByRole('link', { name: 'Se hvad og hvorfor i sideinspektøren' });
    expect(link.getAttribute('href')).toBe(href);
  });
  it('says a clean draft has none, without a link; in English too', () => {
    const view = renderStatic(
      <PreviewNotice
        t={translator('en')}
        loginRequired={false}
        contentCheck={{ count: 0, inspectorHref: '/x' }}
      />,
    );
    expect(view.getByRole('note').textContent).toContain(
      'The content check found no problems in the draft.',
    );
    expect(view.queryByRole('link')).toBeNull();
  });
});
