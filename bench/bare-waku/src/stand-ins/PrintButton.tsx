'use client';

/** Stands in for the site's PrintButton, which renders nothing on the server. */
export function PrintButton(_props: { label: string }) {
  return null;
}
