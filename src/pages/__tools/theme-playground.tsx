import { ColorPanel } from '#src/tools/ColorTable/ColorTable.tsx';
import { ThemeSample } from '#src/tools/ThemeSample/ThemeSample.tsx';
import { ThemeSwitcher } from '#src/tools/ThemeSwitcher/ThemeSwitcher.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { toolsContext } from '#src/server/auth/tools.ts';
import { isThemeAlias, themeAliases, themes } from '#src/styles/themes.ts';

/** Sample content in each of the eight themes: live with JavaScript, `?theme=` without. */
export default async function ThemePlayground({ query }: { query?: string }) {
  const requested = new URLSearchParams(query ?? '').get('theme');
  const initial = isThemeAlias(requested) ? requested : 'default';
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__tools/theme-playground" user={toolsContext().user}>
        <ThemeSwitcher
          options={themeAliases.map((alias) => ({ alias, label: themes[alias].label }))}
          initial={initial}
          panels={Object.fromEntries(
            themeAliases.map((alias) => [
              alias,
              <ColorPanel key={alias} alias={alias} theme={themes[alias]} />,
            ]),
          )}
        >
          <ThemeSample />
        </ThemeSwitcher>
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
