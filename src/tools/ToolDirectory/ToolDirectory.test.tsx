// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { aliasRoutes, toolRoutes } from '#src/server/auth/tool-routes.ts';
import { ToolDirectory, groupToolRoutes } from './ToolDirectory.tsx';

describe('ToolDirectory', () => {
  it('groups the tools and leaves out the login page and the home itself', () => {
    const groups = groupToolRoutes(toolRoutes);
    expect(groups.map((g) => g.id)).toEqual(['limbo', 'tools', 'demo']);
    const paths = groups.flatMap((g) => g.routes.map((r) => r.path));
    expect(paths).not.toContain('/__login');
    expect(paths).not.toContain('/__limbo');
    expect(paths).toContain('/__limbo/citi-docs');
    expect(groups[1]?.routes.every((r) => r.path.startsWith('/__tools/'))).toBe(true);
    expect(groupToolRoutes(toolRoutes.filter((r) => !r.flag)).map((g) => g.id)).toEqual([
      'limbo',
      'tools',
      'demo',
    ]);
  });

  it('links every tool with a trailing slash and names its flag and aliases', () => {
    const visible = toolRoutes.filter((r) => r.flag !== 'showStageDemo');
    const hidden = toolRoutes.filter((r) => r.flag === 'showStageDemo');
    const view = renderStatic(
      <ToolDirectory routes={visible} hiddenRoutes={hidden} aliases={aliasRoutes} />,
    );
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/__limbo/components-overview/');
    expect(hrefs).toContain('/__tools/theme-playground/');
    expect(hrefs).toContain('/theme-playground/');
    expect(hrefs).not.toContain('/__login/');
    view.getAllByText(/Kræver flaget themeTesting/);
    // A switched-off tool is named, not linked.
    expect(hrefs).not.toContain('/__demo/kultunaut-list/');
    view.getAllByText(/Slået fra/);
    expect(view.container.textContent).toContain('/__demo/kultunaut-list/');
  });
});
