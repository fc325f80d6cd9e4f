import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CMS, server } from '#tests/support/setup.ts';
import { fileState, mediaAddress, pageState, type Paced } from './backend-probe.ts';

// The probe against the sample backend's own handlers (msw): its pages, its redirect ring
// (mocks/fixtures/content-check-pages.ts) and its documents (mocks/handlers/media.ts).

const HOST = 'www.example-kommune.dk';
const now: Paced = (call) => call();

describe('pageState', () => {
  it('says a page is there, gone, or a redirect ring', async () => {
    expect(await pageState('/borger/', HOST, now)).toBe('ok');
    expect(await pageState('/gammel-side/', HOST, now)).toBe('ok');
    expect(await pageState('/om-kommunen/indholdstjek/findes-ikke/', HOST, now)).toBe('not-found');
    expect(await pageState('/om-kommunen/indholdstjek/ring-a/', HOST, now)).toBe('loop');
  });
});

describe('fileState', () => {
  it('reads the sample documents, and a missing one is not found', async () => {
    const base = `${CMS}/media/indholdstjek`;
    expect(await fileState(`${base}/tilgaengelig-plan.pdf`, null, now)).toMatchObject({
      state: 'ok',
      pdf: { tagged: true, language: 'da-DK' },
    });
    expect(await fileState(`${base}/scannet-referat.pdf`, null, now)).toMatchObject({
      pdf: { tagged: false, language: null },
    });
    expect(await fileState(`${base}/slettet-bilag.pdf`, null, now)).toMatchObject({
      state: 'not-found',
    });
  });
  it('only asks whether a document the backend calls large is there, and reads none of it', async () => {
    const state = await fileState(`${CMS}/media/indholdstjek/stor-rapport.pdf`, 12e6, now);
    expect(state).toEqual({ state: 'ok', bytes: 12e6, pdf: null });
  });
  it('stops reading a body over 10 MB', async () => {
    server.use(
      http.get('*/media/big/*', () => {
        const chunk = new Uint8Array(1024 * 1024);
        let sent = 0;
        const body = new ReadableStream({
          pull(controller) {
            if (sent++ < 40) controller.enqueue(chunk);
            else controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const state = await fileState(`${CMS}/media/big/x.pdf`, null, now);
    expect(state.bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(state.pdf).toBeNull();
  });
  it('never fetches an address off the media origin', async () => {
    expect(mediaAddress('https://evil.example/x.pdf')).toBeNull();
    expect(mediaAddress('/media/1/x.pdf')?.href).toBe(`${CMS}/media/1/x.pdf`);
    expect(await fileState('http://169.254.169.254/latest/x.pdf', null, now)).toEqual({
      state: 'unknown',
      bytes: null,
      pdf: null,
    });
  });
});
