'use client';

/** Stands in for the site's PageArrival, which renders nothing on the server. */
export function PageArrival(_props: { label: string }) {
  return null;
}
