import type { Link } from '#src/server/types.ts';
import { exampleOf } from '../block-sample.ts';
import { schema, type BlockDocumentListContent } from './BlockDocumentList.schema.ts';
import { sample } from './BlockDocumentList.sample.ts';

const file = (name: string, url: string, size: number | null, extension: string | null): Link => ({
  name,
  url,
  external: false,
  newWindow: true,
  kind: 'file',
  size,
  extension,
});

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockDocumentListContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  forms: {
    title: 'Blanketter',
    items: [
      file(
        'Ansøgning om tilskud til foreninger',
        '/media/blanketter/ansoegning-foreningstilskud.docx',
        58368,
        'docx',
      ),
      file(
        'Budgetskema til foreningstilskud',
        '/media/blanketter/budgetskema-foreninger.xlsx',
        24576,
        'xlsx',
      ),
      file(
        'Affaldsregulativ for Eksempel Kommune',
        '/media/dokumenter/affaldsregulativ.pdf',
        2300000,
        'pdf',
      ),
    ],
  },
  missingMetadataNoTitle: {
    title: null,
    items: [
      // No size and no extension: the type is read from the URL.
      file(
        'Referat af byrådsmødet 24. september 2026',
        '/media/politik/referat-2026-09-24.pdf',
        null,
        null,
      ),
      {
        name: 'Kommuneplan 2025 – hovedstruktur, retningslinjer og rammer for lokalplanlægning i hele kommunen',
        url: '/media/planer/kommuneplan-2025.pdf',
        external: false,
        newWindow: false,
        kind: 'file',
        size: 48_700_000,
        extension: 'pdf',
      },
    ],
  },
};
