import { useId } from 'react';
import type { ToolRoute } from '#src/server/auth/tool-routes.ts';
import * as styles from './ToolDirectory.css.ts';

export type ToolGroup = { id: 'limbo' | 'tools' | 'demo'; title: string; routes: ToolRoute[] };

/**
 * Limbo (/__limbo), Tools (/__tools) and Demo (/__demo), by path; each route says whether it
 * needs a login. The login page and the home itself are not tools.
 */
export function groupToolRoutes(routes: readonly ToolRoute[]): ToolGroup[] {
  const tools = routes.filter((r) => r.path !== '/__login' && r.path !== '/__limbo');
  const under = (prefix: string) => tools.filter((r) => r.path.startsWith(prefix));
  const groups: ToolGroup[] = [
    { id: 'limbo', title: 'Limbo', routes: under('/__limbo/') },
    { id: 'tools', title: 'Værktøjer', routes: under('/__tools/') },
    { id: 'demo', title: 'Demo', routes: under('/__demo/') },
  ];
  return groups.filter((g) => g.routes.length > 0);
}

/** Links use the canonical trailing-slash form. */
const toolHref = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export type ToolDirectoryProps = {
  /** The routes the current configuration shows. */
  routes: ToolRoute[];
  /** Routes switched off by their flag. */
  hiddenRoutes: ToolRoute[];
  /** Alias path → route path. */
  aliases: Record<string, string>;
};

/** The tools home: every visible tool, grouped, with its path, flag and alias addresses. */
export function ToolDirectory({ routes, hiddenRoutes, aliases }: ToolDirectoryProps) {
  const hiddenId = useId();
  return (
    <>
      <p className={styles.intro}>
        Her er alle interne værktøjer og demosider. Sider med et flag vises kun, når flaget er slået
        til i den offentlige konfiguration. Alle værktøjer undtagen ordbogen kræver login;
        demosiderne er åbne.
      </p>
      {groupToolRoutes(routes).map((group) => (
        <section key={group.id} aria-labelledby={`tools-${group.id}`}>
          <h2 id={`tools-${group.id}`}>{group.title}</h2>
          <ul className={styles.list}>
            {group.routes.map((route) => {
              const aliasPaths = Object.keys(aliases).filter((a) => aliases[a] === route.path);
              return (
                <li key={route.path}>
                  <div className={styles.card}>
                    <h3 className={styles.title}>
                      <a href={toolHref(route.path)}>{route.title}</a>
                    </h3>
                    <p className={styles.meta}>
                      <span className={styles.path}>{toolHref(route.path)}</span>
                    </p>
                    {aliasPaths.length > 0 && (
                      <p className={styles.meta}>
                        Også på:{' '}
                        {aliasPaths.map((alias, i) => (
                          <span key={alias}>
                            {i > 0 && ', '}
                            <a className={styles.path} href={toolHref(alias)}>
                              {toolHref(alias)}
                            </a>
                          </span>
                        ))}
                      </p>
                    )}
                    {route.auth && <p className={styles.flag}>Kræver login</p>}
                    {route.flag && <p className={styles.flag}>Kræver flaget {route.flag}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {hiddenRoutes.length > 0 && (
        <section aria-labelledby={hiddenId}>
          <h2 id={hiddenId}>Slået fra</h2>
          <p className={styles.hidden}>
            Disse sider svarer 404, fordi deres flag er slået fra i den offentlige konfiguration:
          </p>
          <ul>
            {hiddenRoutes.map((route) => (
              <li key={route.path}>
                {route.title} (<span className={styles.path}>{toolHref(route.path)}</span>, flaget{' '}
                {route.flag})
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
