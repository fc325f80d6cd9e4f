import { createElement, type ComponentType, type ReactNode } from 'react';
import type { BlockAlias } from '#src/components/blocks/block-types.ts';
import { exampleContext, type BlockContext } from './blocks/block-context.ts';
import { blockRegistry } from './blocks/registry.tsx';
import { Button } from './Button/Button.tsx';
import { examples as ButtonExamples } from './Button/Button.examples.ts';
import { Card, type CardProps } from './Card/Card.tsx';
import { examples as CardExamples } from './Card/Card.examples.ts';
import { Icon } from './Icon/Icon.tsx';
import { examples as IconExamples } from './Icon/Icon.examples.ts';
import { SkipLink } from './SkipLink/SkipLink.tsx';
import { examples as SkipLinkExamples } from './SkipLink/SkipLink.examples.ts';
import { RichText } from './RichText/RichText.tsx';
import { examples as RichTextExamples } from './RichText/RichText.examples.ts';
import { Header } from './Header/Header.tsx';
import { examples as HeaderExamples } from './Header/Header.examples.ts';
import { BurgerMenu } from './BurgerMenu/BurgerMenu.tsx';
import { examples as BurgerMenuExamples } from './BurgerMenu/BurgerMenu.examples.ts';
import { Footer } from './Footer/Footer.tsx';
import { examples as FooterExamples } from './Footer/Footer.examples.ts';
import { Pagination } from './Pagination/Pagination.tsx';
import { examples as PaginationExamples } from './Pagination/Pagination.examples.ts';
import { Listing } from './Listing/Listing.tsx';
import { examples as ListingExamples } from './Listing/Listing.examples.ts';
import { ListCards } from './ListCards/ListCards.tsx';
import { examples as ListCardsExamples } from './ListCards/ListCards.examples.ts';
import { SearchGroups } from './SearchGroups/SearchGroups.tsx';
import { examples as SearchGroupsExamples } from './SearchGroups/SearchGroups.examples.ts';
import { PageActions } from './PageActions/PageActions.tsx';
import { examples as PageActionsExamples } from './PageActions/PageActions.examples.ts';
import { TableOfContents } from './TableOfContents/TableOfContents.tsx';
import { examples as TableOfContentsExamples } from './TableOfContents/TableOfContents.examples.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { ErrorView } from './ErrorView/ErrorView.tsx';
import { PreviewNotice, type PreviewNoticeProps } from './PreviewNotice/PreviewNotice.tsx';
import { examples as PreviewNoticeExamples } from './PreviewNotice/PreviewNotice.examples.ts';
import { ResponsiveImage } from './ResponsiveImage/ResponsiveImage.tsx';
import { examples as ResponsiveImageExamples } from './ResponsiveImage/ResponsiveImage.examples.ts';
import { examples as ErrorViewExamples } from './ErrorView/ErrorView.examples.ts';
import { FeedbackModule } from './FeedbackModule/FeedbackModule.tsx';
import { examples as FeedbackModuleExamples } from './FeedbackModule/FeedbackModule.examples.ts';
import { SubscriptionModule } from './SubscriptionModule/SubscriptionModule.tsx';
import { examples as SubscriptionModuleExamples } from './SubscriptionModule/SubscriptionModule.examples.ts';
import { ShareModule } from './ShareModule/ShareModule.tsx';
import { ErrorSummary } from './ErrorSummary/ErrorSummary.tsx';
import { examples as ErrorSummaryExamples } from './ErrorSummary/ErrorSummary.examples.ts';
import { CookiePolicy } from './CookiePolicy/CookiePolicy.tsx';
import { examples as CookiePolicyExamples } from './CookiePolicy/CookiePolicy.examples.ts';
import { examples as ShareModuleExamples } from './ShareModule/ShareModule.examples.ts';

/**
 * Every component with its named examples. The unit tests render each example, and the
 * components overview (/__limbo/components-overview) renders the same list, so the two cannot drift.
 */
export type CatalogEntry = {
  name: string;
  kind: 'component' | 'chrome' | 'module' | 'block';
  description: string;
  examples: Record<string, object>;
  render: (props: object) => ReactNode;
  /**
   * Each example is a whole page with a head of its own (`<title>`, robots), which React hoists
   * into whatever document renders it: the components overview shows it in a frame, as its own
   * document (decision 035).
   */
  wholePage?: boolean;
  /**
   * Its ids are the page's own, one per page (`#feedback`, `site-search`, a module's status): two
   * examples in one document would share them, which is invalid HTML and breaks their links. The
   * overview shows each example in a frame of its own, as a whole page.
   */
  ownIds?: boolean;
};

function entry<P extends object>(
  name: string,
  kind: CatalogEntry['kind'],
  description: string,
  Component: ComponentType<P>,
  examples: Record<string, P>,
  options: { wholePage?: boolean; ownIds?: boolean } = {},
): CatalogEntry {
  return {
    name,
    kind,
    description,
    examples,
    render: (props) => <Component {...(props as P)} />,
    ...options,
  };
}

function block(alias: BlockAlias): CatalogEntry {
  const { component, examples } = blockRegistry[alias];
  const Component = component as ComponentType<object & { ctx: BlockContext }>;
  return {
    name: alias,
    kind: 'block',
    description: `Content block ${alias}, as the backend sends it.`,
    examples,
    render: (props) => createElement(Component, { ...props, ctx: exampleContext() }),
  };
}

