import { z } from 'zod';
import type { ConfiguredPage } from './cookie-policy.ts';
import { cookiePolicyTarget } from './public-config.ts';

// The kinds of value the environment contract (env-schema.ts) is made of: each a syntax an
// operator's value is checked against and the one spelling it is read in.

/** One security.txt Contact: printable, no spaces, at most 200 characters. */
export const SECURITY_CONTACT_URI =
  /^(mailto:[^\s@<>"]+@[^\s@<>"]+|https:\/\/[^\s<>"]+|tel:\+?[\d-]+)$/;

/** An http(s) origin or base URL, without a trailing slash. */
export const httpBaseUrl = z
  .string()
  .url('must be an absolute http(s) URL')
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

/** Comma-separated host names in one spelling: lower case, without a trailing dot. */
export const hostNames = (example: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.every((h) => h.length <= 253 && /^[a-z0-9.-]+$/.test(h)),
      `must be bare host names such as ${example}, comma-separated`,
    );

/**
 * A page for every language (`/cookies/`, `https://…`), or one per language
 * (`da=/cookies/,en=/en/cookies/`): site paths or http(s) URLs only (never `//host`).
 */
export const pagePerLanguage = z.string().transform((v, ctx): ConfiguredPage => {
  const text = v.trim();
  if (!/^(da|en|de)=/.test(text)) {
    if (cookiePolicyTarget.safeParse(text).success) return text;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a site path such as /cookies/ or an http(s) URL',
    });
    return z.NEVER;
  }
  const pages: Partial<Record<'da' | 'en' | 'de', string>> = {};
  for (const part of text.split(',')) {
    const match = /^\s*(da|en|de)=(.+?)\s*$/.exec(part);
    if (!match || !cookiePolicyTarget.safeParse(match[2]).success || pages[match[1] as 'da']) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be da=…,en=…,de=… with a site path or an http(s) URL for each language',
      });
      return z.NEVER;
    }
    pages[match[1] as 'da'] = match[2];
  }
  return pages;
});

/**
 * One CSP host source an operator may add: https, a DNS name (optionally `*.` before at least two
 * labels), an optional port, nothing else, so no value can add a keyword, a scheme-wide source
 * (`https:`), a path or a second directive to the policy.
 */
export function isCspHostSource(value: string): boolean {
  const match = /^https:\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, , host = '', port] = match;
  if (host.length > 253) return false;
  if (
    host
      .split('.')
      .some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))
  ) {
    return false;
  }
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
