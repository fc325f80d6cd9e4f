import { ColorTable } from '#src/tools/ColorTable/ColorTable.tsx';
import { ContrastTable } from '#src/tools/ContrastTable/ContrastTable.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { toolsContext } from '#src/server/auth/tools.ts';
import { themeAliases, themes } from '#src/styles/themes.ts';

/** Every theme's colour tokens and the contrast of every pair the components use. */
export default async function ColorListPlayground() {
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__tools/color-list-playground" user={toolsContext().user}>
        <p>
          Alle farver i de otte temaer og kontrasten mellem de farvepar, komponenterne bruger.
          Forholdet er skåret af efter to decimaler, aldrig rundet op.
        </p>
        <nav aria-label="Temaer">
          <ul>
            {themeAliases.map((alias) => (
              <li key={alias}>
                <a href={`#tema-${alias}`}>{themes[alias].label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {themeAliases.map((alias) => (
          <section key={alias} id={`tema-${alias}`} aria-labelledby={`tema-${alias}-titel`}>
            <h2 id={`tema-${alias}-titel`}>
              {themes[alias].label} ({alias})
            </h2>
            <ColorTable alias={alias} theme={themes[alias]} />
            <ContrastTable alias={alias} theme={themes[alias]} />
          </section>
        ))}
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
