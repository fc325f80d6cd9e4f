// Which player a video gets, decided from checked parts only (decision 027). Pure, so the block
// schema (BlockVideo.schema.ts) validates with the same rules the component renders with, and the
// CSP (src/server/http/csp.ts) frames exactly the origins these players are on.
//
// - YouTube, Vimeo and Dreambroker: the player URL is always built here, from ids that match
//   strict patterns, on the provider's own host.
// - TwentyThree and Skyfish: each customer's player is on its own host, so the URL is taken from
//   the backend, and only when its host is in VIDEO_EMBED_HOSTS.
// The backend's `embed.html` is never rendered.

/** Providers whose player URL the app builds from ids. */
export type BuiltProvider = 'youtube' | 'vimeo' | 'dreambroker';
/** Providers whose players live on each customer's own host. */
export type HostedProvider = 'twentythree' | 'skyfish';
export type VideoProvider = BuiltProvider | HostedProvider;

const builtProviders: readonly BuiltProvider[] = ['youtube', 'vimeo', 'dreambroker'];
const videoProviders: readonly VideoProvider[] = [...builtProviders, 'twentythree', 'skyfish'];

/** Ids as the providers issue them; anything else is refused. */
const videoIdPattern = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
  dreambroker: /^[A-Za-z0-9]{1,40}$/,
} as const satisfies Record<BuiltProvider, RegExp>;

export type EmbeddableVideo = {
  provider: BuiltProvider;
  videoId: string;
  channelId: string | null;
};

export const isBuiltProvider = (x: VideoProvider): x is BuiltProvider =>
  (builtProviders as readonly string[]).includes(x);

/** Provider alias as the Limbo packages or version 1 name it (`YouTube`, `vimeo`, …). */
export function videoProvider(alias: string): VideoProvider | null {
  const lower = alias.trim().toLowerCase();
  return (videoProviders as readonly string[]).includes(lower) ? (lower as VideoProvider) : null;
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

const hosts: Record<BuiltProvider, readonly string[]> = {
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
 * An absolute http(s) URL, or a protocol-relative one (TwentyThree's embed code writes
 * `//host/…`) read as https. Anything else (a path, `javascript:`, `data:`) gives null.
 */
function webUrl(raw: string): URL | null {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/** The built provider whose own host a URL is on, if any (a video whose provider is not named). */
export function providerOfUrl(raw: string): BuiltProvider | null {
  const url = webUrl(raw);
  if (!url) return null;
  return builtProviders.find((provider) => hosts[provider].includes(hostOf(url))) ?? null;
}

/**
 * The ids in a video's page or player URL: YouTube `watch?v=`, `youtu.be/`, `/embed/`,
 * `/shorts/`; Vimeo `vimeo.com/123`, `player.vimeo.com/video/123`; Dreambroker
 * `/channel/{channel}/[iframe/]{video}`. Only the provider's own hosts count.
 */
export function videoFromSource(provider: BuiltProvider, source: string): EmbeddableVideo | null {
  const url = webUrl(source);
  if (!url || providerOfUrl(source) !== provider) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let videoId: string | null | undefined = null;
  let channelId: string | null = null;
  switch (provider) {
    case 'youtube':
      videoId =
        hostOf(url) === 'youtu.be'
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

/** A page about the video on the provider's own site (a fallback link for a built provider). */
export function providerPageUrl(provider: BuiltProvider, raw: string): string | null {
  const url = webUrl(raw);
  return url && providerOfUrl(raw) === provider ? url.href : null;
}

/** The origins of the players built here: the CSP's frame-src names exactly these. */
export const builtPlayerOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://dreambroker.com',
] as const;

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

/**
 * The video's own page at the provider, for a visitor who has not consented to the player's
 * cookies (or cannot: no consent platform): following the link is their choice.
 */
export function videoPageUrl(video: EmbeddableVideo): string | null {
  const valid = validVideo(video);
  if (!valid) return null;
  switch (valid.provider) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${valid.videoId}`;
    case 'vimeo':
      return `https://vimeo.com/${valid.videoId}`;
    case 'dreambroker':
      return `https://dreambroker.com/channel/${valid.channelId}/${valid.videoId}`;
  }
}

/** Why a hosted player URL was not taken (logged once per video). */
export type PlayerRefusal = 'not https' | 'credentials or port' | 'host not in VIDEO_EMBED_HOSTS';

/**
 * A TwentyThree or Skyfish player URL, when it may be framed: https (a protocol-relative URL is
 * read as https), no user name, password or port (the CSP names the host on its default port),
 * and a host in `allowedHosts` (exact names, lower case). The URL is given back as the browser
 * will read it (`URL.href`), so what was checked is what loads.
 */
export function allowedPlayerUrl(
  raw: string,
  allowedHosts: readonly string[],
): { url: string } | { refused: PlayerRefusal; host: string | null } {
  const url = webUrl(raw);
  if (!url || url.protocol !== 'https:') return { refused: 'not https', host: null };
  if (url.username || url.password || url.port) {
    return { refused: 'credentials or port', host: hostOf(url) };
  }
  if (!allowedHosts.includes(hostOf(url))) {
    return { refused: 'host not in VIDEO_EMBED_HOSTS', host: hostOf(url) };
  }
  return { url: url.href };
}

/** A URL a link may point to: http(s), a protocol-relative one read as https; else null. */
export function linkableUrl(raw: string): string | null {
  const url = webUrl(raw);
  return url && !url.username && !url.password ? url.href : null;
}

/** An https URL as the browser will read it (a hosted player, a picture); null for anything else. */
export function httpsUrl(raw: string): string | null {
  const url = webUrl(raw);
  return url && url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
}