export const catalog: CatalogEntry[] = [
  ...(Object.keys(blockRegistry) as BlockAlias[]).map(block),
  entry(
    'Button',
    'component',
    'The one button: colours, sizes, layouts, icon position; disabled blocks every click.',
    Button,
    ButtonExamples,
  ),
  entry(
    'Card',
    'component',
    'A card of a list (news, events, related pages, list pages): image, heading link, meta line, teaser.',
    // A card is a list item unless it is an article: shown in a list of its own here.
    (props: CardProps) =>
      props.as === 'article' ? (
        <Card {...props} />
      ) : (
        <ul>
          <Card {...props} />
        </ul>
      ),
    CardExamples,
  ),
  entry('Icon', 'component', 'Inline outline icons sized by baseIconScaling.', Icon, IconExamples),
  entry(
    'SkipLink',
    'component',
    'First focusable element of every page.',
    SkipLink,
    SkipLinkExamples,
  ),
  entry('RichText', 'component', 'Sanitized CMS rich text.', RichText, RichTextExamples),
  entry(
    'Header',
    'chrome',
    'Logo, service links, search and the burger menu (canvas colours).',
    Header,
    HeaderExamples,
    { ownIds: true },
  ),
  entry(
    'BurgerMenu',
    'chrome',
    'Two navigation levels and the language selector: details without JS, a disclosure button with JS.',
    BurgerMenu,
    BurgerMenuExamples,
  ),
  entry(
    'Footer',
    'chrome',
    'Tag line block, address, link columns, social links and the accessibility statement (primary colours).',
    Footer,
    FooterExamples,
  ),
  entry(
    'Pagination',
    'component',
    'The pager of list pages and the search page: first, last and neighbours, translated; links keep the query.',
    Pagination,
    PaginationExamples,
  ),
  entry(
    'Listing',
    'component',
    'The items of a list page or search: cards and pager, groups, or why they cannot be shown.',
    Listing,
    ListingExamples,
  ),
  entry(
    'ListCards',
    'component',
    'The cards of a list or of one search group, each an article; the first screen loads first.',
    ListCards,
    ListCardsExamples,
  ),
  entry(
    'SearchGroups',
    'component',
    'A grouped search: each group with its heading, count and own pager (o{id}), and narrowing.',
    SearchGroups,
    SearchGroupsExamples,
    { ownIds: true },
  ),
  entry(
    'PageActions',
    'chrome',
    'Share and print actions of a content page.',
    PageActions,
    PageActionsExamples,
  ),
  entry(
    'TableOfContents',
    'chrome',
    'Reading time and contents of long-read pages.',
    TableOfContents,
    TableOfContentsExamples,
  ),
  entry(
    'ResponsiveImage',
    'component',
    'An image with an ImageSharp srcset built from the CMS crop, as Limbo.Nuxt.Image does.',
    ResponsiveImage,
    ResponsiveImageExamples,
  ),
  entry(
    'PreviewNotice',
    'chrome',
    'Umbraco preview: the banner over a draft, or the page that asks for a back-office login.',
    (props: Omit<PreviewNoticeProps, 't'>) => <PreviewNotice {...props} t={translator('da')} />,
    PreviewNoticeExamples,
    { wholePage: true },
  ),
  entry(
    'ErrorView',
    'chrome',
    'The generic error page, for any status the site answers with an error.',
    ErrorView,
    ErrorViewExamples,
    { wholePage: true },
  ),
  entry(
    'ErrorSummary',
    'component',
    'The error summary of a form (GOV.UK, DKFDS): a link to each field with a problem.',
    ErrorSummary,
    ErrorSummaryExamples,
  ),
  entry(
    'CookiePolicy',
    'chrome',
    'The built-in cookie page: what the site itself sets, and what the forms send.',
    CookiePolicy,
    CookiePolicyExamples,
    { ownIds: true },
  ),
  entry(
    'FeedbackModule',
    'module',
    'FEEDBACK_MODULE: was the page helpful?',
    FeedbackModule,
    FeedbackModuleExamples,
    { ownIds: true },
  ),
  entry(
    'SubscriptionModule',
    'module',
    'SUBSCRIPTION_MODULE: email updates of a page.',
    SubscriptionModule,
    SubscriptionModuleExamples,
    { ownIds: true },
  ),
  entry(
    'ShareModule',
    'module',
    'SHARE_PAGE_MODULE: share links, Web Share and copy link.',
    ShareModule,
    ShareModuleExamples,
    { ownIds: true },
  ),
];

/** Prop names, the types their example values have, and whether every example sets them. */
export function propsTable(
  examples: Record<string, object>,
): { name: string; types: string[]; always: boolean }[] {
  const all = Object.values(examples);
  const names = [...new Set(all.flatMap((e) => Object.keys(e)))];
  const typeOf = (v: unknown) =>
    v === null
      ? 'null'
      : Array.isArray(v)
        ? 'array'
        : v instanceof URLSearchParams
          ? 'URLSearchParams'
          : typeof v;
  return names.map((name) => ({
    name,
    types: [
      ...new Set(
        all.filter((e) => name in e).map((e) => typeOf((e as Record<string, unknown>)[name])),
      ),
    ],
    always: all.every((e) => name in e && (e as Record<string, unknown>)[name] !== undefined),
  }));
}
