import type { BlockContentMap } from '#src/server/cms/types.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockContentMap['BlockVideo']> = {
  youtube: {
    title: 'Sådan sorterer du dit affald',
    provider: 'youtube',
    videoId: 'Xk3mP9qLw2E',
    requiredConsent: ['marketing'],
  },
  vimeoWithoutTitle: {
    title: null,
    provider: 'vimeo',
    videoId: '824804225',
    requiredConsent: ['functional', 'statistic'],
  },
  dreambroker: {
    title: 'Byrådsmøde 24. september 2026 – optagelse med tegnsprogstolkning og undertekster',
    provider: 'dreambroker',
    videoId: 'r8f2k1xq',
    requiredConsent: ['functional', 'statistic', 'marketing'],
  },
};
