import { writeFile } from 'node:fs/promises';
import { EnvError, configureEnv, parseEnv } from '#src/server/env.ts';
import { captureWarningsOnly } from '#src/server/log.ts';
import type { Clock } from '#src/server/discovery/pace.ts';
import { runContentCheck, type PageFindings } from '#src/server/content-check/run.ts';
import { rules, ruleIds, type Finding } from '#src/server/content-check/rules.ts';
import { reporter, type Output } from '../check-backend/progress.ts';
import type { ContentCheckOptions } from './options.ts';

// `npm run check:content`'s report on the terminal (decision 044): a progress bar, a table per
// page with findings, a summary by rule. Every line goes through the reporter, which escapes what
// the backend wrote (terminalText).

export type ContentCheckIo = {
  out: Output;
  env: Record<string, string | undefined>;
  clock?: Clock;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Columns padded to their widest cell; the last one left as it is. */
function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((row) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '),
  );
}

function pageTable(page: PageFindings, line: (text?: string) => void, count: string): void {
  const errors = page.findings.filter((f) => f.severity === 'error').length;
  const head = page.problem
    ? `${page.path}  not checked: ${page.problem}`
    : `${page.path}  ${page.findings.length ? `${plural(page.findings.length, 'finding', 'findings')} (${errors} errors)` : 'no findings'}`;
  line(`${count}${head}${page.truncated ? ' (only the first ones kept)' : ''}`);
  if (page.findings.length === 0) return;
  if (page.editUrl) line(`  edit: ${page.editUrl}`);
  const rows = page.findings.map((f: Finding) => [
    `  ${f.severity}`,
    f.rule,
    f.wcag ? `WCAG ${f.wcag}` : '',
    f.block ?? 'page',
    f.element,
  ]);
  for (const text of table(rows)) line(text);
}

function summary(
  pages: readonly PageFindings[],
  line: (text?: string) => void,
  language: 'da' | 'en',
): void {
  const all = pages.flatMap((p) => p.findings);
  line();
  line('Summary by rule');
  const rows = [['  rule', 'severity', 'WCAG', 'findings', 'pages', 'what']];
  for (const id of ruleIds) {
    const these = all.filter((f) => f.rule === id);
    const onPages = pages.filter((p) => p.findings.some((f) => f.rule === id)).length;
    rows.push([
      `  ${id}`,
      rules[id].severity,
      rules[id].wcag ?? '–',
      String(these.length),
      String(onPages),
      rules[id].title[language],
    ]);
  }
  for (const text of table(rows)) line(text);
  const checked = pages.filter((p) => !p.problem);
  const withFindings = checked.filter((p) => p.findings.length > 0).length;
  const errors = all.filter((f) => f.severity === 'error').length;
  line();
  line(
    `${plural(all.length, 'finding', 'findings')} (${errors} errors, ${all.length - errors} warnings) on ${withFindings} of ${plural(checked.length, 'page', 'pages')} checked; ${pages.length - checked.length} not checked`,
  );
}

/** Runs the check; answers the exit code (options.ts's USAGE). */
export async function checkContent(
  options: ContentCheckOptions,
  io: ContentCheckIo,
): Promise<number> {
  const out = reporter(io.out);
  try {
    configureEnv(
      parseEnv({
        ...io.env,
        CMS_API_URL: options.backend,
        APP_HOST: options.host,
        CMS_API_KEY: options.apiKey,
      }),
    );
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    out.line(`Configuration error: ${err.variable} ${err.reason}`);
    return 2;
  }
  // The report is the output; the adapter's warnings are captured, never written as log lines.
  captureWarningsOnly();
  out.line(
    `check:content ${options.backend} for ${options.host}, at most ${options.rate} requests a second`,
  );
  const msPerPage = 1000 / options.rate;
  const report = await runContentCheck(
    {
      host: options.host,
      paths: options.paths,
      rate: options.rate,
      max: options.max,
      language: options.language,
    },
    {
      note: (text) => out.line(text),
      progress: (done, total, path) => out.progress(done, total, msPerPage, path),
      page: (page, i, total) => {
        if (i === 0) out.line();
        pageTable(page, out.line, `[${String(i + 1).padStart(String(total).length)}/${total}] `);
      },
    },
    io.clock,
  );
  out.done();
  if (typeof report === 'string') {
    out.line(report);
    return 1;
  }
  summary(report.pages, out.line, options.language);
  if (options.json) {
    await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
    out.line(`JSON report: ${options.json}`);
  }
  const findings = report.pages.flatMap((p) => p.findings);
  if (options.failOn === 'warning' && findings.length > 0) return 1;
  if (options.failOn === 'error' && findings.some((f) => f.severity === 'error')) return 1;
  return 0;
}
