import { beforeEach, describe, expect, it } from 'vitest';
import { freshDiscovery, get, HOST, ORIGIN, seoCalls, useEnv } from './discovery.test-kit.ts';
import { clearDiscoveryCache } from './files.ts';

beforeEach(() => freshDiscovery());

describe('the backend call for the files', () => {
  it('asks the backend with APP_HOST, else the request host, as the Host header', async () => {
    const calls = seoCalls();
    await get(`${ORIGIN}/robots.txt`);
    useEnv({ APP_HOST: 'app.example-kommune.dk' });
    clearDiscoveryCache();
    await get(`${ORIGIN}/robots.txt`);
    expect(calls.map((c) => c.host)).toEqual([HOST, 'app.example-kommune.dk']);
  });
});
