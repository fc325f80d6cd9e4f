import { describe, expect, it } from 'vitest';
import { isRoutableLink } from '#src/components/runtime/runtime-rules.ts';
import { classify } from '#src/server/request/classify.ts';

// The one rule for "this path is a file" (file-path.ts) as its two users apply it: the server's
// classification and the client router's link rule must agree.

const ORIGIN = 'http://www.example-kommune.dk';

describe('the file-extension rule (server and client alike)', () => {
  it.each([
    ['/manifest.webmanifest', 'file'],
    ['/data/export.verylongextension', 'file'],
    ['/x.geojson', 'file'],
    ['/quiz.PDF', 'file'],
    ['/version-2.0', 'page'],
    ['/borger', 'page'],
  ])('%s is a %s', (path, kind) => {
    const c = classify(new URL(path, ORIGIN));
    expect(c.kind).toBe(kind);
    expect(c.canonical).toBe(kind === 'file' ? null : `${path}/`);
    const anchor = { href: `${ORIGIN}${path}`, target: '', hasAttribute: () => false, dataset: {} };
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isRoutableLink(anchor as unknown as HTMLAnchorElement, click, ORIGIN)).toBe(
      kind === 'page',
    );
  });
});
