import { describe, expect, it } from 'vitest';
import { REVIVE_WALK } from './flight-client-walk.ts';

// The build (waku.config.ts, scripts/flight-client-walk.ts) replaces React 19.2's `JSON.parse(text, reviver)` in the SSR Flight client with
// a plain parse and a walk (decision 023). The walk must call the reviver exactly as JSON.parse
// does: same holders, keys and values, in the same order, with the same result.
const reviveJSON = new Function(`${REVIVE_WALK}; return __kommuneReviveJSON;`)() as (
  value: unknown,
  reviver: (this: unknown, key: string, value: unknown) => unknown,
) => unknown;

const row = JSON.stringify([
  '$',
  'div',
  null,
  {
    className: 'a',
    children: [['$', 'p', 'k', { children: '$L1' }], 'text', 3, true, null, { drop: 'x' }],
    nested: { deep: [[1, [2, { three: '$@3' }]]] },
  },
]);
const withProto = '{"a":1,"__proto__":{"polluted":true},"b":[{"__proto__":2}]}';

/** A reviver that records every call and changes what it sees, as React's does. */
function recording() {
  const calls: [unknown, string, unknown][] = [];
  function reviver(this: unknown, key: string, value: unknown) {
    calls.push([this, key, structuredClone(value)]);
    if (key === '__proto__' || key === 'drop') return undefined;
    if (typeof value === 'string' && value.startsWith('$')) return { ref: value };
    if (typeof value === 'number') return value * 10;
    return value;
  }
  return { calls, reviver };
}

describe('the Flight client walk that replaces JSON.parse with a reviver', () => {
  for (const [name, text] of [
    ['an element row', row],
    ['own __proto__ keys', withProto],
    ['a bare string', '"$undefined"'],
    ['null', 'null'],
  ] as const) {
    it(`gives the same result and the same calls as JSON.parse: ${name}`, () => {
      const native = recording();
      const walked = recording();
      const expected = JSON.parse(text, native.reviver);
      const actual = reviveJSON(JSON.parse(text), walked.reviver);
      expect(actual).toEqual(expected);
      expect(walked.calls.map(([, key, value]) => [key, value])).toEqual(
        native.calls.map(([, key, value]) => [key, value]),
      );
      expect(Object.getPrototypeOf(actual ?? {})).toBe(Object.getPrototypeOf(expected ?? {}));
    });
  }
});
