import type { Plugin } from 'vite';

// React 19.2's Flight server turns every `<link rel="stylesheet">` a server component renders
// into a preload hint with `as="stylesheet"`, which is not a value `as` may take: browsers ignore
// the hint and the W3C Nu checker reports two errors on every page. React 19.3 sends `as="style"`
// (react PR #34760); Waku 0.27 pins React ~19.2.3, so the RSC build gets that one-word change
// (decision 048). The stylesheet link itself was always valid.

const STYLESHEET_HINT = /preload\(([\w$]+), "stylesheet", \{/g;

export function flightStyleHint(): Plugin {
  return {
    name: 'kommune:flight-style-hint',
    applyToEnvironment: (environment) => environment.name === 'rsc',
    transform(code, id) {
      if (!/react-server-dom-webpack-server\.\w+\.(?:production|development)\.js$/.test(id)) {
        return null;
      }
      // After an upgrade that changed the call (or fixed it): fail the build rather than go on
      // unnoticed; remove this plugin once React says "style" itself.
      if ((code.match(STYLESHEET_HINT)?.length ?? 0) !== 1) {
        this.error(`expected one preload(…, "stylesheet", …) in ${id}`);
      }
      return { code: code.replace(STYLESHEET_HINT, 'preload($1, "style", {'), map: null };
    },
  };
}
