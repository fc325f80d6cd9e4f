import { z } from 'zod';
import { TEMPLATE_LAYOUTS } from './templates.ts';

/**
 * Public configuration: safe to show in the browser and in the tools area.
 * The defaults are written below; PUBLIC_CONFIG (JSON) overrides any of them.
 */
const flagsSchema = z
  .object({
    SUBSCRIPTION_MODULE: z.boolean().default(true),
    FEEDBACK_MODULE: z.boolean().default(true),
    SHARE_PAGE_MODULE: z.boolean().default(true),
    UMBRACO_MICRO_CACHE: z.boolean().default(true),
    BURGER_MENU_ALLOW_SUB_MENU: z.boolean().default(true),
    BURGER_MENU_LANGUAGE_SELECTOR: z.boolean().default(true),
    HIDDEN_BRANDING: z.boolean().default(true),
    USE_LOCAL_FAVICON: z.boolean().default(true),
    HEARING_SHOW_FORM_NUMBER: z.boolean().default(false),
    SHOW_GO_TO_TOP_BUTTON: z.boolean().default(false),
    CLIMATE_BUTTON: z.boolean().default(false),
    TOAST_NOTIFICATIONS: z.boolean().default(false),
    UMBRACO_URL_REDIRECT: z.boolean().default(false),
  })
  .strict();

/** A site path (`/cookies/`) or an http(s) URL; never `//host`, `/\\host` or `javascript:`. */
export const cookiePolicyTarget = z
  .string()
  .max(2000)
  .refine(
    (v) => /^\/(?![/\\])/.test(v) || /^https?:\/\/[^/\s]/i.test(v),
    'a site path or an http(s) URL',
  );

export const publicConfigSchema = z
  .object({
    showStageDemo: z.boolean().default(false),
    themeTesting: z.boolean().default(false),
    defaultLanguage: z.enum(['da', 'en', 'de']).default('da'),
    baseImageQuality: z.number().int().min(1).max(100).default(80),
    baseImageClimateQuality: z.number().int().min(1).max(100).default(60),
    baseIconWeight: z.number().int().min(100).max(900).default(400),
    baseIconScaling: z.number().positive().default(1.125),
    iconVariant: z.string().default('default'),
    jobListDefaultView: z.enum(['list', 'grid']).default('list'),
    searchPage: z.string().startsWith('/').default('/da/soegning/'),
    /** Map tiles for BlockMapKultunautDemo, e.g. `https://tiles.example.dk/{z}/{x}/{y}.png`. None: list only. */
    mapTileUrl: z.string().url().nullable().default(null),
    /**
     * The cookie-policy page ("Læs om cookies"), when the site's own configuration
     * (`frontend.configuration.cookiePolicyUrl`) names none: a site path or an https URL, or one
     * per language, e.g. `{"da":"/cookies/","en":"/en/cookies/"}`. None: no link (decision 018).
     */
    cookiePolicyUrl: z
      .union([cookiePolicyTarget, z.record(z.enum(['da', 'en', 'de']), cookiePolicyTarget)])
      .nullable()
      .default(null),
    /** Cookie Information's consent script; null (the sample setup) loads none. */
    consentScriptUrl: z.string().url().nullable().default(null),
    monsidoScriptUrl: z
      .string()
      .url()
      .default('https://app-script.monsido.com/v2/monsido-script.js'),
    /** Cludo site search; no customer id means no search script. */
    cludo: z
      .object({
        customerId: z.number().int().positive().nullable().default(null),
        scriptUrl: z
          .string()
          .url()
          .default('https://customer.cludo.com/scripts/bundles/search-script.min.js'),
        cssUrl: z
          .string()
          .url()
          .default('https://customer.cludo.com/css/templates/v2.1/essentials/cludo-search.min.css'),
      })
      .strict()
      .default({}),
    /** How often the browser asks whether a new build is out (after a first check ~1 s after idle). */
    buildCheckIntervalMs: z.number().int().min(10_000).default(300_000),
    /**
     * Umbraco template → layout, over the defaults (templates.ts), matched without regard to
     * case, e.g. `{"EventPage":"content-page-layout","JobListPage":"list-page-layout"}`.
     */
    templates: z.record(z.string().min(1).max(100), z.enum(TEMPLATE_LAYOUTS)).default({}),
    flags: flagsSchema.default({}),
  })
  .strict();

export type PublicConfig = z.infer<typeof publicConfigSchema>;
