import { z } from 'zod';
import { id, list } from '#src/server/cms/lenient.ts';
import { nullable, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';
import {
  validVideo,
  videoFromSource,
  videoProvider,
  type EmbeddableVideo,
  type VideoProvider,
} from './video-embed.ts';

type VideoConsent = 'necessary' | 'functional' | 'statistic' | 'marketing';

/**
 * Version 1's `{ provider, videoId }` and Limbo.Umbraco.Video's `{ video }` alike; the player
 * URL is built from provider and ids, never taken from the backend.
 */
export type BlockVideoContent = {
  title: string | null;
  provider: VideoProvider;
  videoId: string;
  /** Dreambroker only: the channel the video belongs to. */
  channelId: string | null;
  /** The provider's own title of the video (the player's name when the block has no title). */
  videoTitle: string | null;
  requiredConsent: VideoConsent[];
};

const consentCategories = ['necessary', 'functional', 'statistic', 'marketing'] as const;
/** The cookie categories a player needs; marketing when the backend names none. */
const requiredConsent = list(z.enum(consentCategories)).transform((v): VideoConsent[] =>
  v.length > 0 ? [...new Set(v)] : ['marketing'],
);

export function schema(): BlockSchema<BlockVideoContent> {
  const version1 = z.object({
    title: optText,
    provider: z.string().transform((v, ctx) => videoProvider(v) ?? unsupported(ctx, v)),
    videoId: id,
    channelId: nullable(id),
    videoTitle: optText,
    requiredConsent,
  });
  // Limbo.Umbraco.Video. `embed` (the provider's HTML) is deliberately not read at all.
  const limbo = z.object({
    title: optText,
    video: z.object({
      source: nullable(z.string()),
      provider: z.object({
        alias: z.string().transform((v, ctx) => videoProvider(v) ?? unsupported(ctx, v)),
      }),
      details: nullable(
        z.object({
          id: nullable(id),
          videoId: nullable(id),
          channelId: nullable(id),
          title: optText,
        }),
      ),
    }),
    requiredConsent,
  });
  return z.unknown().transform((raw, ctx): BlockVideoContent => {
    const isLimbo = typeof raw === 'object' && raw !== null && 'video' in raw;
    const parsed = (isLimbo ? limbo : version1).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue(issue);
      return z.NEVER;
    }
    let video: EmbeddableVideo | null;
    let videoTitle: string | null;
    if ('video' in parsed.data) {
      const { source, provider, details } = parsed.data.video;
      const videoId = details?.id ?? details?.videoId ?? null;
      const channelId = details?.channelId ?? null;
      videoTitle = details?.title ?? null;
      // An id the backend gives must itself be valid; only a missing one is read from `source`.
      video = videoId
        ? validVideo({ provider: provider.alias, videoId, channelId })
        : source
          ? videoFromSource(provider.alias, source)
          : null;
    } else {
      const { provider, videoId, channelId } = parsed.data;
      videoTitle = parsed.data.videoTitle;
      video = validVideo({ provider, videoId, channelId });
    }
    if (!video) {
      ctx.addIssue({ code: 'custom', message: 'no valid video id for the provider' });
      return z.NEVER;
    }
    return {
      title: parsed.data.title,
      ...video,
      videoTitle,
      requiredConsent: parsed.data.requiredConsent,
    };
  });
}

function unsupported(ctx: z.RefinementCtx, provider: string): never {
  // TwentyThree players live on each customer's own domain: no safe URL can be built for them.
  ctx.addIssue({ code: 'custom', message: `video provider not supported: ${provider}` });
  return z.NEVER;
}
