'use client';

/** Stands in for the site's ShareButtons, which render nothing on the server. */
export function ShareButtons(_props: {
  url: string;
  title: string;
  labels: { native: string; copy: string; copied: string };
}) {
  return null;
}
