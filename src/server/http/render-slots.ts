import { addressKey } from './rate-limits.ts';

// Renders under way per client address, in this process. A page no cache holds costs a backend
// call and a render; a client sending unique addresses over many connections (the probe's flood:
// 200 connections of `?z=<unique>`) queued renders past nginx's 30 s read timeout, and nginx
// then took every instance out of its pool (max_fails=1): 503 for every visitor's uncached
// page. With a bound on one address's renders under way, the rest of its requests get a quick
// 503 (Retry-After), the instance keeps answering, and cached pages are untouched. A school
// behind one address renders a few pages at a time, far under the bound.

/** Renders under way that one address (an IPv6 /64) may have in one process. */
export const RENDERS_PER_ADDRESS = 8;

/** Counts by address; an entry lives only while its renders are under way (bounded by them). */
const underWay = new Map<string, number>();

/**
 * A render slot for `ip`: the function that gives it back (call it once the render is done), or
 * null when the address has RENDERS_PER_ADDRESS under way already.
 */
export function takeRenderSlot(ip: string | null): (() => void) | null {
  const key = addressKey(ip);
  const count = underWay.get(key) ?? 0;
  if (count >= RENDERS_PER_ADDRESS) return null;
  underWay.set(key, count + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (underWay.get(key) ?? 1) - 1;
    if (left > 0) underWay.set(key, left);
    else underWay.delete(key);
  };
}

/** Addresses with renders under way (tests, metrics). */
export const addressesRendering = () => underWay.size;
