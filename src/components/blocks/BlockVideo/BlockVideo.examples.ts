import type { BlockVideoContent } from './BlockVideo.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockVideoContent> = {
  youtube: {
    title: 'Sådan sorterer du dit affald',
    provider: 'youtube',
    videoId: 'Xk3mP9qLw2E',
    channelId: null,
    videoTitle: null,
    requiredConsent: ['marketing'],
  },
  vimeoWithoutTitle: {
    title: null,
    provider: 'vimeo',
    videoId: '824804225',
    channelId: null,
    videoTitle: null,
    requiredConsent: ['functional', 'statistic'],
  },
  dreambroker: {
    title: 'Byrådsmøde 24. september 2026 – optagelse med tegnsprogstolkning og undertekster',
    provider: 'dreambroker',
    videoId: 'k3n9xq2w',
    channelId: 'r8f2k1xq',
    videoTitle: null,
    requiredConsent: ['functional', 'statistic', 'marketing'],
  },
  /** Limbo.Umbraco.Video's form reshaped: the provider's own title names the player. */
  limboVideoTitleOnly: {
    title: null,
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    channelId: null,
    videoTitle: 'Kommunalvalg 2025: sådan stemmer du',
    requiredConsent: ['marketing'],
  },
};
