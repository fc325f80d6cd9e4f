import { z } from 'zod';
import { getEnv } from '#src/server/env.ts';
import { warnOncePerKey } from '#src/server/log.ts';
import { iframeSources } from '#src/server/sanitize.ts';
import { id, list, numeric } from '#src/server/cms/lenient.ts';
import { nullable, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';
import {
  allowedPlayerUrl,
  isBuiltProvider,
  linkableUrl,
  providerOfUrl,
  providerPageUrl,
  validVideo,
  videoFromSource,
  videoProvider,
  type EmbeddableVideo,
  type VideoProvider,
} from './video-embed.ts';

type VideoConsent = 'necessary' | 'functional' | 'statistic' | 'marketing';

/**
 * A video of any of the five Limbo video packages (in the shapes they send), Limbo.Umbraco.YouTube v1's
 * `{ video, embed }`, or version 1's `{ provider, videoId }`. It has a player (`videoId` for the
 * players built from ids, `playerUrl` for TwentyThree and Skyfish), or it is shown as its title
 * with a link to the video (`linkUrl`) when there is one (decision 027).
 */
export type BlockVideoContent = {
  title: string | null;
  provider: VideoProvider;
  /** YouTube, Vimeo, Dreambroker: the id the player is built from; null: no usable id. */
  videoId: string | null;
  /** Dreambroker only: the channel the video belongs to. */
  channelId: string | null;
  /** TwentyThree, Skyfish: the player, https on a host in VIDEO_EMBED_HOSTS; null: none allowed. */
  playerUrl: string | null;
  /** Without a player: the video's page, else its player as given (http or https); null: none. */
  linkUrl: string | null;
  /** A picture of the video (https) for the link; shown only with the consent the player needs. */
  thumbnailUrl: string | null;
  /** The provider's own title of the video (the player's name when the block has no title). */
  videoTitle: string | null;
  requiredConsent: VideoConsent[];
};

const consentCategories = ['necessary', 'functional', 'statistic', 'marketing'] as const;
/** The cookie categories a player needs; marketing when the backend names none. */
const requiredConsent = list(z.enum(consentCategories)).transform((v): VideoConsent[] =>
  v.length > 0 ? [...new Set(v)] : ['marketing'],
);

/** A video the site shows without its player: said once per video, not on every parse. */
const warnOnce = warnOncePerKey();

type Found = Omit<BlockVideoContent, 'title' | 'requiredConsent'> & {
  /** Why there is no player (logged once), or null. */
  refusal: string | null;
  host: string | null;
};

const version1 = z.object({
  title: optText,
  provider: z.string().transform((v, ctx) => videoProvider(v) ?? unsupported(ctx, v)),
  videoId: id,
  channelId: nullable(id),
  videoTitle: optText,
  requiredConsent,
});
const thumbnail = z.object({ url: z.string(), width: nullable(numeric) });
// The video packages' value (Limbo.Umbraco.Video's IVideoValue). `embed.html` is never
// rendered: at most the `src` of its one iframe is read, by an HTML parser.
const packageVideo = z.object({
  source: nullable(z.string()),
  /** Absent in Limbo.Umbraco.YouTube v1 (Umbraco 9). */
  provider: nullable(z.object({ alias: z.string() })),
  details: nullable(
    z.object({
      id: nullable(id),
      videoId: nullable(id),
      channelId: nullable(id),
      title: optText,
      url: nullable(z.string()),
      thumbnails: list(thumbnail),
    }),
  ),
  /** Limbo.Umbraco.YouTube v1: the YouTube API's video, in .NET's casing or JSON's. */
  video: nullable(
    z.object({
      id: nullable(id),
      Id: nullable(id),
      snippet: nullable(z.object({ title: optText })),
      Snippet: nullable(z.object({ title: optText, Title: optText })),
    }),
  ),
  embed: nullable(z.object({ url: nullable(z.string()), html: nullable(z.string()) })),
});
const limbo = z.object({ title: optText, video: packageVideo, requiredConsent });

export function schema(): BlockSchema<BlockVideoContent> {
  return z.unknown().transform((raw, ctx): BlockVideoContent => {
    const isLimbo = typeof raw === 'object' && raw !== null && 'video' in raw;
    const parsed = (isLimbo ? limbo : version1).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue(issue);
      return z.NEVER;
    }
    const found =
      'video' in parsed.data
        ? fromPackage(parsed.data.video, () => getEnv().videoEmbedHosts)
        : fromVersion1(parsed.data);
    if (typeof found === 'string') {
      ctx.addIssue({ code: 'custom', message: found });
      return z.NEVER;
    }
    const { refusal, host, ...video } = found;
    const title = parsed.data.title;
    if (refusal) {
      if (!video.linkUrl && !title && !video.videoTitle) {
        ctx.addIssue({ code: 'custom', message: `no player, no link and no title (${refusal})` });
        return z.NEVER;
      }
      const which = video.videoId ?? video.linkUrl ?? video.videoTitle ?? title;
      warnOnce(
        `${video.provider} ${which}`,
        { provider: video.provider, reason: refusal, host, link: video.linkUrl !== null, title },
        'video shown without its player',
      );
    }
    return { title, ...video, requiredConsent: parsed.data.requiredConsent };
  });
}

