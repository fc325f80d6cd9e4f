import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
import {
  httpsUrl,
  isBuiltProvider,
  linkableUrl,
  videoEmbedUrl,
  videoPageUrl,
  type VideoProvider,
} from './video-embed.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockVideo.css.ts';
import type { BlockVideoContent } from './BlockVideo.schema.ts';

const providerNames: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dreambroker: 'Dreambroker',
  twentythree: 'TwentyThree',
  skyfish: 'Skyfish',
};

/** The player's URL, checked again here for content that did not come through the schema. */
function playerSrc({ provider, videoId, channelId, playerUrl }: BlockVideoContent): string | null {
  if (isBuiltProvider(provider)) {
    return videoId ? videoEmbedUrl({ provider, videoId, channelId }) : null;
  }
  // Its host was checked against VIDEO_EMBED_HOSTS by the schema; the CSP's frame-src, made from
  // the same list, keeps any other host out of a frame.
  return playerUrl ? httpsUrl(playerUrl) : null;
}

/** Where a visitor may watch the video instead: its page at the provider, else its player. */
function watchUrl(props: BlockVideoContent, src: string): string {
  const { provider, videoId, channelId } = props;
  if (isBuiltProvider(provider) && videoId) {
    return videoPageUrl({ provider, videoId, channelId }) ?? src;
  }
  return src;
}

/**
 * The player only when every required cookie category is accepted. Otherwise no iframe at all
 * (nothing reaches the provider), but a panel that says why and how to change it. A video without
 * a player the site may show is its title and a link to the video (decision 027).
 */
export function BlockVideo(props: BlockProps<BlockVideoContent>) {
  const { title, provider, videoTitle, requiredConsent, ctx, anchor } = props;
  const { t } = ctx;
  const src = playerSrc(props);
  const allowed = requiredConsent.every((category) => ctx.consent[category]);
  const providerName = providerNames[provider];
  const videoName = title ?? videoTitle;
  if (!src) {
    const href = props.linkUrl ? linkableUrl(props.linkUrl) : null;
    // The picture comes from the provider: only with the consent its player would need.
    const thumbnail = allowed && props.thumbnailUrl ? httpsUrl(props.thumbnailUrl) : null;
    return (
      <BlockSection block={{ title, anchor }} classes={styles}>
        <div className={styles.placeholder} data-video-link={provider}>
          <p className={styles.message}>
            <Icon name="info" className={styles.messageIcon} />
            <span>
              {href
                ? t('video.notEmbedded')
                : !title && videoTitle
                  ? t('video.unavailableNamed', { name: videoTitle })
                  : t('video.unavailable')}
            </span>
          </p>
          {href && (
            <a href={href} className={styles.watchLink}>
              {thumbnail && (
                <img src={thumbnail} alt="" loading="lazy" className={styles.thumbnail} />
              )}
              <span className={styles.watchText}>
                <Icon name="play" className={styles.watchIcon} />
                <span>
                  {videoName
                    ? t('video.watchAt', { name: videoName, provider: providerName })
                    : t('video.watchAtUntitled', { provider: providerName })}
                </span>
              </span>
            </a>
          )}
        </div>
      </BlockSection>
    );
  }
  const frameTitle = videoName ?? t('video.fallbackTitle', { provider: providerName });
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
          {ctx.consentPlatform ? (
            <>
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
            </>
          ) : (
            // No consent platform: no one can consent here, so the text asks for no consent; it
            // says where the video plays, and the link below goes there.
            <p className={styles.message}>
              <Icon name="info" className={styles.messageIcon} />
              <span>{t('video.playsAtProvider', { provider: providerName })}</span>
            </p>
          )}
          <a href={watchUrl(props, src)} className={styles.watchLink} data-video-watch={provider}>
            <span className={styles.watchText}>
              <Icon name="play" className={styles.watchIcon} />
              <span>{t('video.watchOn', { provider: providerName })}</span>
            </span>
          </a>
          <div className={styles.actions}>
            {ctx.consentPlatform && <ConsentSettingsButton label={t('video.openSettings')} />}
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
