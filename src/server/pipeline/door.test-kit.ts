import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { respondAtTheDoor } from './door.ts';

// The door in front of a list of steps, as scripts/serve.mjs runs them, for the door's tests.

/** A server on a free port: the door first, `hono` for what it does not serve (`onList`). */
export async function doorServer(
  hono: Hono,
  onList: () => void = () => undefined,
): Promise<{ port: number; close: () => Promise<void> }> {
  const list = getRequestListener(hono.fetch);
  const server: Server = createServer((incoming, outgoing) => {
    void respondAtTheDoor(incoming, outgoing).then((served) => {
      if (served) return;
      onList();
      void list(incoming, outgoing);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw request to `port` (any header, repeated ones, a hostile Host), its response as Node reads it. */
export function rawRequest(
  port: number,
  path: string,
  headers: [string, string][] = [],
  method = 'GET',
  body?: string,
) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path, method, headers: headers.flat(), setHost: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}
