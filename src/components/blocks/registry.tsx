import type { ComponentType } from 'react';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';
import type { BlockContext } from './block-context.ts';
import type { BlockProps } from './block-props.ts';
import { blockSchemas } from './block-schemas.ts';
import { Prerendered } from '#src/components/Prerendered/Prerendered.tsx';
import { BlockRichText } from './BlockRichText/BlockRichText.tsx';
import { examples as BlockRichTextExamples } from './BlockRichText/BlockRichText.examples.ts';
import { BlockImage } from './BlockImage/BlockImage.tsx';
import { examples as BlockImageExamples } from './BlockImage/BlockImage.examples.ts';
import { BlockLinkList } from './BlockLinkList/BlockLinkList.tsx';
import { examples as BlockLinkListExamples } from './BlockLinkList/BlockLinkList.examples.ts';
import { BlockDocumentList } from './BlockDocumentList/BlockDocumentList.tsx';
import { examples as BlockDocumentListExamples } from './BlockDocumentList/BlockDocumentList.examples.ts';
import { BlockCtaBox } from './BlockCtaBox/BlockCtaBox.tsx';
import { examples as BlockCtaBoxExamples } from './BlockCtaBox/BlockCtaBox.examples.ts';
import { BlockContactGroup } from './BlockContactGroup/BlockContactGroup.tsx';
import { examples as BlockContactGroupExamples } from './BlockContactGroup/BlockContactGroup.examples.ts';
import { BlockHereWeLive } from './BlockHereWeLive/BlockHereWeLive.tsx';
import { examples as BlockHereWeLiveExamples } from './BlockHereWeLive/BlockHereWeLive.examples.ts';
import { BlockMapKultunautDemo } from './BlockMapKultunautDemo/BlockMapKultunautDemo.tsx';
import { examples as BlockMapKultunautDemoExamples } from './BlockMapKultunautDemo/BlockMapKultunautDemo.examples.ts';
import { BlockAccordion } from './BlockAccordion/BlockAccordion.tsx';
import { examples as BlockAccordionExamples } from './BlockAccordion/BlockAccordion.examples.ts';
import { BlockFactBox } from './BlockFactBox/BlockFactBox.tsx';
import { examples as BlockFactBoxExamples } from './BlockFactBox/BlockFactBox.examples.ts';
import { BlockHearingList } from './BlockHearingList/BlockHearingList.tsx';
import { examples as BlockHearingListExamples } from './BlockHearingList/BlockHearingList.examples.ts';
import { BlockJobList } from './BlockJobList/BlockJobList.tsx';
import { examples as BlockJobListExamples } from './BlockJobList/BlockJobList.examples.ts';
import { BlockVideo } from './BlockVideo/BlockVideo.tsx';
import { examples as BlockVideoExamples } from './BlockVideo/BlockVideo.examples.ts';
import { BlockRelatedContent } from './BlockRelatedContent/BlockRelatedContent.tsx';
import { examples as BlockRelatedContentExamples } from './BlockRelatedContent/BlockRelatedContent.examples.ts';
import { BlockNewsList } from './BlockNewsList/BlockNewsList.tsx';
import { examples as BlockNewsListExamples } from './BlockNewsList/BlockNewsList.examples.ts';
import { BlockEventList } from './BlockEventList/BlockEventList.tsx';
import { examples as BlockEventListExamples } from './BlockEventList/BlockEventList.examples.ts';
import { BlockImages } from './BlockImages/BlockImages.tsx';
import { examples as BlockImagesExamples } from './BlockImages/BlockImages.examples.ts';
import { BlockBorgerDk } from './BlockBorgerDk/BlockBorgerDk.tsx';
import { examples as BlockBorgerDkExamples } from './BlockBorgerDk/BlockBorgerDk.examples.ts';
import { BlockTable } from './BlockTable/BlockTable.tsx';
import { examples as BlockTableExamples } from './BlockTable/BlockTable.examples.ts';

/** Everything a block is: its component, its schema and its named examples. None is optional. */
export type BlockDefinition<A extends BlockAlias> = {
  component: ComponentType<BlockProps<A>>;
  schema: (typeof blockSchemas)[A];
  examples: Record<string, BlockContentMap[A]>;
};

