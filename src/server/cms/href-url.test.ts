import { describe, expect, it } from 'vitest';
import { hrefUrl, rawLinkSchema, rawListItemSchema } from '#src/server/cms/schemas.ts';

// Addresses from the backend end up in hrefs: only paths and http(s), mailto and tel addresses.

describe('backend addresses that become links', () => {
  it.each([
    '/borger/',
    '?page=2',
    '#kontakt',
    'https://www.borger.dk/',
    'http://example.dk/x',
    'mailto:kommune@example.dk',
    'tel:+4570000000',
    'side/undersider/',
  ])('keeps %s', (url) => {
    expect(hrefUrl.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
  ])('refuses %j (regression: list items and links took any scheme)', (url) => {
    expect(hrefUrl.safeParse(url).success).toBe(false);
    expect(rawListItemSchema.safeParse({ id: 1, url }).success).toBe(false);
    expect(rawLinkSchema.safeParse({ name: 'x', url }).success).toBe(false);
  });
});
