import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '#scripts/launcher.ts';
import { envSchema } from './env.ts';

// The operators' handbook and the deployment examples name the app's variables, ports and probe
// paths: each must be one the app really has, and the handbook's table must list every one.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Read by the server outside the zod schema (scripts/serve.mjs, cluster.mjs, the logger). */
const PROCESS_VARIABLES = ['HOST', 'WEB_CONCURRENCY', 'LOG_LEVEL'];
/** Node's own, which the examples set for V8 (docs/operations.md, "Sizing"). */
const NODE_VARIABLES = ['NODE_OPTIONS'];
/** Set by the launcher for the embedded sample backend, never by an operator. */
const INTERNAL_VARIABLES = ['SAMPLE_BACKEND'];
const known = new Set([...Object.keys(envSchema.shape), ...PROCESS_VARIABLES, ...NODE_VARIABLES]);

/** The variables a compose file's `environment:` map and a manifest's `env:` list set. */
function composeVariables(text: string): string[] {
  const block = /^ {2}environment:\n((?: {4}.*\n)+)/m.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}
function manifestVariables(text: string): string[] {
  return [...text.matchAll(/- \{? ?name: ([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!);
}

describe('deploy/compose.yaml and deploy/kubernetes.yaml', () => {
  const compose = read('deploy/compose.yaml');
  const manifest = read('deploy/kubernetes.yaml');

  it('set only variables the app reads, including the ones production needs', () => {
    for (const variables of [composeVariables(compose), manifestVariables(manifest)]) {
      expect(variables.length).toBeGreaterThan(5);
      for (const name of variables) expect(known, name).toContain(name);
      for (const needed of ['CMS_API_URL', 'SESSION_PASSWORD', 'TRUSTED_PROXIES', 'REDIS_URL']) {
        expect(variables).toContain(needed);
      }
    }
  });

  it("probe the app's own health paths on its port, and keep WEB_CONCURRENCY at one per pod", () => {
    const probes = [...manifest.matchAll(/httpGet: \{ path: ([^,]+), port: (\w+) \}/g)];
    expect(probes.map((m) => m[1])).toEqual(['/readyz', '/healthz', '/healthz']);
    expect(manifest).toMatch(/\{ name: http, containerPort: 3000 \}/);
    expect(envSchema.shape.PORT.parse(undefined)).toBe(3000);
    expect(manifestVariables(manifest)).not.toContain('WEB_CONCURRENCY');
    const metricsPort = /\{ name: METRICS_PORT, value: '(\d+)' \}/.exec(manifest)?.[1];
    expect(manifest).toContain(`{ name: metrics, containerPort: ${metricsPort} }`);
  });

  it('let nginx close an idle connection to an instance before the instance does (regression: resets took instances out)', () => {
    const nginx = read('deploy/nginx.conf');
    const upstream = nginx.slice(nginx.indexOf('upstream kommune_site'));
    const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    const serve = read('scripts/serve.mjs');
    const appMs = Number(/keepAliveTimeout = ([\d_]+);/.exec(serve)?.[1]?.replaceAll('_', ''));
    expect(nginxSeconds * 1000).toBeLessThan(appMs);
  });

  it("start the image's server with the flags every launcher gives it", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1];
    const argv = JSON.parse(cmd ?? '[]') as string[];
    expect(argv).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/start.mjs']);
  });

  it('put the instances where deploy/nginx.conf looks for them', () => {
    const nginx = read('deploy/nginx.conf');
    for (const service of ['app1', 'app2']) {
      expect(compose).toMatch(new RegExp(`^  ${service}: \\*app$`, 'm'));
      expect(nginx).toContain(`server ${service}:3000`);
    }
  });
});

describe('docs/operations.md', () => {
  const handbook = read('docs/operations.md');
  const section = handbook.slice(handbook.indexOf('## Configuration reference'));
  const table = section.slice(0, section.indexOf('\n## ', 3));
  const documented = new Set(
    [...table.matchAll(/^\| ((?:`[A-Z][A-Z0-9_]*`(?:, )?)+)/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((v) => v[1]!),
    ),
  );

  it('documents every variable the app reads, and no other', () => {
    const read = [...Object.keys(envSchema.shape), ...PROCESS_VARIABLES]
      .filter((name) => !INTERNAL_VARIABLES.includes(name))
      .sort();
    expect([...documented].sort()).toEqual(read);
  });

  it('names the metrics the app registers', async () => {
    const { metrics } = await import('./http/metrics.ts');
    const names = (await metrics.registry.getMetricsAsJSON()).map((m) => m.name);
    for (const name of [
      'http_request_duration_seconds',
      'page_cache_requests_total',
      'page_cache_hit_ratio',
      'backend_cache_requests_total',
      'backend_request_duration_seconds',
      'backend_errors_total',
      'backend_circuit_open',
    ]) {
      expect(names).toContain(name);
      expect(handbook).toContain(`\`${name}\``);
    }
    // Every app metric (not prom-client's defaults) is in the handbook.
    for (const name of names.filter((n) => !/^(process|nodejs)_/.test(n))) {
      expect(handbook, name).toContain(`\`${name}\``);
    }
  });
});
