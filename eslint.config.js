import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A module marked 'use client' runs in the browser: it may not import server-only code
 * (`#src/server/…`, `node:*`), except as types. Shared code lives in src/shared/.
 */
const clientBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const body = context.sourceCode.ast.body;
    const first = body[0];
    const isClient = first?.type === 'ExpressionStatement' && first.directive === 'use client';
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (node.specifiers.length && node.specifiers.every((s) => s.importKind === 'type')) return;
        const source = String(node.source.value);
        if (
          /^#src\/server\//.test(source) ||
          /(^|\/)server\//.test(source) ||
          source.startsWith('node:')
        ) {
          context.report({
            node,
            message: `A 'use client' module cannot import server-only ${source}; move shared code to src/shared/.`,
          });
        }
      },
    };
  },
};

const longRelative = {
  group: ['../../*'],
  message: 'Import through #src/… instead of long relative paths.',
};

/** The sample backend is dev-time only: the production build (and image) has no mocks/. */
const noMocks = {
  // A regex: '#' starts a comment in the gitignore-style `group` patterns.
  regex: '^(#mocks/|(\\.\\./)+mocks(/|$))',
  message: 'src/ cannot import mocks/ (dev-time only); mocks may import from src/.',
};

/** Test code (tests/support, *.test-kit helpers, tests) is for tests: it reaches mocks/. */
const noTestCode = {
  regex: '(^#tests/)|(\\.test(-kit)?\\.tsx?$)',
  message: 'only tests may import test code (tests/support/, *.test-kit.ts, *.test.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/*/dist',
      '.bench',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [longRelative] }],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [longRelative, noMocks, noTestCode],
        },
      ],
    },
  },
  {
    // Public code never reaches into the site builders' tools or the Kultunaut demo: they may
    // import public components, not the other way round. (A later block replaces the whole rule,
    // so this one lists the patterns above again.)
    files: ['src/components/**', 'src/shared/**', 'src/server/**', 'src/styles/**', 'src/ssr/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            longRelative,
            noMocks,
            noTestCode,
            {
              regex: '^#src/(tools|demo)/',
              message: 'public code cannot import the tools (src/tools/) or the demo (src/demo/).',
            },
          ],
        },
      ],
    },
  },
  {
    // A test beside public code (and its *.test-kit helpers) may use the sample backend (mocks/)
    // and the tools it checks.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-kit.ts', '**/*.test-kit.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [longRelative] }] },
  },
  {
    // The bench's reference app is a package of its own (no `#scripts/…` imports there): it
    // shares the site's build plugins and the Flight decoder in scripts/ by relative path.
    files: ['bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-restricted-imports': 'off' },
  },
  {
    plugins: { local: { rules: { 'client-boundary': clientBoundary } } },
    rules: { 'local/client-boundary': 'error' },
  },
  {
    // Only src/server/ talks to the outside world.
    files: ['src/components/**', 'src/tools/**', 'src/demo/**', 'src/pages/**', 'src/styles/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the backend through src/server/.' },
      ],
    },
  },
);
