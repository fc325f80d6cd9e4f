import type { BlockProps } from '../registry.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockVideo.css.ts';

type Provider = BlockProps<'BlockVideo'>['provider'];

const providerNames: Record<Provider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dreambroker: 'Dreambroker',
};

/** The providers' privacy-friendly players: no cookies (YouTube), do-not-track (Vimeo). */
export function videoEmbedUrl(provider: Provider, videoId: string): string {
  const id = encodeURIComponent(videoId);
  switch (provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${id}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${id}?dnt=1`;
    case 'dreambroker':
      return `https://www.dreambroker.com/channel/${id}/iframe/`;
  }
}

/**
 * The player only when every required cookie category is accepted. Otherwise no iframe at all
 * (nothing reaches the provider), but a panel that says why and how to change it.
 */
export function BlockVideo({
  title,
  provider,
  videoId,
  requiredConsent,
  ctx,
}: BlockProps<'BlockVideo'>) {
  const { t } = ctx;
  const allowed = requiredConsent.every((category) => ctx.consent[category]);
  const frameTitle = title ?? t('video.fallbackTitle', { provider: providerNames[provider] });
  return (
    <BlockSection title={title} className={styles.section} titleClassName={styles.title}>
      {allowed ? (
        <div className={styles.frame}>
          <iframe
            src={videoEmbedUrl(provider, videoId)}
            title={frameTitle}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.iframe}
          />
        </div>
      ) : (
        <div className={styles.placeholder} data-consent-required={requiredConsent.join(' ')}>
          <p className={styles.message}>
            <Icon name="info" className={styles.messageIcon} />
            <span>{t('consent.blocked')}</span>
          </p>
          <p className={styles.requires}>{t('consent.requires')}</p>
          <ul className={styles.categories}>
            {requiredConsent.map((category) => (
              <li key={category} className={styles.category}>
                {t(`cookieType.${category}`)}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ConsentSettingsButton label={t('video.openSettings')} />
            <a href="/cookies/" className={styles.readMore}>
              {t('video.readAboutCookies')}
            </a>
          </div>
        </div>
      )}
    </BlockSection>
  );
}
