import { resolvePage, type PageResult } from '#src/server/cms/page.ts';
import type { Site } from '#src/server/types.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';

// What the SEO tests (alternates, JSON-LD, the page head, the language selector) share.
// Imported by tests only.

export const ORIGIN = 'https://www.example-kommune.dk';

export type Rendered = Extract<PageResult, { kind: 'render' }> & { page: Page; site: Site };

/** A sample page resolved as a visitor's request would, with its page and site. */
export async function load(path: string): Promise<Rendered> {
  const result = await runWithRequestContext(undefined, () =>
    resolvePage({
      path,
      query: new URLSearchParams(),
      host: 'www.example-kommune.dk',
      cookie: null,
      userAgent: 'Mozilla/5.0',
      preview: null,
      personal: false,
    }),
  );
  if (result.kind !== 'render' || !result.page || !result.site) throw new Error(`no ${path}`);
  return result as Rendered;
}

export const typesOf = (items: { '@type'?: unknown }[]) => items.map((i) => i['@type']);
