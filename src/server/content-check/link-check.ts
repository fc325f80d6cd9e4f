import type { Target } from './page-check.ts';
import type { PdfFacts } from './pdf.ts';
import { MAX_DOCUMENT_BYTES } from './pdf.ts';
import { finding, type CheckLanguage, type Finding } from './rules.ts';

// The rules that ask the backend (decision 044): `broken-link` for the pages and files a page
// links to, `document-untagged` and `document-size` for its documents. The asking is a probe
// the caller gives (backend-probe.ts: the app's own client, paced and bounded), so the rules are
// tested without a network.

/** What the backend says of a page path: it is there, it is not, or it redirects in a ring. */
export type PageState = 'ok' | 'not-found' | 'loop' | 'unknown';
/**
 * What the media server says of a file: its state, its size when known, and, for a PDF that was
 * read, what it holds.
 */
export type FileState = {
  state: 'ok' | 'not-found' | 'unknown';
  bytes: number | null;
  pdf: PdfFacts | null;
};

export type Probe = {
  page(path: string): Promise<PageState>;
  file(url: string, knownSize: number | null): Promise<FileState>;
};

/** What a probe found, kept per address, so a link on every page is asked once per run. */
export function rememberingProbe(probe: Probe, maxEntries = 10_000): Probe {
  const pages = new Map<string, Promise<PageState>>();
  const files = new Map<string, Promise<FileState>>();
  const remember = <T>(map: Map<string, Promise<T>>, key: string, ask: () => Promise<T>) => {
    const known = map.get(key);
    if (known) return known;
    const asked = ask();
    if (map.size < maxEntries) map.set(key, asked);
    return asked;
  };
  return {
    page: (path) => remember(pages, path, () => probe.page(path)),
    file: (url, size) => remember(files, url, () => probe.file(url, size)),
  };
}

export async function checkTargets(
  targets: readonly Target[],
  probe: Probe,
  language: CheckLanguage = 'da',
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const target of targets) {
    const key = `${target.kind} ${target.url} ${target.block}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (target.kind === 'page') {
      const state = await probe.page(target.url);
      if (state === 'not-found' || state === 'loop') {
        findings.push(finding('broken-link', target.block, target.url, language));
      }
      continue;
    }
    const file = await probe.file(target.url, target.size);
    if (file.state === 'not-found') {
      findings.push(finding('broken-link', target.block, target.url, language));
      continue;
    }
    // The larger of what the backend says and what the file server sent.
    const bytes = Math.max(file.bytes ?? 0, target.size ?? 0);
    if (bytes > MAX_DOCUMENT_BYTES) {
      const mb = (bytes / 1024 / 1024).toFixed(1).replace('.', ',');
      findings.push(finding('document-size', target.block, `${target.url} (${mb} MB)`, language));
    }
    if (file.pdf && (!file.pdf.tagged || !file.pdf.language)) {
      const missing = [!file.pdf.tagged && 'tags', !file.pdf.language && 'lang']
        .filter(Boolean)
        .join(', ');
      findings.push(
        finding('document-untagged', target.block, `${target.url} (${missing})`, language),
      );
    }
  }
  return findings;
}
