import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { taggedPdf, taggedPdfWithoutLanguage, untaggedPdf } from '#mocks/fixtures/sample-pdfs.ts';
import { MAX_DOCUMENT_BYTES, pdfFacts, PdfReadError } from './pdf.ts';

describe('pdfFacts', () => {
  // First, while the reader is still starting (PDF.js takes a second to load): the time is up.
  it('gives up a PDF that takes longer than its time, and the next one gets a new reader', async () => {
    await expect(pdfFacts(taggedPdf(), 0)).rejects.toMatchObject({ failure: 'timeout' });
    await expect(pdfFacts(untaggedPdf())).resolves.toEqual({ tagged: false, language: null });
  });
  it('reads a tagged PDF and its language', async () => {
    await expect(pdfFacts(taggedPdf())).resolves.toEqual({ tagged: true, language: 'da-DK' });
  });
  it('reads a scan as untagged, without a language', async () => {
    await expect(pdfFacts(untaggedPdf())).resolves.toEqual({ tagged: false, language: null });
    await expect(pdfFacts(taggedPdfWithoutLanguage())).resolves.toEqual({
      tagged: true,
      language: null,
    });
  });
  it('refuses what is not a PDF, and a file over the byte limit, without a crash', async () => {
    const notPdf = pdfFacts(new TextEncoder().encode('<html>nope</html>'));
    await expect(notPdf).rejects.toMatchObject({ failure: 'unreadable' });
    const huge = pdfFacts(new Uint8Array(MAX_DOCUMENT_BYTES + 1));
    await expect(huge).rejects.toBeInstanceOf(PdfReadError);
  });
});

describe('closePdfReader', () => {
  // Regression: the kept reader held `npm run check:content` open after its report, for good.
  it('lets a process that read a PDF exit', () => {
    const script = `
      const { pdfFacts, closePdfReader } = await import('./src/server/content-check/pdf.ts');
      const { taggedPdf } = await import('./mocks/fixtures/sample-pdfs.ts');
      console.log(JSON.stringify(await pdfFacts(taggedPdf())));
      await closePdfReader();
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(run.signal).toBeNull();
    expect(run.stdout).toContain('"tagged":true');
  }, 25_000);
});
