import type { ReactNode } from 'react';
import { SkipLink } from '#src/components/SkipLink/SkipLink.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import * as styles from './ToolsLayout.css.ts';
import { toolTitle, type ToolPath } from '#src/server/auth/tool-routes.ts';

export type ToolsLayoutProps = {
  /** The page's route in the tools route table, which holds its title. */
  route: ToolPath;
  /** The signed-in site builder; null on open tools pages without a session. */
  user: { name: string } | null;
  children: ReactNode;
};

const links = [
  { href: '/__limbo/', label: 'Limbo' },
  { href: '/__limbo/components-overview/', label: 'Komponenter' },
  { href: '/__limbo/configuration-overview/', label: 'Konfiguration' },
  { href: '/__tools/frontend-dictionary/', label: 'Ordbog' },
];

/** Layout of the internal tools: a plain tools bar, the page title, logout, noindex. */
export function ToolsLayout({ route, user, children }: ToolsLayoutProps) {
  const title = toolTitle(route);
  return (
    <div className={styles.page}>
      <title>{`${title} | Limbo`}</title>
      <meta name="robots" content="noindex" />
      <SkipLink label="Gå til hovedindhold" />
      <header className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.brand} href="/__limbo/">
            Limbo · værktøjer
          </a>
          <nav aria-label="Værktøjer">
            <ul className={styles.nav}>
              {links.map((link) => (
                <li key={link.href}>
                  <a className={styles.navLink} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LogoutButton serverUser={user?.name ?? null} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
