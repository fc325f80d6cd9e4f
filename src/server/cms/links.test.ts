import { describe, expect, it } from 'vitest';
import { reshapeLink } from './links.ts';
import { ctx } from './reshape.test-kit.ts';
import { rawLinkSchema } from './schemas.ts';

describe('links and media', () => {
  const link = (raw: unknown) => reshapeLink(rawLinkSchema.parse(raw), ctx);

  it('reads link types url, external, content, media and file', () => {
    expect(link({ type: 'url', name: 'borger.dk', url: 'https://www.borger.dk/' })).toMatchObject({
      kind: 'external',
      external: true,
    });
    expect(link({ type: 'external', name: 'x', url: 'https://x.dk/' }).kind).toBe('external');
    expect(link({ type: 'content', name: 'Borger', url: '/borger/' })).toMatchObject({
      kind: 'content',
      external: false,
      url: '/borger/',
    });
    expect(link({ type: 'media', name: 'Plan', url: '/media/a/plan.pdf' })).toMatchObject({
      kind: 'file',
      url: 'https://media.k.dk/media/a/plan.pdf',
      extension: 'pdf',
    });
  });

  it('names a file item {id, bytes, url} from its URL', () => {
    expect(link({ id: 9, bytes: 48213, url: '/media/abc123/affaldsplan-2025.pdf' })).toEqual({
      name: 'affaldsplan-2025',
      url: 'https://media.k.dk/media/abc123/affaldsplan-2025.pdf',
      external: false,
      newWindow: false,
      kind: 'file',
      size: 48213,
      extension: 'pdf',
    });
  });
});
