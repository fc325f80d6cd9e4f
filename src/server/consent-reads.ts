import { AsyncLocalStorage } from 'node:async_hooks';
import type { Consent } from '#src/shared/consent-state.ts';
import { getRequestContext } from './request-context.ts';

// Whether a render used the visitor's consent (decision 036, addendum). A page that never asks
// is the same for every consent choice, so the page cache keeps one copy of it for all of them;
// a page that asks (a video waiting for consent) is kept per consent choice, as before. Every
// server-side read of consent goes through `consentReader`, so none can be missed: the reading
// marks the request (the page cache reads the mark) and, when a <Prerendered> subtree is being
// rendered, that subtree (which is then never kept, as its key holds no consent).

const fragmentReads = new AsyncLocalStorage<{ read: boolean }>();

/** Notes that the render being served read consent. */
function noteConsentRead(): void {
  const ctx = getRequestContext();
  if (ctx) ctx.response.consentRead = true;
  const fragment = fragmentReads.getStore();
  if (fragment) fragment.read = true;
}

/**
 * Defines `consent` on `target` as a getter that notes the read. It is not enumerable, so a
 * digest of the object (a <Prerendered> key) neither reads it nor depends on it.
 */
export function withConsentReader<T extends object>(
  target: T,
  consent: Consent,
): T & { consent: Consent } {
  Object.defineProperty(target, 'consent', {
    get() {
      noteConsentRead();
      return consent;
    },
    enumerable: false,
    configurable: true,
  });
  return target as T & { consent: Consent };
}

/** Whether the request being served read consent so far. */
export const consentWasRead = (): boolean => getRequestContext()?.response.consentRead === true;

/** Runs `render`, telling whether consent was read inside it (and only inside it). */
export async function noticingConsentReads<T>(
  render: () => Promise<T>,
): Promise<{ value: T; consentRead: boolean }> {
  const state = { read: false };
  const value = await fragmentReads.run(state, render);
  return { value, consentRead: state.read };
}
