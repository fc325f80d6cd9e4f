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
        "'use client';\nimport type { Site } from '#src/server/cms/types.ts';\nimport { translator } from '#src/shared/dictionary/index.ts';\nexport const x = (s: Site) => [s, translator];\n",
      ),
    ).toEqual([]);
    expect(
      await lint("import { getEnv } from '#src/server/env.ts';\nexport const x = getEnv;\n"),
    ).toEqual([]);
  });
}, 30_000);
