'use client';
import type { ReactNode } from 'react';

/** Stands in for the site's StoreProvider (a jotai store per render): its children as they are. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
