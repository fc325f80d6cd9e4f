// The import rules `npm run check` holds the code to (dependency-cruiser, decision 038). Type-only
// imports count: a circle made of types alone still ties every module on it to every other.

/**
 * src/server's floors, lowest first: a module imports its own floor's and the ones below, never
 * one above, so the folders stand in one order with no arrow pointing up. Files directly in
 * src/server/ (log, env, routing, request context, sanitize, the primitive types) are the ground.
 * The floors of one row are beside each other: none imports another.
 */
const SERVER_FLOORS = [
  ['http'],
  ['forms'],
  ['auth'],
  ['flags'],
  ['request'],
  ['cache'],
  ['cms'],
  ['seo', 'discovery', 'revalidate', 'perf'],
  ['content-check'],
  ['pipeline'],
];
const inFolders = (folders) => `^src/server/(${folders.join('|')})/`;

/** One rule per floor: nothing on it imports a floor above it, or another of its row. */
const floorRules = [
  {
    name: 'server-ground-imports-no-floor',
    comment: 'The files directly in src/server/ are the ground floor: they import no folder of it.',
    severity: 'error',
    from: { path: '^src/server/[^/]+$' },
    to: { path: '^src/server/[^/]+/' },
  },
  ...SERVER_FLOORS.flatMap((row, i) =>
    row.map((folder) => ({
      name: `server-floor-${folder}`,
      comment: `src/server/${folder}/ imports only the floors below it (.dependency-cruiser.cjs SERVER_FLOORS).`,
      severity: 'error',
      from: { path: inFolders([folder]) },
      to: {
        path: inFolders([...row.filter((f) => f !== folder), ...SERVER_FLOORS.slice(i + 1).flat()]),
      },
    })),
  ),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
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
      name: 'block-strings-are-words-only',
      comment:
        "A block's strings (BlockX.strings.ts) go into the browser's dictionary: they import nothing but src/shared.",
      severity: 'error',
      from: { path: '^src/components/blocks/[^/]+/[^/]+[.]strings[.]ts$' },
      to: { pathNot: '^src/shared/' },
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
