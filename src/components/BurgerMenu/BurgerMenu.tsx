'use client';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '#src/components/use-hydrated.ts';
import { LanguageNote } from '#src/components/LanguageNote/Note.tsx';
import * as styles from './BurgerMenu.css.ts';

/**
 * A menu link. `language` is set for a page in another language than this one (LanguageNote.tsx
 * `languageNote`): its language, and the note to show after its title ("(in Danish)").
 */
export type MenuItem = {
  title: string;
  url: string;
  children: MenuItem[];
  language?: MenuLinkLanguage;
};
export type MenuLinkLanguage = { hrefLang: string; note: string | null; pageLang: string };
export type MenuLanguage = { label: string; url: string; lang: string | null; current: boolean };

export type BurgerMenuProps = {
  items: MenuItem[];
  languages: MenuLanguage[];
  serviceLinks: { name: string; url: string; language?: MenuLinkLanguage }[];
  showSubMenu: boolean;
  /** `open` is the button's one label: its state is `aria-expanded`, so its width never changes. */
  labels: { open: string; menu: string; languages: string; serviceLinks: string };
  currentPath: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab stops inside `root` that are rendered (a part hidden at this width is not one). */
const tabStops = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * The burger menu. Without JavaScript it is a `details` disclosure that opens and works as is
 * (each link loads a new page, which starts with it closed).
 * Once hydrated it becomes a button with `aria-expanded`: Escape closes it, Tab stays inside
 * the header while it is open (the menu, then the search and language link shown above it), and
 * focus returns to the button when it closes. It closes on every
 * navigation: a link in it (focus then goes to the new page's heading, PageArrival), back or
 * forward. (Any other link is outside it: pointing at it closes the menu, Tab cannot reach it.)
 */
export function BurgerMenu(props: BurgerMenuProps) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab' || !rootRef.current) return;
      // Tab goes round the header, not the menu alone: the panel opens below it, so the search
      // and the language link stay in view, and within reach of the keyboard too (issue 38).
      const focusables = tabStops(rootRef.current.closest('header') ?? rootRef.current);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    // Back or forward: the page changes under the menu.
    const onHistory = () => close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('popstate', onHistory);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('popstate', onHistory);
    };
  }, [open, close]);

  /**
   * Any link in the menu navigates (the router's or the browser's own), so the menu closes now.
   * A link to this very page loads no new heading to take focus: it goes back to the button.
   */
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    // A new tab or window: this page stays, and so does the menu.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    close(link.pathname === window.location.pathname);
  };

  const panel = <MenuPanel {...props} id={panelId} />;

  if (!enhanced) {
    return (
      <details className={styles.root} data-menu="details">
        <summary className={styles.toggle}>
          <MenuIcon open={false} />
          {props.labels.open}
        </summary>
        {panel}
      </details>
    );
  }
  return (
    <div className={styles.root} ref={rootRef} data-menu="enhanced">
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <MenuIcon open={open} />
        {props.labels.open}
      </button>
      <div hidden={!open} onClick={onPanelClick}>
        {panel}
      </div>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  );
}

/** A page title in the menu is in its page's language: the link says which, and where it leads. */
const titleLanguage = (language: MenuLinkLanguage | undefined) =>
  language ? { lang: language.hrefLang, hrefLang: language.hrefLang } : {};

function MenuPanel({
  items,
  languages,
  serviceLinks,
  showSubMenu,
  labels,
  currentPath,
  id,
}: BurgerMenuProps & { id: string }) {
  const current = (url: string) => (url === currentPath ? 'page' : undefined);
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.panelInner}>
        {items.length > 0 && (
          <nav aria-label={labels.menu}>
            <ul className={styles.levels}>
              {items.map((item) => (
                <li key={item.url}>
                  <a
                    className={styles.levelOne}
                    href={item.url}
                    aria-current={current(item.url)}
                    {...titleLanguage(item.language)}
                  >
                    {item.title}
                    <LanguageNote
                      note={item.language?.note ?? null}
                      lang={item.language?.pageLang}
                    />
                  </a>
                  {showSubMenu && item.children.length > 0 && (
                    <ul className={styles.levelTwo}>
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <a
                            className={styles.levelTwoLink}
                            href={child.url}
                            aria-current={current(child.url)}
                            {...titleLanguage(child.language)}
                          >
                            {child.title}
                            <LanguageNote
                              note={child.language?.note ?? null}
                              lang={child.language?.pageLang}
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* Its parts are named, not headed: a heading here would come before the page's h1. */}
        <div className={styles.side}>
          {serviceLinks.length > 0 && (
            // The header shows these itself on wide screens: there this part is not shown.
            <nav aria-labelledby={`${id}-service`} className={styles.serviceLinks}>
              <p id={`${id}-service`} className={styles.sideHeading}>
                {labels.serviceLinks}
              </p>
              <ul className={styles.sideList}>
                {serviceLinks.map((link) => (
                  <li key={link.url}>
                    {/* Named by the site's editors in the site's language: only the link's
                        target is in another one. */}
                    <a href={link.url} hrefLang={link.language?.hrefLang}>
                      {link.name}
                      <LanguageNote note={link.language?.note ?? null} />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {languages.length > 1 && (
            <nav aria-labelledby={`${id}-languages`}>
              <p id={`${id}-languages`} className={styles.sideHeading}>
                {labels.languages}
              </p>
              <ul className={styles.sideList}>
                {languages.map((language) => (
                  <li key={language.url}>
                    <a
                      href={language.url}
                      lang={language.lang ?? undefined}
                      hrefLang={language.lang ?? undefined}
                      aria-current={language.current ? 'true' : undefined}
                    >
                      {language.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
