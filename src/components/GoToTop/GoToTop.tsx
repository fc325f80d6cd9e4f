'use client';
import { useEffect, useState } from 'react';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { useHydrated } from '#src/components/use-hydrated.ts';
import * as styles from './GoToTop.css.ts';

/** Scrolled further than this share of the window before the floating button appears. */
const SHOW_AFTER_VIEWPORTS = 1;

/**
 * SHOW_GO_TO_TOP_BUTTON (decision 020): a plain link to `#top` (the page's outermost element),
 * so it works without JavaScript as a link at the end of the page. With JavaScript it floats in
 * the corner and appears only once the visitor has scrolled a screen down; following it moves
 * the keyboard's starting point to the top as well.
 */
export function GoToTop({ label }: { label: string }) {
  const hydrated = useHydrated();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (hydrated && !scrolled) return null;
  return (
    <a
      href="#top"
      className={hydrated ? styles.link.floating : styles.link.inline}
      data-go-to-top=""
    >
      <Icon name="chevron-down" className={styles.icon} />
      {label}
    </a>
  );
}