type PackageVideo = z.output<typeof packageVideo>;

/**
 * A package's video value: its player, or what its link is made of. `allowedHosts`
 * (VIDEO_EMBED_HOSTS) is read only for a hosted player, so a YouTube or Vimeo video parses without
 * the configuration: a block's sample does, when the build renders the components overview.
 */
function fromPackage(video: PackageVideo, allowedHosts: () => readonly string[]): Found | string {
  const { details, embed, video: v1 } = video;
  const alias = video.provider?.alias;
  let provider = alias === undefined ? null : videoProvider(alias);
  if (alias !== undefined && !provider) return `video provider not supported: ${alias}`;
  // The embed code is parsed only when nothing else gives the video.
  let parsedIframe: { src: string | null; problem: string | null } | undefined;
  const iframe = () =>
    (parsedIframe ??= embed?.html
      ? oneIframe(embed.html)
      : { src: null, problem: 'no embed.html' });
  const urls = () => [details?.url, video.source, embed?.url, iframe().src];
  // YouTube v1 names no provider; nor does an answer that lost the field: its URLs may tell.
  provider ??= v1 ? 'youtube' : firstOf(urls(), providerOfUrl);
  if (!provider) return 'no video provider named or recognisable';
  const common = {
    provider,
    videoTitle:
      details?.title ?? v1?.snippet?.title ?? v1?.Snippet?.title ?? v1?.Snippet?.Title ?? null,
    thumbnailUrl: thumbnailOf(details?.thumbnails ?? []),
  };
  if (isBuiltProvider(provider)) {
    const given = details?.id ?? details?.videoId ?? v1?.id ?? v1?.Id ?? null;
    // An id the backend gives must itself be valid; only a missing one is read from the URLs.
    const built: EmbeddableVideo | null = given
      ? validVideo({ provider, videoId: given, channelId: details?.channelId ?? null })
      : firstOf(urls(), (u) => videoFromSource(provider, u));
    return {
      ...common,
      videoId: built?.videoId ?? null,
      channelId: built?.channelId ?? null,
      playerUrl: null,
      linkUrl: built ? null : firstOf(urls(), (u) => providerPageUrl(provider, u)),
      refusal: built ? null : 'no valid video id',
      host: null,
    };
  }
  // TwentyThree and Skyfish: the player as the package gives it, on an allowed host only.
  const player = embed?.url?.trim() || iframe().src;
  const decision = player ? allowedPlayerUrl(player, allowedHosts()) : null;
  const playerUrl = decision && 'url' in decision ? decision.url : null;
  return {
    ...common,
    videoId: null,
    channelId: null,
    playerUrl,
    linkUrl: playerUrl ? null : firstOf([details?.url, video.source, player], linkableUrl),
    refusal: playerUrl
      ? null
      : decision && 'refused' in decision
        ? decision.refused
        : `no player URL: ${iframe().problem ?? 'embed.url unusable'}`,
    host: decision && 'host' in decision ? decision.host : null,
  };
}

/** Version 1's form: ids only, so TwentyThree and Skyfish are shown without a player. */
function fromVersion1(v: {
  provider: VideoProvider;
  videoId: string;
  channelId: string | null;
  videoTitle: string | null;
}): Found {
  const built = isBuiltProvider(v.provider)
    ? validVideo({ provider: v.provider, videoId: v.videoId, channelId: v.channelId })
    : null;
  return {
    provider: v.provider,
    videoId: built?.videoId ?? null,
    channelId: built?.channelId ?? null,
    playerUrl: null,
    linkUrl: null,
    thumbnailUrl: null,
    videoTitle: v.videoTitle,
    refusal: built ? null : isBuiltProvider(v.provider) ? 'no valid video id' : 'no player URL',
    host: null,
  };
}

/** The `src` of the one iframe of an embed code; none, or more than one, is no player. */
function oneIframe(html: string): { src: string | null; problem: string | null } {
  const sources = iframeSources(html);
  if (!sources) return { src: null, problem: 'embed.html too long' };
  if (sources.length !== 1)
    return { src: null, problem: `${sources.length} iframes in embed.html` };
  return sources[0]
    ? { src: sources[0], problem: null }
    : { src: null, problem: 'iframe without src' };
}

/** A picture at least 640 px wide if there is one (the smallest such), else the widest; https. */
function thumbnailOf(thumbnails: { url: string; width: number | null }[]): string | null {
  const usable = thumbnails
    .map((t) => ({ url: linkableUrl(t.url), width: t.width ?? 0 }))
    .filter((t): t is { url: string; width: number } => t.url?.startsWith('https:') === true)
    .sort((a, b) => a.width - b.width);
  return (usable.find((t) => t.width >= 640) ?? usable.at(-1))?.url ?? null;
}

function firstOf<T>(
  items: readonly (string | null | undefined)[],
  pick: (item: string) => T | null,
) {
  for (const item of items) {
    const picked = item?.trim() ? pick(item) : null;
    if (picked) return picked;
  }
  return null;
}

function unsupported(ctx: z.RefinementCtx, provider: string): never {
  ctx.addIssue({ code: 'custom', message: `video provider not supported: ${provider}` });
  return z.NEVER;
}
