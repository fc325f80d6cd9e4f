// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { ConfigurationOverview } from './ConfigurationOverview.tsx';

describe('ConfigurationOverview', () => {
  it('shows build and backend, and never the API key', () => {
    const view = renderStatic(
      <ConfigurationOverview
        config={publicConfigSchema.parse({ themeTesting: true })}
        site={{ ok: false, reason: 'Backenden kunne ikke nås.', appHost: 'localhost' }}
        build={{ id: 'abc123', timestamp: Date.UTC(2026, 9, 2, 8, 30) }}
        backend={{ url: 'http://cms.test', sample: true, apiKeySet: true, timeoutMs: 300 }}
      />,
    );
    const text = view.container.textContent;
    expect(text).toContain('abc123');
    expect(text).toContain('2. oktober 2026');
    expect(text).toContain('http://cms.test');
    expect(text).toContain('API-nøgle sat');
    expect(view.container.innerHTML).not.toContain('test-key');
    expect(text).toContain('/da/soegning/');
    expect(text).toContain('Det aktive tema kendes ikke');
  });
});
