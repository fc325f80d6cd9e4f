'use client';
import { atom } from 'jotai';

export type SessionUser = { name: string } | null;

/** The tools session as the browser sees it. Fetched once, without retry; a failed fetch means logged out. */
export const sessionAtom = atom(async (): Promise<SessionUser> => {
  if (typeof window === 'undefined') return null; // the server passes the user as a prop
  try {
    // eslint-disable-next-line no-restricted-globals -- the browser asking our own API
    const res = await fetch('/api/_auth/session', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser };
    return body.user ?? null;
  } catch {
    return null;
  }
});
