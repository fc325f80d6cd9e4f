// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { ChatbotTest } from './ChatbotTest.tsx';

describe('ChatbotTest', () => {
  it('has a mount point, the steps as a list and no script', () => {
    const view = renderStatic(<ChatbotTest />);
    expect(document.getElementById('kommune-chatbot')).not.toBeNull();
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.container.querySelector('ol')).not.toBeNull();
  });
});
