import { log } from '../log.ts';
import { BackendFileError, fetchBackendFile } from './backend-file.ts';
import type { DiscoveryHost } from './host.ts';
import { keptPerSite } from './per-site.ts';

/** Never for crawlers: the site builders' tools, the login, demos, APIs and RSC payloads. */
export const DISALLOWED = ['/__limbo/', '/__tools/', '/__login/', '/__demo/', '/api/', '/RSC/'];
/** Google reads 500 KiB of a robots.txt; editors' rules are a few lines. */
const MAX_BACKEND_ROBOTS_BYTES = 64 * 1024;

type Group = { agents: string[]; rules: string[] };

/** A rule line of the backend's file that may stay: these fields, with a value of plain path characters. */
const RULE = /^(allow|disallow|crawl-delay):\s*([^\s#]*)\s*(?:#.*)?$/i;
const AGENT = /^user-agent:\s*([^\s#]+)\s*(?:#.*)?$/i;

/**
 * Whether an Allow rule could reopen one of our paths: crawlers follow the longest matching rule
 * and Allow wins a tie, so an Allow as long as ours under it, or any wildcard Allow, could.
 */
const reopens = (path: string) => path.includes('*') || DISALLOWED.some((d) => path.startsWith(d));

/**
 * The backend's robots.txt (Limbo.Umbraco.Seo, the site's `robotsTxt` property) read as groups.
 * Kept: User-agent, Allow, Disallow and Crawl-delay lines; dropped: comments, Sitemap lines (ours
 * is the one) and anything unknown, so nothing an editor writes can break the file's syntax.
 */
export function parseRobotsGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    // A control character anywhere makes the line unusable.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (!line || line.startsWith('#') || /[\u0000-\u001f\u007f]/.test(line)) continue;
    const agent = AGENT.exec(line);
    if (agent?.[1]) {
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(agent[1]);
      continue;
    }
    const rule = RULE.exec(line);
    if (!rule || !current) continue;
    const [, field = '', value = ''] = rule;
    const name = field.toLowerCase();
    if (name === 'allow' && reopens(value)) continue;
    if (name === 'crawl-delay' && !/^\d{1,4}(\.\d{1,3})?$/.test(value)) continue;
    current.rules.push(
      `${name === 'crawl-delay' ? 'Crawl-delay' : name === 'allow' ? 'Allow' : 'Disallow'}: ${value}`,
    );
  }
  return groups;
}

/**
 * robots.txt for this host. Our Disallow lines go into every group, because a crawler obeys only
 * the most specific group naming it: a backend group for `Googlebot` without them would reopen
 * the tools. A `*` group is always there, and the Sitemap line names this host's sitemap. For a
 * host that is not known (`origin` null) our rules alone, naming no host.
 */
export function renderRobots(origin: string | null, backendGroups: readonly Group[] = []): string {
  const ours = DISALLOWED.map((path) => `Disallow: ${path}`);
  const groups = backendGroups.filter((g) => g.agents.length > 0);
  if (!groups.some((g) => g.agents.includes('*'))) groups.unshift({ agents: ['*'], rules: [] });
  const blocks = groups.map((g) => {
    const rules = [...g.rules.filter((r) => !ours.includes(r)), ...ours];
    return [...g.agents.map((a) => `User-agent: ${a}`), ...rules].join('\n');
  });
  const about = "the public pages may be indexed; the site builders' tools and APIs may not.";
  if (!origin) return `# On this host ${about}\n${blocks.join('\n\n')}\n`;
  return `# ${origin}: ${about}\n${blocks.join('\n\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The backend's robots groups of this site (kept per app host), or none: no file, or it fails. */
function backendGroups(appHost: string): Promise<Group[]> {
  return keptPerSite('robots', appHost, async () => {
    try {
      const file = await fetchBackendFile('/robots.txt', appHost, {
        maxBytes: MAX_BACKEND_ROBOTS_BYTES,
        accept: 'text/plain',
      });
      if (file.status !== 200 || !/^text\/plain\b/i.test(file.contentType)) return [];
      return parseRobotsGroups(file.text);
    } catch (err) {
      if (!(err instanceof BackendFileError)) throw err;
      log.warn({ appHost, failure: err.failure }, 'robots.txt: backend rules unavailable');
      return [];
    }
  });
}

/** `/robots.txt` for this host, with the backend's rules merged in when it has any. */
export async function robotsFor(host: DiscoveryHost, useBackend = true): Promise<string> {
  return renderRobots(host.origin, useBackend ? await backendGroups(host.appHost) : []);
}