/**
 * The one map from block alias to its folder's parts. The aliases come from block-schemas.ts
 * (which the CMS layer parses with, without loading components); `satisfies` makes a block
 * without an entry here, or an entry without one of its parts, a type error. The catalog, the
 * components overview and the unit tests iterate this map.
 */
export const blockRegistry = {
  BlockRichText: {
    component: BlockRichText,
    schema: blockSchemas.BlockRichText,
    examples: BlockRichTextExamples,
  },
  BlockImage: {
    component: BlockImage,
    schema: blockSchemas.BlockImage,
    examples: BlockImageExamples,
  },
  BlockLinkList: {
    component: BlockLinkList,
    schema: blockSchemas.BlockLinkList,
    examples: BlockLinkListExamples,
  },
  BlockDocumentList: {
    component: BlockDocumentList,
    schema: blockSchemas.BlockDocumentList,
    examples: BlockDocumentListExamples,
  },
  BlockCtaBox: {
    component: BlockCtaBox,
    schema: blockSchemas.BlockCtaBox,
    examples: BlockCtaBoxExamples,
  },
  BlockContactGroup: {
    component: BlockContactGroup,
    schema: blockSchemas.BlockContactGroup,
    examples: BlockContactGroupExamples,
  },
  BlockHereWeLive: {
    component: BlockHereWeLive,
    schema: blockSchemas.BlockHereWeLive,
    examples: BlockHereWeLiveExamples,
  },
  BlockMapKultunautDemo: {
    component: BlockMapKultunautDemo,
    schema: blockSchemas.BlockMapKultunautDemo,
    examples: BlockMapKultunautDemoExamples,
  },
  BlockAccordion: {
    component: BlockAccordion,
    schema: blockSchemas.BlockAccordion,
    examples: BlockAccordionExamples,
  },
  BlockFactBox: {
    component: BlockFactBox,
    schema: blockSchemas.BlockFactBox,
    examples: BlockFactBoxExamples,
  },
  BlockHearingList: {
    component: BlockHearingList,
    schema: blockSchemas.BlockHearingList,
    examples: BlockHearingListExamples,
  },
  BlockJobList: {
    component: BlockJobList,
    schema: blockSchemas.BlockJobList,
    examples: BlockJobListExamples,
  },
  BlockVideo: {
    component: BlockVideo,
    schema: blockSchemas.BlockVideo,
    examples: BlockVideoExamples,
  },
  BlockRelatedContent: {
    component: BlockRelatedContent,
    schema: blockSchemas.BlockRelatedContent,
    examples: BlockRelatedContentExamples,
  },
  BlockNewsList: {
    component: BlockNewsList,
    schema: blockSchemas.BlockNewsList,
    examples: BlockNewsListExamples,
  },
  BlockEventList: {
    component: BlockEventList,
    schema: blockSchemas.BlockEventList,
    examples: BlockEventListExamples,
  },
  BlockImages: {
    component: BlockImages,
    schema: blockSchemas.BlockImages,
    examples: BlockImagesExamples,
  },
  BlockBorgerDk: {
    component: BlockBorgerDk,
    schema: blockSchemas.BlockBorgerDk,
    examples: BlockBorgerDkExamples,
  },
  BlockTable: {
    component: BlockTable,
    schema: blockSchemas.BlockTable,
    examples: BlockTableExamples,
  },
} satisfies { [A in BlockAlias]: BlockDefinition<A> };

function BlockView({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const Component = blockRegistry[block.alias]?.component as
    ComponentType<Block['content'] & { ctx: BlockContext; anchor?: string | null }> | undefined;
  if (!Component) return null;
  // A block is a function of its content and the context: its HTML is made once (decision 024).
  return (
    <Prerendered name={block.alias} keyParts={[block, ctx]}>
      <Component {...block.content} ctx={ctx} anchor={block.anchor} />
    </Prerendered>
  );
}

export function BlockList({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  return blocks.map((block) => <BlockView key={block.key} block={block} ctx={ctx} />);
}
