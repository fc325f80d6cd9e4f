import http from 'node:http';
import https from 'node:https';
import { getEnv } from '../env.ts';

// The backend's own SEO files (Limbo.Umbraco.Seo: `/sitemap.xml`, `/robots.txt`). The package
// finds the site by the request's Host header (SiteAccessor.TryGetSite matches Umbraco's domains
// against it), and there is no query parameter for it as the page call has `appHost`. So the
// call goes to CMS_API_URL with `Host: <app host>` (TLS still names the backend, through SNI).
// fetch() cannot set Host, hence node:http (decision 016).

/** Sent on the backend call; a request that carries it is never passed on again (no loop). */
export const UPSTREAM_MARK = 'x-limbo-discovery';

export type BackendFile = { status: number; contentType: string; text: string };

export class BackendFileError extends Error {
  constructor(
    readonly failure: 'timeout' | 'unreachable' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'BackendFileError';
  }
}

/** The whole call, headers and body, must finish within this (and within CMS_TIMEOUT_MS). */
export const BACKEND_FILE_TIMEOUT_MS = 3000;

/**
 * GETs `path` on the backend for `appHost`. The body is read up to `maxBytes` (more is a
 * `too-large` failure, refused by Content-Length before reading when it says so); the call is
 * abandoned after the deadline, however slowly the bytes arrive.
 */
export function fetchBackendFile(
  path: string,
  appHost: string,
  { maxBytes, accept }: { maxBytes: number; accept: string },
): Promise<BackendFile> {
  const env = getEnv();
  const url = new URL(`${env.cmsApiUrl}${path}`);
  const headers: Record<string, string> = { host: appHost, accept, [UPSTREAM_MARK]: '1' };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  const timeoutMs = Math.min(env.cmsTimeoutMs, BACKEND_FILE_TIMEOUT_MS);
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<BackendFile>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      fn();
    };
    const fail = (failure: BackendFileError['failure'], message: string) => {
      finish(() => reject(new BackendFileError(failure, message)));
      req.destroy();
    };
    const req = client.request(
      url,
      {
        method: 'GET',
        headers,
        ...(url.protocol === 'https:' ? { servername: url.hostname } : {}),
      },
      (res) => {
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail('too-large', `backend file of ${declared} bytes`);
          return;
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) fail('too-large', `backend file over ${maxBytes} bytes`);
          else chunks.push(chunk);
        });
        res.on('end', () =>
          finish(() =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
        res.on('error', (err) => fail('unreachable', err.message));
      },
    );
    const deadline = setTimeout(
      () => fail('timeout', `backend file not complete within ${timeoutMs} ms`),
      timeoutMs,
    );
    req.on('error', (err) => fail('unreachable', err.message));
    req.end();
  });
}
