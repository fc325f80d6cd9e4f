'use client';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { useHydrated } from '#src/components/use-hydrated.ts';
import * as styles from './ThemeSwitcher.css.ts';

export type ThemeSwitcherProps = {
  options: { alias: string; label: string }[];
  /** The theme of `?theme=` (or default), checked on the first render. */
  initial: string;
  /** Shown between the picker and the theme's panel: the sample content. */
  children: ReactNode;
  /** One panel per alias (its colour table); the selected one is shown. */
  panels: Record<string, ReactNode>;
};

/**
 * Theme picker. The theme variables live on `:root[data-theme]`, so with JavaScript the choice
 * switches `<html data-theme>` and the whole page, tools bar included, follows at once. Without
 * JavaScript the form reloads with `?theme=` and shows that theme's colour table; the page itself
 * keeps the site's theme, which the server sets from the site data.
 */
export function ThemeSwitcher({ options, initial, children, panels }: ThemeSwitcherProps) {
  const [selected, setSelected] = useState(initial);
  const [changed, setChanged] = useState(false);
  const hydrated = useHydrated();
  const legendId = useId();

  useEffect(() => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    root.dataset.theme = selected;
    // Leaving the playground gives the page its own theme back.
    return () => {
      if (before === undefined) delete root.dataset.theme;
      else root.dataset.theme = before;
    };
  }, [selected]);

  const choose = (alias: string) => {
    setSelected(alias);
    setChanged(true);
    const url = new URL(window.location.href);
    url.searchParams.set('theme', alias);
    window.history.replaceState(window.history.state, '', url);
  };

  const label = options.find((o) => o.alias === selected)?.label ?? selected;
  return (
    <>
      <form method="get" className={styles.form}>
        <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
          <legend className={styles.legend}>Vælg tema</legend>
          <ul className={styles.options}>
            {options.map((option) => (
              <li key={option.alias}>
                <label className={styles.option}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="theme"
                    value={option.alias}
                    checked={selected === option.alias}
                    onChange={() => choose(option.alias)}
                  />
                  {option.label} ({option.alias})
                </label>
              </li>
            ))}
          </ul>
          <p id={`${legendId}-hint`}>
            {hydrated
              ? 'Temaet skifter med det samme på hele siden.'
              : 'Uden JavaScript viser knappen farvetabellen for det valgte tema; siden selv beholder sitets tema.'}
          </p>
        </fieldset>
        {!hydrated && (
          <Button type="submit" size="sm">
            Vis tema
          </Button>
        )}
        <p className={styles.status} role="status">
          {changed ? `Siden vises nu i temaet ${label}.` : ''}
        </p>
      </form>
      {children}
      {panels[selected]}
    </>
  );
}
