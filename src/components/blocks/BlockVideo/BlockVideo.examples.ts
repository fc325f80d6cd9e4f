import { exampleOf } from '../block-sample.ts';
import { schema, type BlockVideoContent } from './BlockVideo.schema.ts';
import { sample } from './BlockVideo.sample.ts';

const noLink = { playerUrl: null, linkUrl: null, thumbnailUrl: null } as const;

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockVideoContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  youtube: {
    title: 'Sådan sorterer du dit affald',
    provider: 'youtube',
    videoId: 'Xk3mP9qLw2E',
    channelId: null,
    ...noLink,
    videoTitle: null,
    requiredConsent: ['marketing'],
  },
  vimeoWithoutTitle: {
    title: null,
    provider: 'vimeo',
    videoId: '824804225',
    channelId: null,
    ...noLink,
    videoTitle: null,
    requiredConsent: ['functional', 'statistic'],
  },
  dreambroker: {
    title: 'Byrådsmøde 24. september 2026 – optagelse med tegnsprogstolkning og undertekster',
    provider: 'dreambroker',
    videoId: 'k3n9xq2w',
    channelId: 'r8f2k1xq',
    ...noLink,
    videoTitle: null,
    requiredConsent: ['functional', 'statistic', 'marketing'],
  },
  /** Limbo.Umbraco.Video's form reshaped: the provider's own title names the player. */
  limboVideoTitleOnly: {
    title: null,
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    channelId: null,
    ...noLink,
    videoTitle: 'Kommunalvalg 2025: sådan stemmer du',
    requiredConsent: ['marketing'],
  },
  /**
   * Limbo.Umbraco.TwentyThree, its player's host in VIDEO_EMBED_HOSTS: the player, behind the
   * consent gate like any other (the sample page's video, read with the sample's hosts).
   */
  twentythree: {
    title: 'Byrådsmøde 24. september 2026',
    provider: 'twentythree',
    videoId: null,
    channelId: null,
    playerUrl:
      'https://video.example-kommune.dk/v.ihtml/player.html?token=a1b2c3d4e5&source=embed&photo%5fid=81234567',
    linkUrl: null,
    thumbnailUrl:
      'https://video.example-kommune.dk/81234567/5510243/a1b2c3d4e5/large/thumbnail.jpg',
    videoTitle: 'Byrådsmøde 24. september 2026 – optagelse',
    requiredConsent: ['marketing'],
  },
  /** Limbo.Umbraco.Skyfish, its host not allowed: the title and a link to the player. */
  skyfishAsLink: {
    title: 'Sådan bruger du genbrugspladsen',
    provider: 'skyfish',
    videoId: null,
    channelId: null,
    playerUrl: null,
    linkUrl: 'https://medier.example-kommune.dk/?v=7c1e9b2f0a4d&media=2961744',
    thumbnailUrl: 'https://medier.example-kommune.dk/thumbnails/2961744/640.jpg',
    videoTitle: 'Genbrugspladsen trin for trin',
    requiredConsent: ['marketing'],
  },
  /** A TwentyThree spot (a script, no iframe) has no URL at all: its title and why. */
  twentythreeSpotWithoutLink: {
    title: null,
    provider: 'twentythree',
    videoId: null,
    channelId: null,
    ...noLink,
    videoTitle: 'Velkommen til Borgerservice',
    requiredConsent: ['marketing'],
  },
};
