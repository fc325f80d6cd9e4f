import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockVideo's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'video.fallbackTitle': 'Video fra {provider}',
  'video.openSettings': 'Åbn cookie-indstillinger',
  'video.readAboutCookies': 'Læs om cookies',
  'video.notEmbedded': 'Videoen kan ikke afspilles her på siden.',
  'video.watchAt': 'Se »{name}« hos {provider}',
  'video.watchAtUntitled': 'Se videoen hos {provider}',
  'video.unavailable': 'Videoen kan ikke vises her.',
  'video.unavailableNamed': 'Videoen »{name}« kan ikke vises her.',
  'cookieType.necessary': 'Nødvendige',
  'cookieType.functional': 'Funktionelle',
  'cookieType.statistic': 'Statistik',
  'cookieType.marketing': 'Marketing',
} as const;

const en: Section<typeof da> = {
  'video.fallbackTitle': 'Video from {provider}',
  'video.openSettings': 'Open cookie settings',
  'video.readAboutCookies': 'Read about cookies',
  'video.notEmbedded': 'The video cannot be played on this page.',
  'video.watchAt': 'Watch “{name}” on {provider}',
  'video.watchAtUntitled': 'Watch the video on {provider}',
  'video.unavailable': 'The video cannot be shown here.',
  'video.unavailableNamed': 'The video “{name}” cannot be shown here.',
  'cookieType.necessary': 'Necessary',
  'cookieType.functional': 'Functional',
  'cookieType.statistic': 'Statistics',
  'cookieType.marketing': 'Marketing',
};

const de: Section<typeof da> = {
  'video.fallbackTitle': 'Video von {provider}',
  'video.openSettings': 'Cookie-Einstellungen öffnen',
  'video.readAboutCookies': 'Mehr über Cookies',
  'video.notEmbedded': 'Das Video kann auf dieser Seite nicht abgespielt werden.',
  'video.watchAt': '„{name}“ bei {provider} ansehen',
  'video.watchAtUntitled': 'Das Video bei {provider} ansehen',
  'video.unavailable': 'Das Video kann hier nicht angezeigt werden.',
  'video.unavailableNamed': 'Das Video „{name}“ kann hier nicht angezeigt werden.',
  'cookieType.necessary': 'Notwendige',
  'cookieType.functional': 'Funktionale',
  'cookieType.statistic': 'Statistik',
  'cookieType.marketing': 'Marketing',
};

export const strings = { da, en, de };
