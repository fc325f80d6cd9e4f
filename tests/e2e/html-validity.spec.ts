import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, uncached } from './fixtures.ts';

// Valid HTML: the W3C Nu HTML Checker (vnu-jar, run with the machine's Java) finds no error on
// any public page kind, on a page showing form errors, on the error pages and on the components
// overview. One vnu run for all of them (its start-up is most of its time). Regression: React's
// `<link rel="preload" as="stylesheet">` on every page (decision 048), the error summary's
// `aria-labelledby` on a `<div>` without a role, duplicate ids on the components overview.

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

const PAGES: { name: string; path: string; status: number; fault?: 'error500' }[] = [
  { name: 'front-page-da', path: '/', status: 200 },
  { name: 'front-page-en', path: '/en/', status: 200 },
  { name: 'front-page-de', path: '/de/', status: 200 },
  { name: 'content-page', path: '/borger/affald-og-genbrug/', status: 200 },
  { name: 'content-page-long-read', path: '/om-kommunen/', status: 200 },
  { name: 'content-page-en', path: '/en/contact/', status: 200 },
  { name: 'hub-page', path: '/borger/', status: 200 },
  { name: 'list-page', path: '/nyheder/', status: 200 },
  { name: 'list-page-2', path: '/nyheder/?page=2', status: 200 },
  { name: 'job-list', path: '/job/', status: 200 },
  { name: 'video-page', path: '/borger/video/', status: 200 },
  { name: 'search-page', path: '/da/soegning/', status: 200 },
  { name: 'search-page-query', path: '/da/soegning/?cludoquery=affald', status: 200 },
  { name: 'fallback-layout', path: '/diverse/', status: 200 },
  { name: 'cookie-page', path: '/cookies/', status: 200 },
  {
    name: 'form-errors',
    path: '/borger/parkering/?subscription=invalid&subscription-error=name.required&subscription-error=email.invalid',
    status: 200,
  },
  { name: 'cms-404', path: '/findes-ikke/', status: 404 },
  { name: 'generic-404-en', path: '/en/does-not-exist/', status: 404 },
  { name: 'error-500', path: '/borger/parkering/', status: 500, fault: 'error500' },
  { name: 'login', path: '/__login/', status: 200 },
];

function vnu(files: string[]): Promise<{ url?: string; message: string; extract?: string }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.env.JAVA ?? 'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out.slice(out.indexOf('{'))).messages);
      } catch {
        reject(new Error(`vnu gave no JSON: ${out.slice(0, 500)}`));
      }
    });
  });
}

test('the W3C Nu checker finds no error on any page kind, a form error page or the components overview', async ({
  page,
  login,
  backendFault,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
  const files: string[] = [];
  const save = (name: string, html: string) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, html);
    files.push(file);
  };
  for (const { name, path: at, status, fault } of PAGES) {
    if (fault) await backendFault(fault);
    const res = await page.request.get(fault ? uncached(at) : at, { maxRedirects: 0 });
    if (fault) await backendFault('none');
    expect(res.status(), at).toBe(status);
    save(name, await res.text());
  }
  await login();
  const overview = await page.request.get('/__limbo/components-overview/');
  expect(overview.status()).toBe(200);
  save('components-overview', await overview.text());

  const messages = await vnu(files);
  const found = messages.map(
    (m) => `${path.basename(m.url ?? '?')}: ${m.message} ${(m.extract ?? '').replace(/\s+/g, ' ')}`,
  );
  expect(found).toEqual([]);
});
