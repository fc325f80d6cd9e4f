// The import rules `npm run check` holds the code to (dependency-cruiser, decision 038). Type-only
// imports count: a circle made of types alone still ties every module on it to every other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-below-server',
      comment:
        'src/shared runs in the browser and on the server: it imports nothing from src/server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'pipeline-is-the-top-floor',
      comment:
        'The steps use the domains below them; nothing in src/server imports a step (the server entry lists them).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/pipeline/' },
      to: { path: '^src/server/pipeline/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]|[.]test-kit[.]' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
