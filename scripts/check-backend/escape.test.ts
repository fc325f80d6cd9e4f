import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDiscoveryCache } from '#src/server/discovery/files.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { terminalText } from '../terminal-text.ts';
import { checkBackend } from './crawl.ts';

// The crawler prints what the backend sent (paths, aliases, messages); none of it may reach the
// terminal as a control sequence (an outside probe's 46 escape bytes cleared and recoloured the
// report).

const HOST = 'www.example-kommune.dk';
const CLEAR_AND_RED = '\x1b[2J\x1b[31m';

async function crawl(isTTY: boolean) {
  let written = '';
  const code = await checkBackend(
    { backend: CMS, host: HOST, rate: 100, max: 10 },
    { out: { write: (t) => void (written += t), isTTY, columns: 200 }, env: {} },
  );
  return { code, written };
}

describe('terminalText', () => {
  it('shows control characters and bidirectional overrides as their escapes', () => {
    expect(terminalText(`a${CLEAR_AND_RED}b\r\n\u009b\u202ec`)).toBe(
      'a\\x1b[2J\\x1b[31mb\\x0d\\x0a\\x9b\\u202ec',
    );
    expect(terminalText('Æblehaven / børn → “tekst”')).toBe('Æblehaven / børn → “tekst”');
  });
});

describe('check:backend with a hostile backend', () => {
  beforeEach(() => clearDiscoveryCache());
  it('prints a backend message with escape bytes as their escapes', async () => {
    server.use(
      http.get('*/umbraco/api/spa/getdata/', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('url') !== '/borger/' || !q.get('parts')?.includes('content')) return undefined;
        return HttpResponse.json({ meta: { code: 500, error: `boom${CLEAR_AND_RED}\u202e` } });
      }),
    );
    for (const isTTY of [false, true]) {
      clearDiscoveryCache();
      const { written } = await crawl(isTTY);
      expect(written).toContain('\\x1b[2J\\x1b[31m');
      // The only escape bytes are the progress bar's own (clear the line), on a terminal.
      const rest = written.replaceAll('\r\x1b[K', '');
      for (const raw of ['\x1b', '\u009b', '\u202e']) expect(rest).not.toContain(raw);
    }
  });
});
