import type { Section } from './section.ts';

/** Strings of the feature-flag components: go to top, the climate button and toasts (decision 020). */
const da = {
  'goToTop.label': 'Til toppen',
  'climate.label': 'Klimavenlig visning',
  'climate.hint': 'Mørke farver og lettere billeder bruger mindre strøm.',
  'climate.on': 'Klimavenlig visning er slået til.',
  'climate.off': 'Klimavenlig visning er slået fra.',
  'climate.failed': 'Visningen kunne ikke skiftes. Prøv igen.',
  'toast.region': 'Beskeder',
  'toast.close': 'Luk beskeden',
};

const en: Section<typeof da> = {
  'goToTop.label': 'Back to top',
  'climate.label': 'Climate-friendly view',
  'climate.hint': 'Dark colours and lighter images use less power.',
  'climate.on': 'The climate-friendly view is on.',
  'climate.off': 'The climate-friendly view is off.',
  'climate.failed': 'The view could not be switched. Please try again.',
  'toast.region': 'Messages',
  'toast.close': 'Close the message',
};

const de: Section<typeof da> = {
  'goToTop.label': 'Nach oben',
  'climate.label': 'Klimafreundliche Ansicht',
  'climate.hint': 'Dunkle Farben und leichtere Bilder verbrauchen weniger Strom.',
  'climate.on': 'Die klimafreundliche Ansicht ist eingeschaltet.',
  'climate.off': 'Die klimafreundliche Ansicht ist ausgeschaltet.',
  'climate.failed': 'Die Ansicht konnte nicht umgeschaltet werden. Bitte versuchen Sie es erneut.',
  'toast.region': 'Mitteilungen',
  'toast.close': 'Mitteilung schließen',
};

export const flags = { da, en, de };
