import { isValidElement } from 'react';

/** Longest JSON shown for one example; the rest is cut with a note. */
export const MAX_PROPS_JSON = 20_000;
const MAX_DEPTH = 12;

function elementName(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'function') return type.name || 'Anonymous';
  if (type && typeof type === 'object') {
    const named = type as { displayName?: string; name?: string; render?: { name?: string } };
    return named.displayName ?? named.name ?? named.render?.name ?? 'Component';
  }
  return String(type);
}

/**
 * An example's props as plain JSON data for the components overview: functions, React elements,
 * dates, URLSearchParams, maps, sets, symbols, bigints and cycles are summarised as strings
 * instead of throwing or disappearing. React escapes the text where it is shown.
 */
function propsToData(value: unknown, seen = new Set<object>(), depth = 0): unknown {
  if (value === undefined) return '[undefined]';
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : `[number ${value}]`;
  if (typeof value === 'bigint') return `[bigint ${value}]`;
  if (typeof value === 'symbol') return `[symbol ${value.description ?? ''}]`;
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (isValidElement(value)) return `[React element <${elementName(value.type)}>]`;
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
  if (value instanceof URLSearchParams) return `[URLSearchParams ${value.toString()}]`;
  if (value instanceof URL) return value.href;
  if (value instanceof RegExp) return String(value);
  seen.add(value);
  try {
    if (value instanceof Map)
      return {
        '[Map]': [...value].map(([k, v]) => [
          propsToData(k, seen, depth + 1),
          propsToData(v, seen, depth + 1),
        ]),
      };
    if (value instanceof Set)
      return { '[Set]': [...value].map((v) => propsToData(v, seen, depth + 1)) };
    if (Array.isArray(value)) return value.map((v) => propsToData(v, seen, depth + 1));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      let item: unknown;
      try {
        item = (value as Record<string, unknown>)[key];
      } catch {
        item = '[unreadable]';
      }
      out[key] = propsToData(item, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Pretty JSON of an example's props, at most MAX_PROPS_JSON characters. */
export function propsJson(props: unknown): string {
  const json = JSON.stringify(propsToData(props), null, 2) ?? 'null';
  return json.length > MAX_PROPS_JSON
    ? `${json.slice(0, MAX_PROPS_JSON)}\n… (${json.length - MAX_PROPS_JSON} tegn mere)`
    : json;
}
