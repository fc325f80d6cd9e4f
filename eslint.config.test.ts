import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const lint = async (code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: 'src/components/Probe/Probe.tsx' });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/client-boundary');
};

describe("the lint rule that keeps server-only code out of 'use client' modules", () => {
  it('refuses a value import from src/server/ or node: in a client module', async () => {
    const messages = await lint(
      "'use client';\nimport { getEnv } from '#src/server/env.ts';\nimport { readFile } from 'node:fs';\nexport const x = [getEnv, readFile];\n",
    );
    expect(messages.map((m) => m.line)).toEqual([2, 3]);
  });

  it('allows type imports, shared code, and server imports in server components', async () => {
    expect(
      await lint(
        "'use client';\nimport type { Site } from '#src/server/types.ts';\nimport { translator } from '#src/shared/dictionary/index.ts';\nexport const x = (s: Site) => [s, translator];\n",
      ),
    ).toEqual([]);
    expect(
      await lint("import { getEnv } from '#src/server/env.ts';\nexport const x = getEnv;\n"),
    ).toEqual([]);
  });
}, 30_000);

describe('the import rules that keep dev-time code out of the site', () => {
  const restricted = async (filePath: string, code: string) => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.line);
  };
  const imports = [
    "import { handlers } from '#mocks/handlers.ts';",
    "import { server } from '#tests/support/setup.ts';",
    "import { renderStatic } from '#src/components/dom.test-kit.tsx';",
    "import { ctx } from './reshape.test-kit.ts';",
    "import { LoginForm } from '#src/tools/LoginForm/LoginForm.tsx';",
    'export const x = [handlers, server, renderStatic, ctx, LoginForm];',
  ].join('\n');

  it('refuses mocks, test support, test kits and the tools in public code', async () => {
    expect(await restricted('src/server/cms/probe.ts', imports)).toEqual([1, 2, 3, 4, 5]);
    expect(await restricted('src/components/Probe/Probe.tsx', imports)).toEqual([1, 2, 3, 4, 5]);
    // The tools may use the public components, but not test code either.
    expect(await restricted('src/tools/Probe/Probe.tsx', imports)).toEqual([1, 2, 3, 4]);
  });

  it('lets a test, or a test kit, beside public code use all of them', async () => {
    expect(await restricted('src/server/cms/probe.test.ts', imports)).toEqual([]);
    expect(await restricted('src/server/cms/probe.test-kit.ts', imports)).toEqual([]);
  });
}, 30_000);
