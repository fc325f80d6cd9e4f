import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
import { videoEmbedUrl, type VideoProvider } from './video-embed.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockVideo.css.ts';
import type { BlockVideoContent } from './BlockVideo.schema.ts';

const providerNames: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dreambroker: 'Dreambroker',
};

/**
 * The player only when every required cookie category is accepted. Otherwise no iframe at all
 * (nothing reaches the provider), but a panel that says why and how to change it.
 */
export function BlockVideo({
  title,
  provider,
  videoId,
  channelId,
  videoTitle,
  requiredConsent,
  ctx,
  anchor,
}: BlockProps<BlockVideoContent>) {
  const { t } = ctx;
  // Built here from checked ids only; an id that does not match its provider's pattern gives none.
  const src = videoEmbedUrl({ provider, videoId, channelId });
  if (!src) return null;
  const allowed = requiredConsent.every((category) => ctx.consent[category]);
  const frameTitle =
    title ?? videoTitle ?? t('video.fallbackTitle', { provider: providerNames[provider] });
  return (
    <BlockSection block={{ title, anchor }} classes={styles}>
      {allowed ? (
        <div className={styles.frame}>
          <iframe
            src={src}
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
            {ctx.cookiePolicyUrl && (
              <a href={ctx.cookiePolicyUrl} className={styles.readMore}>
                {t('video.readAboutCookies')}
              </a>
            )}
          </div>
        </div>
      )}
    </BlockSection>
  );
}
