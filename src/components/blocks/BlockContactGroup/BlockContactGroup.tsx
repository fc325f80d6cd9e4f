import type { ReactNode } from 'react';
import type { BlockProps } from '../block-props.ts';
import { Icon, type IconName } from '#src/components/Icon/Icon.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockContactGroup.css.ts';
import type { BlockContactGroupContent } from './BlockContactGroup.schema.ts';

/** `tel:` wants the number without spaces or dashes; a leading + (international) is kept. */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.label}>
        <Icon name={icon} className={styles.icon} />
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

export function BlockContactGroup(block: BlockProps<BlockContactGroupContent>) {
  const { t } = block.ctx;
  return (
    <BlockSection block={block} classes={styles}>
      <ul className={styles.cards}>
        {block.items.map((contact, index) => (
          <li key={`${contact.name}-${index}`} className={styles.card}>
            <h3 className={styles.name}>{contact.name}</h3>
            {contact.role && <p className={styles.role}>{contact.role}</p>}
            {(contact.phone || contact.email || contact.openingHours || contact.address) && (
              <dl className={styles.details}>
                {contact.phone && (
                  <Detail icon="phone" label={t('contact.phone')}>
                    <a href={telHref(contact.phone)} className={styles.action}>
                      {contact.phone}
                    </a>
                  </Detail>
                )}
                {contact.email && (
                  <Detail icon="mail" label={t('contact.email')}>
                    <a href={`mailto:${contact.email}`} className={styles.action}>
                      {contact.email}
                    </a>
                  </Detail>
                )}
                {contact.openingHours && (
                  <Detail icon="clock" label={t('contact.openingHours')}>
                    {contact.openingHours}
                  </Detail>
                )}
                {contact.address && (
                  <Detail icon="map-pin" label={t('contact.address')}>
                    {contact.address}
                  </Detail>
                )}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
