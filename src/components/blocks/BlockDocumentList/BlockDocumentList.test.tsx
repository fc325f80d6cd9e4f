// @vitest-environment happy-dom
import { describe, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockDocumentList } from './BlockDocumentList.tsx';
import { examples as documentExamples } from './BlockDocumentList.examples.ts';

describe('BlockDocumentList', () => {
  it("shows the type and '2,3 MB' for 2300000 bytes, inside the link", () => {
    const view = renderBlock(BlockDocumentList, documentExamples.forms!);
    view.getByRole('link', { name: /Affaldsregulativ.*PDF, 2,3 MB/ });
    view.getByRole('link', { name: /DOCX, 58,4 kB/ });
  });

  it('reads the type from the URL when the extension is missing, and formats sizes per language', () => {
    const view = renderBlock(BlockDocumentList, documentExamples.missingMetadataNoTitle!);
    view.getByRole('link', { name: /Referat af byrådsmødet.*PDF/ });
    const english = renderBlock(BlockDocumentList, documentExamples.forms!, { language: 'en' });
    english.getByRole('link', { name: /PDF, 2\.3 MB/ });
  });
});
