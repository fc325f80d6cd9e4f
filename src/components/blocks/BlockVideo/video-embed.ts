// The player URL is always built here from a provider and ids that match strict patterns; the
// backend's `embed.html` (and any URL it sends) is never rendered. Pure, so the block schema
// (BlockVideo.schema.ts) validates with the same rules the component renders with.

export type VideoProvider = 'youtube' | 'vimeo' | 'dreambroker';

const videoProviders: readonly VideoProvider[] = ['youtube', 'vimeo', 'dreambroker'];

/** Ids as the providers issue them; anything else is refused. */
const videoIdPattern = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
  dreambroker: /^[A-Za-z0-9]{1,40}$/,
} as const satisfies Record<VideoProvider, RegExp>;

export type EmbeddableVideo = {
  provider: VideoProvider;
  videoId: string;
  channelId: string | null;
};

const isProvider = (x: string): x is VideoProvider =>
  (videoProviders as readonly string[]).includes(x);

/** Provider alias as Limbo.Umbraco.Video or version 1 names it (`YouTube`, `vimeo`, …). */
export function videoProvider(alias: string): VideoProvider | null {
  const lower = alias.trim().toLowerCase();
  return isProvider(lower) ? lower : null;
}

/** The ids, when they are well-formed for the provider (Dreambroker needs its channel too). */
export function validVideo(video: EmbeddableVideo): EmbeddableVideo | null {
  if (!videoIdPattern[video.provider].test(video.videoId)) return null;
  if (video.provider === 'dreambroker') {
    if (!video.channelId || !videoIdPattern.dreambroker.test(video.channelId)) return null;
    return video;
  }
  return { ...video, channelId: null };
}

const hosts: Record<VideoProvider, readonly string[]> = {
  youtube: [
    'youtube.com',
    'www.youtube.com',
    'm.youtube.com',
    'youtu.be',
    'youtube-nocookie.com',
    'www.youtube-nocookie.com',
  ],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
  dreambroker: ['dreambroker.com', 'www.dreambroker.com'],
};

/**
 * The ids in a video's page URL (`source`): YouTube `watch?v=`, `youtu.be/`, `/embed/`,
 * `/shorts/`; Vimeo `vimeo.com/123`, `player.vimeo.com/video/123`; Dreambroker
 * `/channel/{channel}/[iframe/]{video}`. Only the provider's own hosts count.
 */
export function videoFromSource(provider: VideoProvider, source: string): EmbeddableVideo | null {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!hosts[provider].includes(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let videoId: string | null | undefined = null;
  let channelId: string | null = null;
  switch (provider) {
    case 'youtube':
      videoId =
        url.hostname === 'youtu.be'
          ? segments[0]
          : segments[0] === 'watch'
            ? url.searchParams.get('v')
            : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
              ? segments[1]
              : null;
      break;
    case 'vimeo':
      videoId = segments.find((segment) => /^\d+$/.test(segment));
      break;
    case 'dreambroker': {
      if (segments[0] !== 'channel') return null;
      channelId = segments[1] ?? null;
      videoId = segments[2] === 'iframe' ? segments[3] : segments[2];
      // Share links carry the video in the fragment: `/channel/{channel}/iframe/#/video/{video}`.
      videoId ??= /^#\/?video\/([^/?#]+)/.exec(url.hash)?.[1];
      break;
    }
  }
  return videoId ? validVideo({ provider, videoId, channelId }) : null;
}

/** The providers' privacy-friendly players: no cookies (YouTube), do-not-track (Vimeo). */
export function videoEmbedUrl(video: EmbeddableVideo): string | null {
  const valid = validVideo(video);
  if (!valid) return null;
  switch (valid.provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${valid.videoId}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${valid.videoId}?dnt=1`;
    case 'dreambroker':
      return `https://dreambroker.com/channel/${valid.channelId}/iframe/${valid.videoId}`;
  }
}
