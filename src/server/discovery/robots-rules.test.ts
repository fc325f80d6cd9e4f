import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots-rules.ts';

const AGENT = 'kommune-site-check';

describe('robotsRules (RFC 9309)', () => {
  it('follows `*` when no group names the crawler', () => {
    const rules = robotsRules('User-agent: *\nDisallow: /da/soegning/\n', AGENT);
    expect(rules.group).toBe('*');
    expect(rules.allows('/da/soegning/')).toBe(false);
    expect(rules.allows('/da/soegning/?q=x')).toBe(false);
    expect(rules.allows('/da/')).toBe(true);
  });

  it('follows only the groups naming it (any case), merged, when there are any', () => {
    const text = [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: KOMMUNE-SITE-CHECK',
      'Disallow: /a/',
      '',
      'User-agent: otherbot',
      'User-agent: kommune-site-check',
      'Disallow: /b/',
    ].join('\n');
    const rules = robotsRules(text, AGENT);
    expect(rules.group).toBe(AGENT);
    expect(['/', '/a/', '/b/', '/c/'].map((p) => rules.allows(p))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('groups consecutive User-agent lines; one after a rule starts a new group', () => {
    const text = 'User-agent: a\nUser-agent: *\nDisallow: /x/\nUser-agent: b\nDisallow: /y/';
    const rules = robotsRules(text, AGENT);
    expect(rules.allows('/x/')).toBe(false);
    expect(rules.allows('/y/')).toBe(true);
  });

  it('the longest match wins, Allow on a tie; an empty Disallow matches nothing', () => {
    const text = [
      'User-agent: *',
      'Disallow: /borger/',
      'Allow: /borger/parkering/',
      'Disallow: /job',
      'Allow: /job',
      'Disallow:',
    ].join('\n');
    const rules = robotsRules(text, AGENT);
    expect(rules.allows('/borger/')).toBe(false);
    expect(rules.allows('/borger/affald/')).toBe(false);
    expect(rules.allows('/borger/parkering/')).toBe(true);
    expect(rules.allows('/job/')).toBe(true);
    expect(rules.allows('/kontakt/')).toBe(true);
  });

  it('reads `*` as any characters and a final `$` as the end', () => {
    const text = 'User-agent: *\nDisallow: /*?page=\nDisallow: /*.pdf$\nDisallow: /$';
    const rules = robotsRules(text, AGENT);
    expect(rules.allows('/nyheder/?page=2')).toBe(false);
    expect(rules.allows('/nyheder/')).toBe(true);
    expect(rules.allows('/a.pdf')).toBe(false);
    expect(rules.allows('/a.pdf/')).toBe(true);
    expect(rules.allows('/')).toBe(false);
    expect(rules.allows('/en/')).toBe(true);
  });

  it('compares paths percent-encoded, as the app writes them', () => {
    const rules = robotsRules('User-agent: *\nDisallow: /børn/\nDisallow: /%7eold/', AGENT);
    expect(rules.allows('/b%C3%B8rn/')).toBe(false);
    expect(rules.allows('/~old/')).toBe(false);
    expect(rules.allows('/born/')).toBe(true);
  });

  it('ignores comments, rules before any group, other fields, and never refuses /robots.txt', () => {
    const text = [
      'Disallow: /before-any-group/',
      '# User-agent: *',
      'User-agent: * # everyone',
      'Crawl-delay: 10',
      'Sitemap: https://example.test/sitemap.xml',
      'Disallow: /tools/ # not for crawlers',
      'Disallow: /',
    ].join('\r\n');
    const rules = robotsRules(text, AGENT);
    expect(rules.rules).toEqual([
      { allow: false, pattern: '/tools/' },
      { allow: false, pattern: '/' },
    ]);
    expect(rules.allows('/robots.txt')).toBe(true);
  });

  it('with no group for it or `*`, everything is allowed', () => {
    const rules = robotsRules('User-agent: otherbot\nDisallow: /', AGENT);
    expect(rules.group).toBe('none');
    expect(rules.allows('/')).toBe(true);
  });
});
