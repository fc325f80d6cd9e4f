import { DictionaryTable } from '#src/tools/DictionaryTable/DictionaryTable.tsx';
import { dictionaryRows, normalizeQuery } from '#src/tools/DictionaryTable/dictionary-filter.ts';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { dictionaries } from '#src/shared/dictionary/index.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

/** Every dictionary key in da, en and de; `?q=` filters on the server, typing filters live. */
export default async function FrontendDictionary({ query }: { query?: string }) {
  const q = normalizeQuery(new URLSearchParams(query ?? '').get('q'));
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__tools/frontend-dictionary" user={toolsContext().user}>
        <p>
          Alle tekster i brugerfladen på dansk, engelsk og tysk. Pladsholdere som {'{n}'} udfyldes,
          når teksten vises.
        </p>
        <DictionaryTable rows={dictionaryRows(dictionaries)} initialQuery={q} />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
