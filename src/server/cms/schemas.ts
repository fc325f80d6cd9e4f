import { z } from 'zod';

/**
 * Raw shapes of the content backend (docs: backend-contract.md).
 * Lenient where the CMS is known to leave fields out; strict on what the app cannot do without.
 */

const str = z.string();
const optStr = z.string().nullish();
const num = z.coerce.number();

export const rawMediaSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  key: optStr,
  type: optStr,
  name: optStr,
  url: str.min(1),
  width: num.nullish(),
  height: num.nullish(),
  size: num.nullish(),
  extension: optStr,
  cropUrl: optStr,
  altText: optStr,
  imageText: optStr,
  focalPoint: z.object({ left: num, top: num }).nullish(),
});
export type RawMedia = z.infer<typeof rawMediaSchema>;

export const rawLinkSchema = z.object({
  name: optStr,
  url: str.min(1),
  target: z.enum(['_self', '_blank']).nullish(),
  type: z.enum(['content', 'media', 'external', 'file']).nullish(),
  size: num.nullish(),
  extension: optStr,
});
export type RawLink = z.infer<typeof rawLinkSchema>;

export const rawNavItemSchema: z.ZodType<RawNavItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    title: str,
    url: str,
    template: optStr,
    culture: optStr,
    hasChildren: z.boolean().nullish(),
    isVisible: z.boolean().nullish(),
    children: z.array(rawNavItemSchema).nullish(),
  }),
);
export type RawNavItem = {
  id: number | string;
  title: string;
  url: string;
  template?: string | null;
  culture?: string | null;
  hasChildren?: boolean | null;
  isVisible?: boolean | null;
  children?: RawNavItem[] | null;
};

const rawAddressSchema = z.object({
  name: optStr,
  street: optStr,
  postalCode: optStr,
  city: optStr,
  phone: optStr,
  email: optStr,
  cvr: optStr,
});

export const rawSiteSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: str,
  url: optStr,
  culture: optStr,
  cultures: z.array(z.object({ value: str, url: str })).nullish(),
  theme: z.object({ alias: str }).nullish(),
  loginPage: z.object({ url: str }).nullish(),
  frontend: z.object({ configuration: z.record(z.unknown()).nullish() }).nullish(),
  siteConfiguration: z
    .object({
      id: z.union([z.number(), z.string()]).nullish(),
      monsidoCode: optStr,
      searchPage: z.object({ url: str }).nullish(),
      header: z
        .object({ logo: rawMediaSchema.nullish(), serviceLinks: z.array(rawLinkSchema).nullish() })
        .nullish(),
      footer: z
        .object({
          tagLine: optStr,
          address: rawAddressSchema.nullish(),
          columns: z
            .array(z.object({ title: optStr, links: z.array(rawLinkSchema).nullish() }))
            .nullish(),
          accessibilityStatementUrl: optStr,
          socialLinks: z.array(rawLinkSchema).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type RawSite = z.infer<typeof rawSiteSchema>;

/** Elements are validated one by one later, so one bad element cannot sink the page. */
export const rawElementSchema = z.object({ alias: str, content: z.unknown() });

export const rawListItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: str,
  url: str,
  teaser: optStr,
  image: rawMediaSchema.nullish(),
  date: optStr,
});

export const rawPageContentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: str,
  updateDate: optStr,
  template: optStr,
  intro: z
    .object({
      title: optStr,
      teaser: optStr,
      description: optStr,
      image: rawMediaSchema.nullish(),
    })
    .nullish(),
  breadcrumb: z.array(z.object({ name: str, url: str })).nullish(),
  contentElements: z.array(z.unknown()).nullish(),
  header: z
    .object({
      image: rawMediaSchema.nullish(),
      showShare: z.boolean().nullish(),
      showPrint: z.boolean().nullish(),
    })
    .nullish(),
  settings: z
    .object({
      longRead: z.boolean().nullish(),
      hideFeedback: z.boolean().nullish(),
      hideBreadcrumb: z.boolean().nullish(),
      noIndex: z.boolean().nullish(),
    })
    .nullish(),
  feedback: z.object({ enabled: z.boolean().nullish(), question: optStr }).nullish(),
  list: z
    .object({
      items: z.array(rawListItemSchema),
      total: num,
      limit: num,
      offset: num,
    })
    .nullish(),
  errorMessage: optStr,
});
export type RawPageContent = z.infer<typeof rawPageContentSchema>;

export const rawMetaSchema = z.object({
  code: z.coerce.number().int(),
  redirect: optStr,
  error: optStr,
});

/** The page call's answer. Parts the call did not ask for are absent. */
export const rawPageAnswerSchema = z.object({
  meta: rawMetaSchema,
  pageId: z.union([z.number(), z.string()]).nullish(),
  siteId: z.union([z.number(), z.string()]).nullish(),
  site: rawSiteSchema.nullish(),
  navigation: z.array(rawNavItemSchema).nullish(),
  content: rawPageContentSchema.nullish(),
  data: z.object({ url: str, permanent: z.boolean().nullish() }).nullish(),
});
export type RawPageAnswer = z.infer<typeof rawPageAnswerSchema>;
