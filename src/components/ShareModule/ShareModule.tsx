import { useId } from 'react';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { ShareButtons } from './ShareButtons.tsx';
import * as styles from './ShareModule.css.ts';

export type ShareModuleProps = { url: string; title: string; siteName: string; t: Translate };

/** SHARE_PAGE_MODULE: plain share links (no third-party script), plus Web Share and copy link with JS. */
export function ShareModule({ url, title, siteName, t }: ShareModuleProps) {
  const id = useId();
  const encoded = encodeURIComponent(url);
  const links = [
    {
      name: t('share.email'),
      href: `mailto:?subject=${encodeURIComponent(t('share.emailSubject', { site: siteName }))}&body=${encodeURIComponent(`${title}\n${url}`)}`,
      icon: 'mail' as const,
      external: false,
    },
    {
      name: t('share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      icon: 'external' as const,
      external: true,
    },
    {
      name: t('share.linkedin'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      icon: 'external' as const,
      external: true,
    },
  ];
  return (
    <section id="share" className={styles.module} aria-labelledby={id} data-print="hide">
      <h2 id={id} className={styles.heading}>
        {t('share.heading')}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.name}>
            <a
              className={styles.link}
              href={link.href}
              target={link.external ? '_blank' : undefined}
              rel={link.external ? 'noopener noreferrer' : undefined}
            >
              <Icon name={link.icon} />
              {link.name}
              {link.external && <span className={visuallyHidden}> {t('common.newWindow')}</span>}
            </a>
          </li>
        ))}
        <ShareButtons
          url={url}
          title={title}
          labels={{ native: t('share.native'), copy: t('share.copy'), copied: t('share.copied') }}
        />
      </ul>
    </section>
  );
}
