'use client';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';

/**
 * One jotai store per page render: on the server, atoms must not be shared between requests
 * (the default store would leak one visitor's state into the next render).
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}
