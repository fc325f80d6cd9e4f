'use client';
import { useId } from 'react';

type MenuItem = { title: string; url: string; children: MenuItem[] };

/**
 * Stands in for the site's BurgerMenu with the same props: the markup it renders on the server
 * (a `details` disclosure), without its behaviour.
 */
export function BurgerMenu({
  items,
  languages,
  serviceLinks,
  showSubMenu,
  labels,
  currentPath,
}: {
  items: MenuItem[];
  languages: { label: string; url: string; lang: string | null; current: boolean }[];
  serviceLinks: { name: string; url: string }[];
  showSubMenu: boolean;
  labels: { open: string; menu: string; languages: string; serviceLinks: string };
  currentPath: string;
}) {
  const id = useId();
  const current = (url: string) => (url === currentPath ? 'page' : undefined);
  return (
    <details className="menu-root" data-menu="details">
      <summary className="menu-tog">
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
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {labels.open}
      </summary>
      <div id={id} className="menu-pnl">
        <div className="menu-inr">
          {items.length > 0 && (
            <nav aria-label={labels.menu}>
              <ul className="menu-lvl">
                {items.map((item) => (
                  <li key={item.url}>
                    <a className="menu-lv1" href={item.url} aria-current={current(item.url)}>
                      {item.title}
                    </a>
                    {showSubMenu && item.children.length > 0 && (
                      <ul className="menu-lv2">
                        {item.children.map((child) => (
                          <li key={child.url}>
                            <a
                              className="menu-l2a"
                              href={child.url}
                              aria-current={current(child.url)}
                            >
                              {child.title}
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
          <div className="menu-sid">
            {serviceLinks.length > 0 && (
              <nav aria-label={labels.serviceLinks} className="menu-svc">
                <h2 className="menu-shd">{labels.serviceLinks}</h2>
                <ul className="menu-sls">
                  {serviceLinks.map((link) => (
                    <li key={link.url}>
                      <a href={link.url}>{link.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {languages.length > 1 && (
              <nav aria-label={labels.languages}>
                <h2 className="menu-shd">{labels.languages}</h2>
                <ul className="menu-sls">
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
    </details>
  );
}
