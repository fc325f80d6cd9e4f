import { delay, HttpResponse } from 'msw';

// The backend's failures the tests switch on, answered by every endpoint that can fail.

/** Fault modes the tests can switch on: the backend is down, slow, answers garbage or a 5xx. */
export const FAULT_MODES = [
  'none',
  'down',
  'slow',
  'garbage',
  'error500',
  'bare500',
  'html502',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export const faults: { mode: FaultMode; slowMs: number } = { mode: 'none', slowMs: 10_000 };

/** The answer for the current fault mode, or null when there is none. */
export async function fault(): Promise<Response | null> {
  if (faults.mode === 'down') return HttpResponse.error();
  if (faults.mode === 'slow') await delay(faults.slowMs);
  if (faults.mode === 'garbage')
    return new HttpResponse('{"meta": {"code": 2', {
      headers: { 'content-type': 'application/json' },
    });
  if (faults.mode === 'error500')
    return HttpResponse.json(
      { meta: { code: 500, error: 'Internal server error' }, data: null },
      { status: 500 },
    );
  // The package's answer to an unhandled exception (an appHost that matches no site, a broken
  // page): HTTP 500 with a body that is not JSON.
  if (faults.mode === 'bare500')
    return new HttpResponse('<h1>Server Error</h1>', {
      status: 500,
      headers: { 'content-type': 'text/html' },
    });
  if (faults.mode === 'html502')
    return new HttpResponse('<h1>Bad gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
  return null;
}
