// robots.txt as one crawler must read it (RFC 9309), small enough to check by eye:
// - a group is one or more `User-agent` lines and the rules after them; a `User-agent` line
//   after a rule starts the next group; other lines (Sitemap, Crawl-delay) change nothing;
// - the crawler follows every group naming its product token (case-insensitive), merged; only
//   when none does, every `*` group, merged; with neither, everything is allowed;
// - a rule matches a path by prefix, with `*` for any characters and a final `$` for the end;
//   the longest matching rule wins, Allow on a tie; an empty Disallow matches nothing;
// - paths are compared percent-encoded with upper-case hex, as the app writes them (classify.ts):
//   a rule's other characters are encoded the same way, and encoded unreserved ones decoded.
// Only this crawler reads it; the app's own robots.txt merging is src/server/discovery/robots.ts.

type Rule = { allow: boolean; pattern: string; regex: RegExp };
type Group = { agents: string[]; rules: Rule[] };

export type RobotsRules = {
  /** Which groups apply: the crawler's own token, `*`, or none. */
  group: string;
  /** The rules followed, as written in the file. */
  rules: readonly { allow: boolean; pattern: string }[];
  /** Whether the crawler may fetch `path` (an encoded path, with its query if any). */
  allows(path: string): boolean;
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** A rule's path in the form the app's paths have: escapes upper-cased, unreserved decoded. */
function encodedPattern(value: string): string {
  return value
    .replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    })
    .replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

function ruleOf(allow: boolean, value: string): Rule {
  const pattern = encodedPattern(value);
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { allow, pattern, regex: new RegExp(`^${source}${anchored ? '$' : ''}`) };
}

function groupsOf(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let sawRule = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const field = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!field) continue;
    const name = field[1]!.toLowerCase();
    const value = field[2]!.trim();
    if (name === 'user-agent') {
      if (!current || sawRule) {
        groups.push((current = { agents: [], rules: [] }));
        sawRule = false;
      }
      current.agents.push(value.toLowerCase());
    } else if ((name === 'allow' || name === 'disallow') && current) {
      sawRule = true;
      if (value) current.rules.push(ruleOf(name === 'allow', value));
    }
  }
  return groups;
}

/** The rules of `text` for the crawler whose product token is `agent`. */
export function robotsRules(text: string, agent: string): RobotsRules {
  const groups = groupsOf(text);
  const token = agent.toLowerCase();
  const own = groups.filter((g) => g.agents.includes(token));
  const chosen = own.length ? own : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  return {
    group: own.length ? agent : chosen.length ? '*' : 'none',
    rules: rules.map(({ allow, pattern }) => ({ allow, pattern })),
    allows(path) {
      if (path === '/robots.txt') return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.regex.test(path)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieWonByAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieWonByAllow) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}

/** Every path allowed: no robots.txt (RFC 9309: a 4xx answer means no rules). */
export const NO_ROBOTS_RULES: RobotsRules = { group: 'none', rules: [], allows: () => true };
