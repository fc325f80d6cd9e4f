import { describe, expect, it } from 'vitest';
import { render } from '../block-test-kit.tsx';
import { BlockDocumentList } from './BlockDocumentList.tsx';
import { examples as documentExamples } from './BlockDocumentList.examples.ts';

describe('BlockDocumentList', () => {
  it("shows the type and '2,3 MB' for 2300000 bytes, inside the link", () => {
    const html = render(BlockDocumentList, documentExamples.forms!);
    expect(html).toMatch(/<a [^>]*>(?:(?!<\/a>).)*Affaldsregulativ(?:(?!<\/a>).)*PDF, 2,3 MB/);
    expect(html).toContain('DOCX, 58,4 kB');
  });

  it('reads the type from the URL when the extension is missing, and formats sizes per language', () => {
    const html = render(BlockDocumentList, documentExamples.missingMetadataNoTitle!);
    expect(html).toMatch(/Referat af byrådsmødet[^]*?>PDF</);
    expect(render(BlockDocumentList, documentExamples.forms!, { language: 'en' })).toContain(
      'PDF, 2.3 MB',
    );
  });
});
