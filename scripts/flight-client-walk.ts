import type { Plugin } from 'vite';

// React 19.2's Flight client (the SSR pass decoding the RSC payload) parses every row with
// `JSON.parse(text, reviver)`. On Node 24 a reviver makes V8 keep each value's source text for
// the callback, and that one call was 16 % of an uncached render. React 19.3 replaced it with a
// parse then a walk (react PR #35776); this does the same for the 19.2 client of the SSR build: a
// plain `JSON.parse`, then the same reviver called in the same order (children first, `this` the
// holder, a value of `undefined` deleted) as the specification's InternalizeJSONProperty.
// docs/decisions/023-render-cost-node-24.md has the figures.

const REVIVER_CALL = /JSON\.parse\(([\w$]+), ([\w$]+)\._fromJSON\)/g;
export const REVIVE_WALK = `
function __kommuneReviveJSON(value, reviver) {
  return __kommuneRevive({ '': value }, '', reviver);
}
function __kommuneRevive(holder, key, reviver) {
  var value = holder[key];
  if (typeof value === 'object' && value !== null) {
    if (Array.isArray(value)) {
      for (var i = 0; i < value.length; i++) {
        var item = __kommuneRevive(value, '' + i, reviver);
        if (item === undefined) delete value[i];
        else value[i] = item;
      }
    } else {
      for (var name of Object.keys(value)) {
        var field = __kommuneRevive(value, name, reviver);
        if (field === undefined) delete value[name];
        else if (name === '__proto__') Object.defineProperty(value, name, { value: field, writable: true, enumerable: true, configurable: true });
        else value[name] = field;
      }
    }
  }
  return reviver.call(holder, key, value);
}
`;

export function flightClientWithoutReviver(): Plugin {
  return {
    name: 'kommune:flight-client-without-reviver',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/react-server-dom-webpack-client\.(?:node|edge)\.production\.js$/.test(id)) return null;
      const calls = code.match(REVIVER_CALL)?.length ?? 0;
      // After an upgrade that changed the call: fail the build rather than go on unnoticed.
      if (calls === 0) this.error(`no JSON.parse(…, response._fromJSON) left in ${id}`);
      return {
        code:
          code.replace(REVIVER_CALL, '__kommuneReviveJSON(JSON.parse($1), $2._fromJSON)') +
          REVIVE_WALK,
        map: null,
      };
    },
  };
}
