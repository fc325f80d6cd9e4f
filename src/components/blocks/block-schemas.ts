import type { z } from 'zod';
import type { BlockSchema, MediaFields } from '#src/server/cms/block-fields.ts';
import { schema as BlockRichText } from './BlockRichText/BlockRichText.schema.ts';
import { schema as BlockImage } from './BlockImage/BlockImage.schema.ts';
import { schema as BlockLinkList } from './BlockLinkList/BlockLinkList.schema.ts';
import { schema as BlockDocumentList } from './BlockDocumentList/BlockDocumentList.schema.ts';
import { schema as BlockCtaBox } from './BlockCtaBox/BlockCtaBox.schema.ts';
import { schema as BlockContactGroup } from './BlockContactGroup/BlockContactGroup.schema.ts';
import { schema as BlockHereWeLive } from './BlockHereWeLive/BlockHereWeLive.schema.ts';
import { schema as BlockMapKultunautDemo } from './BlockMapKultunautDemo/BlockMapKultunautDemo.schema.ts';
import { schema as BlockAccordion } from './BlockAccordion/BlockAccordion.schema.ts';
import { schema as BlockFactBox } from './BlockFactBox/BlockFactBox.schema.ts';
import { schema as BlockHearingList } from './BlockHearingList/BlockHearingList.schema.ts';
import { schema as BlockJobList } from './BlockJobList/BlockJobList.schema.ts';
import { schema as BlockVideo } from './BlockVideo/BlockVideo.schema.ts';
import { schema as BlockRelatedContent } from './BlockRelatedContent/BlockRelatedContent.schema.ts';
import { schema as BlockNewsList } from './BlockNewsList/BlockNewsList.schema.ts';
import { schema as BlockEventList } from './BlockEventList/BlockEventList.schema.ts';
import { schema as BlockImages } from './BlockImages/BlockImages.schema.ts';
import { schema as BlockBorgerDk } from './BlockBorgerDk/BlockBorgerDk.schema.ts';
import { schema as BlockTable } from './BlockTable/BlockTable.schema.ts';

/**
 * Every block the site knows, by the alias the backend gives it: the one list `BlockAlias` is
 * derived from. It holds only the schemas, so the CMS layer parses a page without loading a
 * component or a stylesheet; `registry.tsx` must then hold a complete entry for each alias
 * (its `satisfies` check fails on a missing one).
 */
export const blockSchemas = {
  BlockRichText,
  BlockImage,
  BlockLinkList,
  BlockDocumentList,
  BlockCtaBox,
  BlockContactGroup,
  BlockHereWeLive,
  BlockMapKultunautDemo,
  BlockAccordion,
  BlockFactBox,
  BlockHearingList,
  BlockJobList,
  BlockVideo,
  BlockRelatedContent,
  BlockNewsList,
  BlockEventList,
  BlockImages,
  BlockBorgerDk,
  BlockTable,
} satisfies Record<string, (fields: MediaFields) => BlockSchema<object>>;

export type BlockAlias = keyof typeof blockSchemas;

/** The app's shape of each block's content, as its schema gives it. */
export type BlockContentMap = {
  [A in BlockAlias]: z.output<ReturnType<(typeof blockSchemas)[A]>>;
};

export type Block = {
  [A in BlockAlias]: {
    alias: A;
    key: string;
    content: BlockContentMap[A];
    /** `settings.includeInToc`: the block's title is listed in the long-read contents. */
    inToc: boolean;
    /** The id of the block's heading when it is listed in the contents. */
    anchor: string | null;
  };
}[BlockAlias];
