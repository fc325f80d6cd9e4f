import { noConsent, type Consent } from '#src/shared/consent-state.ts';
import type { Language } from '#src/shared/language.ts';
import { translator, type Translate } from '#src/shared/dictionary/index.ts';
import { publicConfigSchema, type PublicConfig } from '#src/server/public-config.ts';

/** What every block may need beyond its own content: language, flags, consent, page. */
export type BlockContext = {
  language: Language;
  t: Translate;
  flags: PublicConfig['flags'];
  /** `frontend.configuration.jobListDefaultView`, else the public config's. */
  jobListDefaultView: 'list' | 'grid';
  /** ImageSharp quality: baseImageQuality, or baseImageClimateQuality in the energy-saver theme. */
  imageQuality: number;
  mapTileUrl: string | null;
  /** The cookie-policy page for "Læs om cookies"; null: no link (server/cookie-policy.ts). */
  cookiePolicyUrl: string | null;
  /**
   * A consent platform is configured (`PUBLIC_CONFIG.consentScriptUrl`): consent gates offer its
   * settings. Without one nobody can consent, and a gate links to the content instead.
   */
  consentPlatform: boolean;
  consent: Consent;
  /** Path of the page the block is on (for forms that post back to it). */
  pagePath: string;
};

/** The context the named examples, the unit tests and the components overview render with. */
export function exampleContext(overrides: Partial<BlockContext> = {}): BlockContext {
  const config = publicConfigSchema.parse({});
  const language = overrides.language ?? 'da';
  return {
    language,
    t: translator(language),
    flags: config.flags,
    jobListDefaultView: 'list',
    imageQuality: config.baseImageQuality,
    mapTileUrl: null,
    cookiePolicyUrl: null,
    consentPlatform: config.consentScriptUrl !== null,
    consent: noConsent,
    pagePath: '/eksempel/',
    ...overrides,
  };
}
